import type { FieldProblem } from '../shared/problem.js';
import { REAGENT_FIELD_LIMITS, tooLong } from '../shared/reagent-fields.js';
import { cleanCatalogText, EDIT_UNITS } from '../catalog/reagent.rules.js';
import { validateCasNumber } from '../catalog/cas-number.rules.js';

/**
 * Reagent requests' rules and messages (spec §2 "Requested Reagents", "Request a Reagent"; §5
 * "Reagent request"; §8 "Reagent requests"), applied by the request form, the edit dialog and the server.
 */
export const REQUEST_MESSAGES = {
  nameRequired: 'Reagent name is required',
  signInToSubmit: 'You must be logged in to submit a request',
  notRequester: "You don't have permission to edit this request",
  confirmDelete: 'Are you sure you want to delete this request?',
  notFound: 'Reagent request not found',
  empty: 'No reagent requests found',
  amountNotANumber: 'Amount must be a number of at least 0',
  packagesNotANumber: 'Number of packages must be a whole number of at least 0',
  unknownCategory: 'Please choose one of the listed categories',
  createFailed: 'Failed to create reagent request',
  submitFailed: 'Failed to submit request. Please try again.',
  deleteFailed: 'Failed to delete reagent request',
  updateFailed: 'Failed to update reagent request',
  loadFailed: 'Failed to load reagent requests',
  created: 'Reagent request submitted',
  updated: 'Reagent request updated',
  deleted: 'Reagent request deleted',
  /** Issue 19 item 1: the notice a requester gets when a listing matches (ADR 0026). */
  matchAvailable: 'A reagent matching your request is now available',
  matchesTitle: 'Matching reagents',
  noMatches: 'No matching reagents listed yet',
  markFulfilled: 'Mark fulfilled',
  fulfilled: 'Request marked fulfilled',
  fulfilledBadge: 'Fulfilled',
} as const;

/** A request's fields are a reagent's: the same bounds (the database checks them too). */
export const REQUEST_LIMITS = REAGENT_FIELD_LIMITS;

/** The request and edit forms' units (spec §5), plus 'Custom': the member types a unit of their own. */
export const REQUEST_UNITS = [...EDIT_UNITS, 'Custom'] as const;

/** A request's fields after the rules ran: trimmed, null when empty (spec §5), numbers parsed. */
export interface ReagentRequestDraft {
  name: string;
  catalogNumber: string | null;
  /** Category id or name as typed; null for None. Whether it names a category is the server's lookup. */
  category: string | null;
  description: string | null;
  amount: number | null;
  unit: string | null;
  numberOfPackages: number | null;
  storageConditions: string | null;
  city: string | null;
  country: string | null;
  /** CAS Registry Number, canonical (issue 18). */
  casNumber: string | null;
}

/** What the Request a Reagent form and the edit dialog send: a draft's fields, each as typed. */
export type ReagentRequestInput = { [Field in keyof ReagentRequestDraft]?: unknown };

const optionalText = (value: unknown, multiLine = false): string | null => cleanCatalogText(value, multiLine) || null;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Spec §5 edit dialog: "amount numeric, min 0, any step"; a decimal comma counts. undefined = not a number. */
function amountOf(value: unknown): number | null | undefined {
  if (blank(value)) return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim().replace(',', '.')) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= REQUEST_LIMITS.maxAmount ? n : undefined;
}

/** Spec §5: "packages min 0 integer". undefined = not a whole number in range. */
function packagesOf(value: unknown): number | null | undefined {
  if (blank(value)) return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= REQUEST_LIMITS.maxPackages ? n : undefined;
}

/** Applies the spec's rules to a create or an edit (the same fields and rules on both). */
export function validateReagentRequest(input: ReagentRequestInput): { draft: ReagentRequestDraft; problems: FieldProblem[] } {
  const amount = amountOf(input.amount);
  const packages = packagesOf(input.numberOfPackages);
  const cas = validateCasNumber(input.casNumber);
  const draft: ReagentRequestDraft = {
    name: cleanCatalogText(input.name),
    catalogNumber: optionalText(input.catalogNumber),
    category: optionalText(input.category),
    description: optionalText(input.description, true),
    amount: amount ?? null,
    unit: optionalText(input.unit),
    numberOfPackages: packages ?? null,
    storageConditions: optionalText(input.storageConditions, true),
    city: optionalText(input.city),
    country: optionalText(input.country),
    casNumber: cas.casNumber,
  };
  const problems: FieldProblem[] = [];
  const bounded = (field: keyof ReagentRequestDraft, label: string, max: number) => {
    const value = draft[field];
    if (typeof value === 'string' && value.length > max) problems.push(tooLong(field, label, max));
  };
  if (!draft.name) problems.push({ field: 'name', message: REQUEST_MESSAGES.nameRequired });
  bounded('name', 'Reagent name', REQUEST_LIMITS.name);
  bounded('catalogNumber', 'Catalog number', REQUEST_LIMITS.catalogueNumber);
  bounded('description', 'Description', REQUEST_LIMITS.description);
  if (amount === undefined) problems.push({ field: 'amount', message: REQUEST_MESSAGES.amountNotANumber });
  bounded('unit', 'Unit', REQUEST_LIMITS.amountUnit);
  if (packages === undefined) problems.push({ field: 'numberOfPackages', message: REQUEST_MESSAGES.packagesNotANumber });
  bounded('storageConditions', 'Storage conditions', REQUEST_LIMITS.storageConditions);
  bounded('city', 'City', REQUEST_LIMITS.city);
  bounded('country', 'Country', REQUEST_LIMITS.country);
  if (cas.problem) problems.push({ field: 'casNumber', message: cas.problem });
  return { draft, problems };
}

/** Spec §7: the name a request notification gives its author: display name, else username, else 'Someone'. */
export const requesterNameOf = (member: { displayName?: string | null; userName?: string | null } | null | undefined): string =>
  member?.displayName?.trim() || member?.userName?.trim() || 'Someone';
