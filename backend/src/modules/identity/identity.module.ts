import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DecideRegistrationHandler } from './commands/decide-registration/decide-registration.handler.js';
import { EnsureAccountHandler } from './commands/ensure-account/ensure-account.handler.js';
import { RefreshSessionHandler } from './commands/refresh-session/refresh-session.handler.js';
import { RegisterUserHandler } from './commands/register-user/register-user.handler.js';
import { SignInHandler } from './commands/sign-in/sign-in.handler.js';
import { SignOutHandler } from './commands/sign-out/sign-out.handler.js';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler.js';
import { ConfirmEmailChangeHandler } from './commands/confirm-email-change/confirm-email-change.handler.js';
import { ManageUserHandler } from './commands/manage-user/manage-user.handler.js';
import { RequestEmailChangeHandler } from './commands/request-email-change/request-email-change.handler.js';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler.js';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler.js';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler.js';
import { RecordAdminActionHandler } from './commands/record-admin-action/record-admin-action.handler.js';
import { CountMembersHandler } from './queries/count-members/count-members.query-handler.js';
import { GetAccountUniversitiesHandler } from './queries/get-account-universities/get-account-universities.query-handler.js';
import { AccountExistsHandler } from './queries/account-exists/account-exists.query-handler.js';
import { AuthenticateSessionHandler } from './queries/authenticate-session/authenticate-session.query-handler.js';
import { AdminRegistrationsController } from './http/admin-registrations.controller.js';
import { AdminUsersController } from './http/admin-users.controller.js';
import { PasswordResetController } from './http/password-reset.controller.js';
import { ProfileController } from './http/profile.controller.js';
import { AuthController } from './http/auth.controller.js';
import { PasswordHasher } from './infrastructure/password-hasher.js';
import { SessionCache } from './infrastructure/session-cache.js';
import { PublicLinks } from './infrastructure/public-links.js';
import { SessionIssuer } from './infrastructure/session-issuer.js';
import { SignInLockout } from './infrastructure/sign-in-lockout.js';
import { TrustedDevices } from './infrastructure/trusted-devices.js';
import { TokenService } from './infrastructure/token.service.js';
import { GetCurrentUserHandler } from './queries/get-current-user/get-current-user.query-handler.js';
import { GetNotificationRecipientHandler } from './queries/get-notification-recipient/get-notification-recipient.query-handler.js';
import { ListNotificationRecipientsHandler } from './queries/list-notification-recipients/list-notification-recipients.query-handler.js';
import { ListActiveMembersHandler } from './queries/list-active-members/list-active-members.query-handler.js';
import { GetProfileHandler } from './queries/get-profile/get-profile.query-handler.js';
import { ListAdminActionsHandler } from './queries/list-admin-actions/list-admin-actions.query-handler.js';
import { ListPendingRegistrationsHandler } from './queries/list-pending-registrations/list-pending-registrations.query-handler.js';
import { ListUsersHandler } from './queries/list-users/list-users.query-handler.js';

const httpControllers = [AuthController, PasswordResetController, ProfileController, AdminRegistrationsController, AdminUsersController];
const commandHandlers = [
  RegisterUserHandler,
  SignInHandler,
  RefreshSessionHandler,
  SignOutHandler,
  DecideRegistrationHandler,
  EnsureAccountHandler,
  UpdateProfileHandler,
  RequestEmailChangeHandler,
  ConfirmEmailChangeHandler,
  ChangePasswordHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
  ManageUserHandler,
  RecordAdminActionHandler,
];
const queryHandlers = [
  AuthenticateSessionHandler,
  GetCurrentUserHandler,
  ListPendingRegistrationsHandler,
  GetProfileHandler,
  ListUsersHandler,
  ListAdminActionsHandler,
  GetNotificationRecipientHandler,
  ListNotificationRecipientsHandler,
  ListActiveMembersHandler,
  CountMembersHandler,
  GetAccountUniversitiesHandler,
  AccountExistsHandler,
];

@Module({
  imports: [
    CqrsModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.JWT_SECRET,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: httpControllers,
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    PasswordHasher,
    SessionCache,
    TokenService,
    SessionIssuer,
    SignInLockout,
    TrustedDevices,
    PublicLinks,
  ],
})
export class IdentityModule {}
