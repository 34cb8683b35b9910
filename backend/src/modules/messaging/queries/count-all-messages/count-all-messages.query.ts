import { Query } from '@nestjs/cqrs';

/** Every message ever sent (the admin statistics' total_messages_sent card). */
export class CountAllMessagesQuery extends Query<{ total: number }> {}
