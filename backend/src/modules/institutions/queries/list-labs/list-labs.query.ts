import { Query } from '@nestjs/cqrs';
import type { LabView } from '../directory.views.js';

export class ListLabsQuery extends Query<LabView[]> {
  constructor(readonly universityId: string) {
    super();
  }
}
