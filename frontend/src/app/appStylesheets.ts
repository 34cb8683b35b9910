/** Marks the stylesheet links of the built index.html (frontend/build/stylesheet-after-first-paint.ts). */
export const APP_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';

/**
 * Resolves once the app's stylesheets apply. The built index.html only preloads them, so that they do
 * not delay the first paint; here they become stylesheets. Resolves at once under `vite serve` (no
 * such links), and also when one fails to load: an unstyled page beats none.
 */
export function waitForAppStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${APP_STYLESHEET_ATTRIBUTE}]`)];
  return Promise.all(links.map(applyStylesheet)).then(() => undefined);
}

function applyStylesheet(link: HTMLLinkElement): Promise<void> {
  if (link.rel === 'stylesheet') return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.rel = 'stylesheet';
  });
}
