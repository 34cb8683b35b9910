import type { LedgerEventType } from './creditsApi';

/** Ledger event types in words, in the order the type filter offers them. */
export const LEDGER_TYPE_LABELS: Record<LedgerEventType, string> = {
  'ledger.account-opened': 'Opening balance',
  'ledger.credits-granted': 'Credits granted',
  'ledger.credits-adjusted': 'Balance adjusted',
  'ledger.credits-reserved': 'Credits reserved',
  'ledger.reservation-released': 'Reservation released',
  'ledger.credits-transferred-in': 'Credits transferred in',
  'ledger.credits-transferred-out': 'Credits transferred out',
};

/** The opening line always reads 0, so the history leaves it out (issue 8) and so does the filter. */
export const LEDGER_TYPE_OPTIONS = (Object.entries(LEDGER_TYPE_LABELS) as Array<[LedgerEventType, string]>)
  .filter(([value]) => value !== 'ledger.account-opened')
  .map(([value, label]) => ({ value, label }));

export function ledgerTypeLabel(type: string): string {
  return (LEDGER_TYPE_LABELS as Record<string, string>)[type] ?? type.replace(/^ledger\./, '').replace(/-/g, ' ');
}

/**
 * Reservations move credits on or off hold; the balance itself does not change. Their amount is
 * shown as a hold, not as a signed change, so the amount column always adds up to the balance.
 */
export function isHoldMovement(type: string): boolean {
  return type === 'ledger.credits-reserved' || type === 'ledger.reservation-released';
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Locale date and time; 'Unknown' for a missing or unreadable date (spec §9). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Unknown';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : dateTimeFormat.format(date);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'Unknown';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : dateFormat.format(date);
}
