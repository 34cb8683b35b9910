import { validateReagentRequest, REQUEST_MESSAGES, type ReagentRequestInput, type CategoryView } from '@reagentswap/contracts';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import type { ReagentRequestRecord } from './reagent-request.entity.js';
import type { RequestCategories } from './request-categories.js';

export type RequestFields = Omit<ReagentRequestRecord, 'id' | 'requesterId' | 'isFulfilled' | 'isDeleted' | 'createdAt' | 'updatedAt'>;

/**
 * The spec's rules (contracts) plus the category lookup: the columns to store, or a 400 listing
 * every problem in form order. Create and edit both come through here.
 */
export async function requestFieldsOf(
  input: ReagentRequestInput,
  categories: RequestCategories,
): Promise<{ fields: RequestFields; category: CategoryView | null }> {
  const { draft, problems } = validateReagentRequest(input);
  const category = draft.category ? await categories.find(draft.category) : null;
  if (draft.category && !category) {
    // In form order: after the name's and catalogue number's problems, which the rules list first.
    const before = problems.filter((p) => p.field === 'name' || p.field === 'catalogNumber').length;
    problems.splice(before, 0, { field: 'category', message: REQUEST_MESSAGES.unknownCategory });
  }
  if (problems.length > 0) throw new ValidationFailedError(problems);
  return {
    category: category ?? null,
    fields: {
      name: draft.name,
      catalogueNumber: draft.catalogNumber,
      categoryId: category?.id ?? null,
      description: draft.description,
      amount: draft.amount,
      amountUnit: draft.unit,
      numberOfPackages: draft.numberOfPackages,
      storageConditions: draft.storageConditions,
      city: draft.city,
      country: draft.country,
      casNumber: draft.casNumber,
    },
  };
}

/** A stored request as form input, so an edit that leaves fields out keeps them (PATCH). */
export const inputOf = (record: ReagentRequestRecord): ReagentRequestInput => ({
  name: record.name,
  catalogNumber: record.catalogueNumber,
  category: record.categoryId,
  description: record.description,
  amount: record.amount,
  unit: record.amountUnit,
  numberOfPackages: record.numberOfPackages,
  storageConditions: record.storageConditions,
  city: record.city,
  country: record.country,
  casNumber: record.casNumber,
});
