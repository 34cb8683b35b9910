// The support module's public surface.
export { SupportModule } from './support.module.js';
export { supportEntities } from './infrastructure/support.entities.js';
export {
  SupportRequestSubmitted,
  ContactMessageSubmitted,
  type SupportRequestSubmittedPayload,
  type ContactMessageSubmittedPayload,
} from './events/support.events.js';
export { ISSUE_TYPES, type IssueType } from './domain/support-rules.js';
