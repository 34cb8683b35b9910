/**
 * Restricted-substance screening (issue 18): the refusal every listing path gives, and the shapes
 * of the admin screen that shows the list and the refused attempts.
 */

export const COMPLIANCE_MESSAGES = {
  /** 'This substance is on the restricted list (CWC Schedule 1) and cannot be listed.' */
  restricted: (list: string) => `This substance is on the restricted list (${list}) and cannot be listed.`,
} as const;

/** Where a refused attempt came from: the reagent form (create or edit), a request, a CSV row. */
export const SCREENING_SOURCES = ['reagent', 'request', 'csv'] as const;
export type ScreeningSource = (typeof SCREENING_SOURCES)[number];

/** A substance named or numbered as it was submitted. */
export interface SubstanceCandidate {
  name: string;
  casNumber: string | null;
}

/** What screening says of one candidate; `matchedBy` says whether the CAS number or a name matched. */
export type ScreeningResult =
  { restricted: false } | { restricted: true; list: string; name: string; casNumber: string | null; matchedBy: 'casNumber' | 'name' };
