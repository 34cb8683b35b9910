/** The admin's balance adjustment (spec §4): a new balance in credits and a reason the ledger keeps. */
export const ADJUSTMENT_LIMITS = {
  /** Characters of the reason stored with every ledger event. */
  reason: 500,
  /** Credits have cents: at most two decimals. */
  decimals: 2,
  minBalance: 0,
} as const;

export const ADJUSTMENT_MESSAGES = {
  balanceRequired: 'Please enter the new balance',
  balanceInvalid: 'Please enter the new balance in credits (at most two decimals)',
  balanceNegative: 'The balance cannot be negative',
  reasonRequired: 'Please give a reason for the adjustment',
  reasonTooLong: `The reason can be at most ${ADJUSTMENT_LIMITS.reason} characters`,
} as const;

export interface AdjustmentInput {
  newBalance: number | null | undefined;
  reason: string | null | undefined;
}

const hasAtMostDecimals = (value: number, decimals: number) => Math.abs(Math.round(value * 10 ** decimals) - value * 10 ** decimals) < 1e-6;

/** The adjustment's problems, balance first; the server answers the same messages for the same input. */
export function adjustmentProblems({ newBalance, reason }: AdjustmentInput): { field: 'newBalance' | 'reason'; message: string }[] {
  const problems: { field: 'newBalance' | 'reason'; message: string }[] = [];
  if (newBalance === null || newBalance === undefined || Number.isNaN(newBalance))
    problems.push({ field: 'newBalance', message: ADJUSTMENT_MESSAGES.balanceRequired });
  else if (!Number.isFinite(newBalance) || !hasAtMostDecimals(newBalance, ADJUSTMENT_LIMITS.decimals))
    problems.push({ field: 'newBalance', message: ADJUSTMENT_MESSAGES.balanceInvalid });
  else if (newBalance < ADJUSTMENT_LIMITS.minBalance) problems.push({ field: 'newBalance', message: ADJUSTMENT_MESSAGES.balanceNegative });
  const text = reason?.trim() ?? '';
  if (!text) problems.push({ field: 'reason', message: ADJUSTMENT_MESSAGES.reasonRequired });
  else if (text.length > ADJUSTMENT_LIMITS.reason) problems.push({ field: 'reason', message: ADJUSTMENT_MESSAGES.reasonTooLong });
  return problems;
}
