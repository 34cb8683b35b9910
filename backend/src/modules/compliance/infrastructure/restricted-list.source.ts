import type { RestrictedListDocument } from '../domain/restricted-list.js';

/**
 * Reads the shipped list. A JSON module import, so the build (tsc) copies the file beside the code
 * and the server reads the edition it was built with.
 */
export async function loadRestrictedListDocument(): Promise<RestrictedListDocument> {
  const module = await import('../data/restricted-substances.json', { with: { type: 'json' } });
  return module.default as RestrictedListDocument;
}
