/**
 * Admin user management rules (spec §4 and §6), pure so they are unit-tested without a database.
 * The handlers evaluate them inside a transaction that holds the admin-roster lock, so two admins
 * demoting each other at the same moment cannot leave the platform without an administrator.
 */
export type AdminUserAction = 'promote' | 'demote' | 'suspend' | 'reactivate';

export interface RosterTarget {
  id: string;
  isAdmin: boolean;
  isDeleted: boolean;
  approvalStatus: 'pending' | 'approved' | 'rejected';
}

export const ADMIN_USER_MESSAGES = {
  userNotFound: 'User not found',
  lastAdmin: 'At least one active administrator must remain',
  cannotSuspendSelf: 'You cannot suspend your own account',
  onlyActiveMembersPromoted: 'Only approved, active members can be made administrators',
  promoted: 'User added to admin role',
  demoted: 'User removed from admin role',
  suspended: (name: string) => `User ${name} has been suspended`,
  reactivated: (name: string) => `${name} has been reactivated`,
} as const;

export type RosterDecision =
  | { kind: 'change'; isAdmin: boolean; isDeleted: boolean }
  | { kind: 'unchanged' }
  | { kind: 'refused'; code: 'LAST_ADMIN' | 'CANNOT_SUSPEND_SELF' | 'TARGET_NOT_ACTIVE'; message: string };

const isActiveAdmin = (t: Pick<RosterTarget, 'isAdmin' | 'isDeleted' | 'approvalStatus'>) =>
  t.isAdmin && !t.isDeleted && t.approvalStatus === 'approved';

/**
 * @param otherActiveAdmins active (approved, not suspended) administrators other than the target
 */
export function decideRosterChange(
  action: AdminUserAction,
  actorId: string,
  target: RosterTarget,
  otherActiveAdmins: number,
): RosterDecision {
  const next = { isAdmin: target.isAdmin, isDeleted: target.isDeleted };
  switch (action) {
    case 'promote':
      if (target.isAdmin) return { kind: 'unchanged' };
      if (target.isDeleted || target.approvalStatus !== 'approved') {
        return { kind: 'refused', code: 'TARGET_NOT_ACTIVE', message: ADMIN_USER_MESSAGES.onlyActiveMembersPromoted };
      }
      next.isAdmin = true;
      break;
    case 'demote':
      if (!target.isAdmin) return { kind: 'unchanged' };
      next.isAdmin = false;
      break;
    case 'suspend':
      if (target.isDeleted) return { kind: 'unchanged' };
      if (target.id === actorId) return { kind: 'refused', code: 'CANNOT_SUSPEND_SELF', message: ADMIN_USER_MESSAGES.cannotSuspendSelf };
      next.isDeleted = true;
      break;
    case 'reactivate':
      if (!target.isDeleted) return { kind: 'unchanged' };
      next.isDeleted = false;
      break;
  }
  if (isActiveAdmin(target) && !isActiveAdmin({ ...target, ...next }) && otherActiveAdmins === 0) {
    return { kind: 'refused', code: 'LAST_ADMIN', message: ADMIN_USER_MESSAGES.lastAdmin };
  }
  return { kind: 'change', ...next };
}
