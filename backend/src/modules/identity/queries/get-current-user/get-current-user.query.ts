import { Query } from '@nestjs/cqrs';
import type { CurrentUserView } from './current-user.view.js';

export class GetCurrentUserQuery extends Query<CurrentUserView> {
  constructor(readonly userId: string) {
    super();
  }
}
