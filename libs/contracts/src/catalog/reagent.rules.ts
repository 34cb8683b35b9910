import type { FieldProblem } from '../shared/problem.js';
import { REAGENT_FIELD_LIMITS, tooLong } from '../shared/reagent-fields.js';
import { validateCasNumber } from './cas-number.rules.js';
import { CATALOG_MESSAGES } from './catalog.messages.js';
import { validateGhsSelection, type GhsPictogramCode } from './ghs.js';

/**
 * The catalog's rules (spec §5 "Upload form", "Edit reagent", "Bulk CSV"; §8; §9; their messages: catalog.messages.ts),
 * applied by the server and, with the frontend work, by the upload and edit forms.
 */

/** Longest accepted text per field (shared with reagent requests); the database checks the same bounds. */
export const REAGENT_LIMITS = REAGENT_FIELD_LIMITS;

/** Units of the upload form, and the extra ones the edit and request forms allow (spec §5). */
export const UPLOAD_UNITS = ['g', 'mg', 'µg', 'kg', 'L', 'mL', 'µL'] as const;
export const EDIT_UNITS = [...UPLOAD_UNITS, 'M', 'mM', 'µM', 'nM', 'pM'] as const;

/** The upload form's defaults (spec §3 "New reagent form data"). */
export const FORM_DEFAULTS = { amount: '100', unit: 'g', storageConditions: 'Room temperature', numberOfPackages: 1 } as const;

/** The spec's default category list (the main one), with the upload form's option values as ids. */
export const DEFAULT_CATEGORIES = [
  { id: 'chemicals', name: 'Chemicals' },
  { id: 'antibodies', name: 'Antibodies' },
  { id: 'enzymes', name: 'Enzymes' },
  { id: 'biological-samples', name: 'Biological Samples' },
  { id: 'other', name: 'Other' },
] as const;

const FIRST_NUMBER = /\d+(?:[.,]\d+)?|[.,]\d+/;

/**
 * Spec §5: the amount is a number; when the text is not one, the first number in it is used
 * ('2.5 mL' → 2.5, 'about 3 bottles' → 3), else 0. A decimal comma counts ('2,5' → 2.5): labs
 * across Europe write it so. Signs are ignored: an amount is never negative.
 */
export function parseAmount(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : 0;
  if (typeof value !== 'string') return 0;
  const match = FIRST_NUMBER.exec(value);
  if (!match) return 0;
  const parsed = Number(match[0].replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : 0;
}

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T ])/;
const DAY_FIRST = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/;

/**
 * Spec §5: the date input is yyyy-MM-dd and an unparsable value is treated as null. Also accepted,
 * because CSV files come from spreadsheets: a full ISO timestamp (its date part) and dd/MM/yyyy or
 * dd.MM.yyyy. Impossible dates (2026-02-30) are null rather than rolled over.
 */
export function normaliseExpiryDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = ISO_DATE.exec(text);
  const dayFirst = iso ? undefined : DAY_FIRST.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : undefined;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || year > 9999 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// C0 controls (NUL breaks PostgreSQL text) and lone surrogates; tabs and newlines stay where text may span lines.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as stored: control characters removed (what a user pasting from a spreadsheet expects), trimmed. */
export function cleanCatalogText(value: unknown, multiLine = false): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return String(value)
    .replace(multiLine ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE, multiLine ? '' : ' ')
    .replace(LONE_SURROGATE, '\uFFFD')
    .trim();
}

/** What a create, an edit or a CSV row may carry; every field arrives as the user typed it. */
export interface ReagentInput {
  name?: unknown;
  catalogNumber?: unknown;
  category?: unknown;
  description?: unknown;
  amount?: unknown;
  unit?: unknown;
  storageConditions?: unknown;
  numberOfPackages?: unknown;
  expiryDate?: unknown;
  city?: unknown;
  country?: unknown;
  /** CAS Registry Number, optional; normalised ('67641' → '67-64-1') and checked (issue 18). */
  casNumber?: unknown;
  /** GHS pictogram codes and H-statement codes: lists, or text separated by ';' (issue 18). */
  ghsPictograms?: unknown;
  hazardStatements?: unknown;
}

/** A reagent's fields after the rules ran: trimmed, parsed and bounded. */
export interface ReagentDraft {
  name: string;
  catalogNumber: string;
  category: string;
  description: string;
  amount: number;
  unit: string;
  storageConditions: string;
  numberOfPackages: number;
  expiryDate: string | null;
  city: string | null;
  country: string | null;
  casNumber: string | null;
  ghsPictograms: GhsPictogramCode[];
  hazardStatements: string[];
}

