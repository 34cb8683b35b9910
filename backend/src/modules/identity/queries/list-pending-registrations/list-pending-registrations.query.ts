import { Query } from '@nestjs/cqrs';

export interface PendingRegistrationView {
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

export class ListPendingRegistrationsQuery extends Query<PendingRegistrationView[]> {
  constructor(readonly limit = 200) {
    super();
  }
}
