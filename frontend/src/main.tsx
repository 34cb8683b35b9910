import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { waitForAppStylesheets } from './app/appStylesheets';
import 'virtual:antd-style/theme.css';
import './styles.css';

// Every stylesheet of the app's own, in the entry's one stylesheet whichever chunk uses it (vite.config.ts).
import.meta.glob('./**/*.css', { eager: true });

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

void waitForAppStylesheets().then(() =>
  // The first render as a transition: React renders it in slices of a few milliseconds and lets the
  // browser paint and answer input between them, instead of one task as long as the whole tree.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