/**
 * Spec §5: number_of_packages is "parsed as integer, default 1", as parseInt would: '3 boxes' → 3,
 * '2.5' → 2, and a value without a whole number of at least 1 ('two', blank, 0, -1) → 1. The
 * database checks packages ≥ 1; only a count beyond REAGENT_LIMITS.maxPackages is refused.
 */
function packagesOf(value: unknown): number {
  const n = typeof value === 'number' ? Math.trunc(value) : typeof value === 'string' ? Number.parseInt(value.trim(), 10) : NaN;
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/**
 * Applies the spec's field rules. `requireCatalogNumber` is true for the upload and edit forms; a
 * CSV row only needs a name (spec §5 "Bulk CSV"). `category` is checked for presence here; whether
 * it names a known category is the caller's lookup.
 */
export function validateReagent(
  input: ReagentInput,
  options: { requireCatalogNumber: boolean },
): { draft: ReagentDraft; problems: FieldProblem[] } {
  const ghs = validateGhsSelection(input.ghsPictograms, input.hazardStatements);
  const cas = validateCasNumber(input.casNumber);
  const draft: ReagentDraft = {
    name: cleanCatalogText(input.name),
    catalogNumber: cleanCatalogText(input.catalogNumber),
    category: cleanCatalogText(input.category),
    description: cleanCatalogText(input.description, true),
    amount: parseAmount(input.amount),
    unit: cleanCatalogText(input.unit) || FORM_DEFAULTS.unit,
    storageConditions: cleanCatalogText(input.storageConditions, true),
    numberOfPackages: packagesOf(input.numberOfPackages),
    expiryDate: normaliseExpiryDate(input.expiryDate),
    city: cleanCatalogText(input.city) || null,
    country: cleanCatalogText(input.country) || null,
    casNumber: cas.casNumber,
    ...ghs.selection,
  };
  const problems: FieldProblem[] = [...ghs.problems];
  if (!draft.name) problems.push({ field: 'name', message: CATALOG_MESSAGES.nameRequired });
  else if (draft.name.length > REAGENT_LIMITS.name) problems.push(tooLong('name', 'Reagent name', REAGENT_LIMITS.name));
  if (!draft.catalogNumber && options.requireCatalogNumber) {
    problems.push({ field: 'catalogNumber', message: CATALOG_MESSAGES.catalogNumberRequired });
  } else if (draft.catalogNumber.length > REAGENT_LIMITS.catalogueNumber) {
    problems.push(tooLong('catalogNumber', 'Catalog number', REAGENT_LIMITS.catalogueNumber));
  }
  if (!draft.category) problems.push({ field: 'category', message: CATALOG_MESSAGES.categoryRequired });
  if (cas.problem) problems.push({ field: 'casNumber', message: cas.problem });
  if (draft.amount > REAGENT_LIMITS.maxAmount) problems.push({ field: 'amount', message: CATALOG_MESSAGES.amountTooLarge });
  if (draft.unit.length > REAGENT_LIMITS.amountUnit) problems.push(tooLong('unit', 'Unit', REAGENT_LIMITS.amountUnit));
  if (draft.numberOfPackages > REAGENT_LIMITS.maxPackages) {
    problems.push({ field: 'numberOfPackages', message: CATALOG_MESSAGES.packagesTooLarge });
  }
  if (draft.description.length > REAGENT_LIMITS.description) {
    problems.push(tooLong('description', 'Description', REAGENT_LIMITS.description));
  }
  if (draft.storageConditions.length > REAGENT_LIMITS.storageConditions) {
    problems.push(tooLong('storageConditions', 'Storage conditions', REAGENT_LIMITS.storageConditions));
  }
  if ((draft.city?.length ?? 0) > REAGENT_LIMITS.city) problems.push(tooLong('city', 'City', REAGENT_LIMITS.city));
  if ((draft.country?.length ?? 0) > REAGENT_LIMITS.country) problems.push(tooLong('country', 'Country', REAGENT_LIMITS.country));
  return { draft, problems };
}

/** "100 g", "2.5 mL": the detail view's amount text (spec §3). */
export const amountText = (amount: number, unit: string): string => `${amount} ${unit}`.trim();
