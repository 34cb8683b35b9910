// The identity module's public surface: other modules and the composition root import only this.
//
// Published views (its SQL surface; other modules read identity's data through these, never its tables):
// identity.listed_members, identity.member_directory, identity.member_contacts, identity.community_members
//   listed_members: members who may be shown (approved, not suspended, with a profile): names, lab, place
//   member_directory: every member: names, lab, place, is_listed
//   member_contacts: every member: names, lab, e-mail, status and stored notification flags
//   community_members: every member with a profile: the public fields only (no e-mail, flags or status), is_listed
export { IdentityModule } from './identity.module.js';
export { identityEntities } from './infrastructure/identity.entities.js';
export {
  UserRegistered,
  UserApproved,
  UserRejected,
  EmailChangeRequested,
  PasswordResetRequested,
  EmailChanged,
  SessionEnded,
  type AccountEventPayload,
  type SessionEndedPayload,
  type EmailChangeRequestedPayload,
  type PasswordResetRequestedPayload,
  type EmailChangedPayload,
} from './events/identity.events.js';
export { EnsureAccountCommand, type AccountSpec } from './commands/ensure-account/ensure-account.command.js';
export { AuthenticateSessionQuery } from './queries/authenticate-session/authenticate-session.query.js';
export { SESSION_MESSAGES } from './domain/session.js';
export { GetCurrentUserQuery } from './queries/get-current-user/get-current-user.query.js';
export type { CurrentUserView } from './queries/get-current-user/current-user.view.js';
export {
  GetNotificationRecipientQuery,
  type NotificationRecipient,
} from './queries/get-notification-recipient/get-notification-recipient.query.js';
export { notificationRecipientOf } from './queries/get-notification-recipient/notification-recipient.js';
export {
  ListNotificationRecipientsQuery,
  MAX_RECIPIENTS_PER_QUERY,
} from './queries/list-notification-recipients/list-notification-recipients.query.js';
export { ListActiveMembersQuery, MAX_ACTIVE_MEMBERS_PAGE } from './queries/list-active-members/list-active-members.query.js';
export { publicUrl } from './domain/profile-rules.js';
export {
  wantsEmail,
  wantsPush,
  wantsInApp,
  effectiveNotificationFlags,
  DEFAULT_NOTIFICATION_FLAGS,
  type NotificationFlags,
  type NotificationKind,
} from './domain/notification-preferences.js';
export { CountMembersQuery, type MemberCounts } from './queries/count-members/count-members.query.js';
export {
  GetAccountUniversitiesQuery,
  MAX_ACCOUNTS_PER_UNIVERSITY_QUERY,
  type AccountUniversity,
} from './queries/get-account-universities/get-account-universities.query.js';
export { RecordAdminActionCommand, type AdminActionRecord } from './commands/record-admin-action/record-admin-action.command.js';
