import { nextTask } from '../shared/lib/nextTask';

/**
 * The id of the inert <template> in which a page's copy of index.html keeps the application's
 * preload links (frontend/build/page-shells.ts): a copy whose page paints with the document must not
 * download the application beside it, so the links wait there until the entry adds them, after that
 * first paint.
 */
export const APP_PRELOADS_TEMPLATE_ID = 'app-preloads';

/**
 * Links added per task: each starts a download, 2.5–5.5 ms of main thread apiece on Lighthouse's 4× slower CPU
 * (twelve per task made tasks of 60–130 ms there; four, of 20–50 ms).
 */
const LINKS_PER_TASK = 4;

/**
 * Moves the template's preload links into <head>, LINKS_PER_TASK in each task. Without them there,
 * Vite's preload helper adds a link for each of the application's chunks itself when the entry asks
 * for it — about fifty, in the one task that also starts the import (issue 15: TBT). Resolves at
 * once where there is no template (index.html itself, `vite serve`).
 */
export async function addAppPreloads(doc: Document = document): Promise<void> {
  const template = doc.getElementById(APP_PRELOADS_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  const links = Array.from(template.content.children);
  for (let start = 0; start < links.length; start += LINKS_PER_TASK) {
    if (start > 0) await nextTask();
    doc.head.append(...links.slice(start, start + LINKS_PER_TASK).map((link) => doc.importNode(link, true)));
  }
}
