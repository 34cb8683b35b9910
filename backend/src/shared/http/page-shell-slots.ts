/**
 * Pages whose copy of index.html has slots the server fills per request (frontend/build/page-shells.ts
 * writes `<!--slot:name-->` where the page's own content goes). A reagent's page opened from a link
 * paints the reagent's name and picture with the document instead of after the application, its
 * session and the reagent's request (issue 15: LCP). React replaces the slots' markup when it renders.
 */
export interface FilledPageShell {
  /** The client route this shell is for; its groups go to `slots`. */
  path: RegExp;
  /** The shell's file under the frontend's `pages/`, named so that no path serves it unfilled (a dot: static-frontend.ts `pageShellFor`). */
  file: string;
  /** Each slot's HTML (escape what comes from users: `escapeHtml`), or undefined to send the plain index.html. */
  slots(match: RegExpMatchArray): Promise<Record<string, string> | undefined>;
}

const SLOT = /<!--slot:([a-z-]+)-->/g;

/** The template with each slot replaced by its HTML (an unnamed slot stays empty). */
export function fillSlots(template: string, slots: Record<string, string>): string {
  return template.replace(SLOT, (_marker, name: string) => slots[name] ?? '');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute's value as HTML: safe in element content and in quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
