import { Query } from '@nestjs/cqrs';

/**
 * CountUnreadMessagesQuery for many members in one statement: realtime recounts the badge of
 * everyone a batch of deliveries told (ADR 0030). Every member asked is in the answer, 0 included.
 */
export class CountUnreadMessagesOfQuery extends Query<Map<string, number>> {
  constructor(readonly memberIds: readonly string[]) {
    super();
  }
}
