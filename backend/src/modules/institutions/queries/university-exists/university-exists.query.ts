import { Query } from '@nestjs/cqrs';

/** Whether the id names a university (false for anything that is not a uuid). */
export class UniversityExistsQuery extends Query<boolean> {
  constructor(readonly universityId: string | null | undefined) {
    super();
  }
}
