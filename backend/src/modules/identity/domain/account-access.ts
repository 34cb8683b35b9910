import { ForbiddenError } from '../../../shared/errors/domain-error.js';
import type { ApprovalStatus } from '../infrastructure/identity.entities.js';

export const ACCOUNT_MESSAGES = {
  pending: 'Your account is pending approval by an administrator.',
  rejected: 'Your registration was not approved. Please contact support if you think this is a mistake.',
  suspended: 'Your account has been suspended. Please contact support.',
} as const;

/** Only approved, non-suspended accounts may sign in or use the API (design.md §6). */
export function assertAccountUsable(account: { approvalStatus: ApprovalStatus; isDeleted: boolean }): void {
  if (account.isDeleted) throw new ForbiddenError(ACCOUNT_MESSAGES.suspended, 'ACCOUNT_SUSPENDED');
  if (account.approvalStatus === 'pending') throw new ForbiddenError(ACCOUNT_MESSAGES.pending, 'ACCOUNT_PENDING');
  if (account.approvalStatus === 'rejected') throw new ForbiddenError(ACCOUNT_MESSAGES.rejected, 'ACCOUNT_REJECTED');
}
