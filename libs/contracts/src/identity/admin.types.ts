import type { ApprovalStatus } from './account.types.js';

/** GET /api/admin/registrations: pending accounts, newest first. */
export interface PendingRegistration {
  id: string;
  email: string;
  username: string;
  displayUsername: string | null;
  university: string | null;
  universityId: string | null;
  lab: string | null;
  labId: string | null;
  city: string | null;
  country: string | null;
  createdAt: string;
  approvalStatus: 'pending';
}

export type RegistrationDecision = 'approve' | 'reject';

/** POST /api/admin/users/:id/approve|reject. */
export interface RegistrationDecided {
  id: string;
  approvalStatus: 'approved' | 'rejected';
}

/** A row of User Management (GET /api/admin/users). Credits come from the ledger, per user. */
export interface AdminUser {
  id: string;
  email: string;
  username: string;
  displayUsername: string | null;
  displayName: string;
  university: string | null;
  universityId: string | null;
  lab: string | null;
  labId: string | null;
  isAdmin: boolean;
  /** Suspended (spec §3: is_deleted); the row is shown shaded and can be reactivated. */
  isDeleted: boolean;
  approvalStatus: ApprovalStatus;
  createdAt: string;
}

/** The last segment of POST /api/admin/users/:id/<action>. */
export type AdminUserAction = 'promote' | 'demote' | 'suspend' | 'reactivate';

export interface AdminUserActionResult {
  message: string;
  user: AdminUser;
}

export interface AdminActionParty {
  id: string;
  displayName: string;
  email: string;
}

/** A line of the admin audit trail (GET /api/admin/actions). */
export interface AdminAction {
  id: string;
  /** e.g. registration.approved, user.promoted, user.suspended … */
  action: string;
  actor: AdminActionParty;
  target: AdminActionParty | null;
  details: Record<string, unknown>;
  createdAt: string;
}
