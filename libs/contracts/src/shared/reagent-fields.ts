import type { FieldProblem } from './problem.js';

/**
 * Longest accepted text per field of a reagent listing and of a reagent request (the same fields,
 * spec §3), and the largest amount and package count; the database checks the same bounds.
 */
export const REAGENT_FIELD_LIMITS = {
  name: 200,
  catalogueNumber: 100,
  description: 5000,
  storageConditions: 500,
  amountUnit: 20,
  city: 100,
  country: 100,
  maxAmount: 999_999_999_999,
  maxPackages: 1_000_000,
} as const;

/** The problem of a text field over its limit. */
export const tooLong = (field: string, label: string, max: number): FieldProblem => ({
  field,
  message: `${label} must be at most ${max} characters`,
});
