import type { ScreeningSource } from './compliance.rules.js';

/** One entry of the shipped list (GET /api/admin/restricted-substances). */
export interface RestrictedSubstanceView {
  casNumber: string | null;
  name: string;
  synonyms: string[];
  /** 'CWC Schedule 1', 'EU drug precursors, Category 1', … */
  list: string;
  /** Id of the source (see RestrictedListView.sources) the entry was written out from. */
  source: string;
}

export interface RestrictedListSourceView {
  id: string;
  title: string;
  url: string;
}

/** GET /api/admin/restricted-substances: the list in force, with its edition and sources. */
export interface RestrictedListView {
  edition: string;
  sources: RestrictedListSourceView[];
  entries: RestrictedSubstanceView[];
}

/** One refused listing attempt, as the admin screen shows it. */
export interface RefusedAttemptView {
  id: string;
  /** ISO timestamp */
  at: string;
  actor: { id: string; userName: string | null; displayName: string | null };
  /** The name and CAS number as submitted (the CAS number normalised). */
  name: string;
  casNumber: string | null;
  /** The list and the listed substance it matched. */
  list: string;
  substance: string;
  source: ScreeningSource;
}

/** GET /api/admin/restricted-substances/refusals: newest first, one keyset page. */
export interface RefusedAttemptPage {
  items: RefusedAttemptView[];
  nextCursor: string | null;
}
