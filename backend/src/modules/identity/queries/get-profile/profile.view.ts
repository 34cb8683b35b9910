import type { ApprovalStatus } from '../../infrastructure/identity.entities.js';
import type { NotificationFlags } from '../../domain/notification-preferences.js';

/** The signed-in member's own profile: everything the settings screen shows and edits. */
export interface ProfileView extends NotificationFlags {
  id: string;
  email: string;
  /** An e-mail change waiting for confirmation (null when none is open). */
  pendingEmail: string | null;
  username: string;
  displayUsername: string | null;
  /** displayUsername, else username: what other members see. */
  displayName: string;
  university: { id: string; name: string } | null;
  lab: { id: string; name: string } | null;
  city: string | null;
  country: string | null;
  location: string | null;
  expertise: string | null;
  researchInterests: string | null;
  linkedinUrl: string | null;
  websiteUrl: string | null;
  isAdmin: boolean;
  approvalStatus: ApprovalStatus;
  isDeleted: boolean;
  approvedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
