import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import type { LedgerEventView } from '../commands/ledger-command.js';
import { isLedgerEventType, LEDGER_EVENT_TYPES, LedgerEventType as T, type LedgerEventTypeName } from '../domain/credit-account.events.js';
import { centsToCredits } from '../domain/money.js';
import type { HistoryFilter } from '../queries/get-credit-history/history-filter.js';
import type { HistoryItemInCreditsDto, HistoryQueryDto } from './dtos/credits.dtos.js';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** 'ledger.credits-transferred' names the transfer itself: both its legs. */
const TRANSFERRED = 'ledger.credits-transferred';
/**
 * What a statement lists unless types are asked for: every movement. The opening line always
 * reads 0 (accounts open at 0, design §4), so it is noise there (issue 8); asked for by type, it
 * is still listed.
 */
export const STATEMENT_TYPES: LedgerEventTypeName[] = LEDGER_EVENT_TYPES.filter((type) => type !== T.AccountOpened);

function parseTypes(value: string | undefined): LedgerEventTypeName[] | undefined {
  if (!value?.trim()) return undefined;
  const types = new Set<LedgerEventTypeName>();
  for (const raw of value.split(',')) {
    const name = raw.trim();
    if (!name) continue;
    const full = name.startsWith('ledger.') ? name : `ledger.${name}`;
    if (full === TRANSFERRED) {
      types.add(T.CreditsTransferredOut);
      types.add(T.CreditsTransferredIn);
    } else if (isLedgerEventType(full)) {
      types.add(full);
    } else {
      throw ValidationFailedError.of('type', `Unknown credit history type "${name}"`);
    }
  }
  return types.size > 0 ? [...types] : undefined;
}

function parseDate(value: string | undefined, field: 'from' | 'to'): Date | undefined {
  if (!value?.trim()) return undefined;
  const text = value.trim();
  const valid = DATE_ONLY.test(text) || /^\d{4}-\d{2}-\d{2}T/.test(text);
  const date = new Date(DATE_ONLY.test(text) ? `${text}T00:00:00.000Z` : text);
  if (!valid || Number.isNaN(date.getTime()))
    throw ValidationFailedError.of(field, `${field} must be a date (YYYY-MM-DD) or an ISO 8601 date-time`);
  if (field === 'to') return new Date(date.getTime() + (DATE_ONLY.test(text) ? DAY_MS : 1)); // inclusive → exclusive bound
  return date;
}

export function historyFilter(accountId: string, query: HistoryQueryDto): HistoryFilter {
  const from = parseDate(query.from, 'from');
  const to = parseDate(query.to, 'to');
  if (from && to && from >= to) throw ValidationFailedError.of('to', '"to" must not be before "from"');
  return { accountId, types: parseTypes(query.type) ?? STATEMENT_TYPES, from, to };
}

export const historyItem = (e: LedgerEventView): HistoryItemInCreditsDto => ({
  id: e.id,
  sequence: e.sequence,
  type: e.type,
  amount: centsToCredits(e.amountCents),
  runningBalance: centsToCredits(e.balanceAfterCents),
  reason: e.reason,
  causationId: e.causationId,
  correlationId: e.correlationId,
  source: e.source,
  actorId: e.actorId,
  counterpartyId: e.counterpartyId,
  createdAt: e.createdAt,
});
