import { addAppPreloads } from './app/appPreloads';
import { waitForAppStylesheets } from './app/appStylesheets';
import { keepEarlyInstallOffer } from './features/pwa/installOffer';
import { nextTask } from './shared/lib/nextTask';
import { startEarlyRestore } from './shared/session/refreshRequest';
import 'virtual:antd-style/theme.css';
import './styles.css';

// Every stylesheet of the app's own, in the entry's one stylesheet whichever chunk uses it (vite.config.ts).
import.meta.glob('./**/*.css', { eager: true });

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

keepEarlyInstallOffer();
// Is anybody signed in? Asked now, while the app's modules load, so that the app renders once, as
// the member or the guest it is, instead of rendering 'restoring' and then everything again.
startEarlyRestore();

/** Resolves after the browser has painted a frame. */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

// The inline shell (header bar, and the page's heading where the build wrote one) paints first: the
// application's modules are evaluated only after that frame, so a phone shows the page while it
// works through them rather than a blank screen. The build preloads them all the same
// (build/preload-app.ts), and the app renders once its stylesheets apply (no unstyled flash).
void afterFirstPaint()
  // A page's copy of index.html keeps the application's preloads for now (app/appPreloads.ts). They
  // only speed the downloads up: should adding them fail, the application starts all the same.
  .then(() => addAppPreloads().catch(() => undefined))
  .then(nextTask)
  // React DOM, the store (Redux, RTK Query) and antd's theme run first, the application's own modules
  // in a task after it. Evaluated at once they were one task of 35–45 ms in a trace here (4× that on
  // Lighthouse's slower CPU, all but 50 ms of it blocking); split, the longer part is 14–18 ms (issue
  // 15: TBT). The same modules either way (an ES module runs once): not a byte more.
  .then(() => Promise.all([import('react-dom/client'), import('./shared/store/store'), import('./app/theme')]))
  .then(nextTask)
  // The preloaded stylesheets become stylesheets in a task of their own (the browser parses each
  // there: 20–80 ms on Lighthouse's CPU), and before the app's import is asked for: Vite's preload
  // helper adds a <link rel="stylesheet"> for every stylesheet of the import that is not one yet,
  // so asked first it added a second copy of each, parsed a second time (issue 15: TBT).
  .then(() => {
    const stylesheets = waitForAppStylesheets();
    return nextTask().then(() => Promise.all([import('./app/startApp'), stylesheets]));
  })
  .then(([{ startApp }]) => startApp(container));
