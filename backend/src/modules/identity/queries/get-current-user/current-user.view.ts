import type { ApprovalStatus } from '../../infrastructure/identity.entities.js';

export interface CurrentUserView {
  id: string;
  email: string;
  username: string;
  displayUsername: string | null;
  isAdmin: boolean;
  approvalStatus: ApprovalStatus;
  isDeleted: boolean;
  university: { id: string; name: string } | null;
  lab: { id: string; name: string } | null;
  city: string | null;
  country: string | null;
  createdAt: string;
}
