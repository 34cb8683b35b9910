import { readLocalFlag, setLocalFlag } from '../lib/localFlags';

/**
 * The server gives a pending member no session (design §6), yet the spec confines them to
 * /pending-approval once they have signed in: without a note, the next guarded page they open
 * would take them to /login instead. So the browser remembers that the last sign-in here was a
 * pending account, until a sign-in succeeds or the account turns out rejected or suspended.
 */
const PENDING_APPROVAL_FLAG = 'account-pending-approval';

export function rememberPendingApproval(): void {
  setLocalFlag(PENDING_APPROVAL_FLAG);
}

export function forgetPendingApproval(): void {
  setLocalFlag(PENDING_APPROVAL_FLAG, false);
}

export function isPendingApproval(): boolean {
  return readLocalFlag(PENDING_APPROVAL_FLAG);
}
