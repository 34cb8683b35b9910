import { defaultFinanceRange, financeRangeProblems, type FinanceRange } from '@reagentswap/contracts';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import type { FinanceQueryDto } from './dtos/finance-query.dto.js';

/** The requested range, defaults filled in (day; the default range of the granularity), or a 400 naming the fields. */
export function financeRange(query: FinanceQueryDto, today = new Date()): FinanceRange {
  const granularity = query.granularity?.trim() || 'day';
  const defaults = defaultFinanceRange(granularity === 'week' || granularity === 'month' ? granularity : 'day', today);
  const requested = { granularity, from: query.from?.trim() || defaults.from, to: query.to?.trim() || defaults.to };
  const problems = financeRangeProblems(requested);
  const fields = Object.entries(problems).map(([field, message]) => ({ field, message }));
  if (fields.length > 0) throw new ValidationFailedError(fields);
  return requested as FinanceRange;
}
