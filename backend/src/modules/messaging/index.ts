// The messaging module's public surface: other modules and the composition root import only this.
export { MessagingModule } from './messaging.module.js';
export { PostMessageCommand, type MessageAction } from './commands/post-message/post-message.command.js';
export { MessageSent, type MessageSentPayload } from './events/messaging.events.js';
