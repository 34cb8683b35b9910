import { Query } from '@nestjs/cqrs';
import type { PendingRegistration } from '@reagentswap/contracts';

export type PendingRegistrationView = PendingRegistration;

export class ListPendingRegistrationsQuery extends Query<PendingRegistrationView[]> {
  constructor(readonly limit = 200) {
    super();
  }
}
