// The messaging module's public surface: other modules and the composition root import only this.
export { MessagingModule } from './messaging.module.js';

// Commands (swaps posts its approval message; the realtime gateway may send and mark read)
export { PostMessageCommand, type MessageAction } from './commands/post-message/post-message.command.js';
export { SendMessageCommand } from './commands/send-message/send-message.command.js';
// The REST send's body DTO: the realtime gateway validates socket sends with it (same rules, same messages)
export { SendMessageDto } from './http/dtos/message.dtos.js';
export { ReadConversationCommand } from './commands/read-conversation/read-conversation.command.js';
export { MarkConversationReadCommand } from './commands/mark-conversation-read/mark-conversation-read.command.js';

// Queries (badges, realtime counts, reporting, digests)
export { CountUnreadMessagesQuery } from './queries/count-unread-messages/count-unread-messages.query.js';
export { CountUnreadMessagesOfQuery } from './queries/count-unread-messages/count-unread-messages-of.query.js';
export { CountAllMessagesQuery } from './queries/count-all-messages/count-all-messages.query.js';
export { GetThreadSummariesQuery } from './queries/get-thread-summaries/get-thread-summaries.query.js';
export { CanMessageQuery } from './queries/can-message/can-message.query.js';
export {
  UnreadMessagesSinceQuery,
  UNREAD_SENDERS_SHOWN,
  type UnreadMessagesSince,
  type UnreadSender,
} from './queries/unread-messages-since/unread-messages-since.query.js';
export { messageViewOfSent, type MessageView } from './queries/message.view.js';

// Events (through the outbox)
export {
  MessageSent,
  MessagesRead,
  type MessagePartySnapshot,
  type MessageSentPayload,
  type MessagesReadPayload,
} from './events/messaging.events.js';
// In-process, after the commit (the realtime fast path; not durable)
export { MessageCommitted } from './events/message-committed.event.js';
