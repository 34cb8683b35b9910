import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from '../shared/session/sessionManager';
import { store } from '../shared/store/store';
import { App } from './App';
import { firstPageLoaded } from './router';

/** The longest the first render waits for the session's restore and the page's chunk (the inline shell shows meanwhile). */
const RESTORE_WAIT_MS = 2_000;

/**
 * Renders the application into `container`, replacing the inline shell index.html painted. The
 * restore the entry started (main.tsx) has usually answered by the time the modules are here: the
 * first render then shows the member or the guest it is, not 'restoring' followed by a second
 * render of the whole tree; and the page's own chunk, which the router asked for as it was made, is
 * there too, so that render shows the page rather than its loading slot. Neither is waited for long.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const ready = Promise.all([restoreSession(store.dispatch), firstPageLoaded]);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);
  // A transition: React renders the tree in slices of a few milliseconds and lets the browser paint
  // and answer input between them, instead of one task as long as the whole tree.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
