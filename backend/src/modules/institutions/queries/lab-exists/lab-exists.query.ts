import { Query } from '@nestjs/cqrs';

/** Whether the lab exists and belongs to that university (registration and the profile accept only such a pair). */
export class LabExistsQuery extends Query<boolean> {
  constructor(
    readonly labId: string | null | undefined,
    readonly universityId: string | null | undefined,
  ) {
    super();
  }
}
