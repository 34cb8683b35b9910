import type { FinanceUniversityTotal } from '@reagentswap/contracts';
import type { AccountUniversity } from '../../../identity/index.js';
import type { TransferVolumeAccount } from '../../../ledger/index.js';

export const NO_UNIVERSITY = 'No university';
export const UNKNOWN_ACCOUNTS = 'Accounts without a profile';

/**
 * Sums the accounts' received and paid cents per university. Members without a university, and
 * accounts identity does not know, are kept in their own rows, so the columns always add up to the
 * report's total. Largest volume first.
 */
export function universityTotals(
  accounts: readonly TransferVolumeAccount[],
  universities: readonly AccountUniversity[],
): FinanceUniversityTotal[] {
  const universityOf = new Map(universities.map((u) => [u.accountId, u]));
  const totals = new Map<string, FinanceUniversityTotal>();
  for (const account of accounts) {
    const known = universityOf.get(account.accountId);
    const key = known ? (known.universityId ?? 'none') : 'unknown';
    const row = totals.get(key) ?? {
      universityId: known?.universityId ?? null,
      universityName: known ? (known.universityName ?? NO_UNIVERSITY) : UNKNOWN_ACCOUNTS,
      receivedCents: 0,
      paidCents: 0,
    };
    row.receivedCents += account.receivedCents;
    row.paidCents += account.paidCents;
    totals.set(key, row);
  }
  return [...totals.values()].sort(
    (a, b) => b.receivedCents + b.paidCents - (a.receivedCents + a.paidCents) || a.universityName.localeCompare(b.universityName),
  );
}
