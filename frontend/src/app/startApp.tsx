import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/** Renders the application into `container`, replacing the inline shell index.html painted. */
export function startApp(container: HTMLElement): void {
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
