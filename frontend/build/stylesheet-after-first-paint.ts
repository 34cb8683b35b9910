import type { Plugin } from 'vite';
import { APP_STYLESHEET_ATTRIBUTE } from '../src/app/appStylesheets';

/**
 * The app's stylesheets (~64 KiB brotli, antd's and ours) no longer hold up the first paint: the built
 * index.html preloads them instead of linking them, so the inline shell (background and header bar)
 * paints as soon as the document arrives, while they download beside the scripts. The app turns them
 * into stylesheets, in the same order, and renders only once they have applied
 * (`waitForAppStylesheets`), so no unstyled page ever shows. `vite serve` injects CSS from JavaScript
 * and has no such links.
 */
export function stylesheetAfterFirstPaint(): Plugin {
  return {
    name: 'stylesheet-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<link rel="stylesheet"/g, `<link rel="preload" as="style" ${APP_STYLESHEET_ATTRIBUTE}`),
    },
  };
}
