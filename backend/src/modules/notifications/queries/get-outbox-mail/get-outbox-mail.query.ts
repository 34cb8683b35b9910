import { Query } from '@nestjs/cqrs';
import type { OutboxMailView } from '../list-outbox-mail/outbox-mail.view.js';

export class GetOutboxMailQuery extends Query<OutboxMailView> {
  constructor(readonly id: string) {
    super();
  }
}
