import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { NotificationDispatcher } from './application/notification-dispatcher.js';
import { PushBroadcaster } from './application/push-broadcaster.js';
import { RemovePushSubscriptionHandler } from './commands/remove-push-subscription/remove-push-subscription.handler.js';
import { SavePushSubscriptionHandler } from './commands/save-push-subscription/save-push-subscription.handler.js';
import { NotifyAccountApprovedHandler } from './event-handlers/account-approved.handler.js';
import { NotifyAccountRejectedHandler } from './event-handlers/account-rejected.handler.js';
import { ForwardContactMessageHandler } from './event-handlers/contact-message-submitted.handler.js';
import { SendEmailChangeConfirmationHandler } from './event-handlers/email-change-requested.handler.js';
import { NotifyEmailChangedHandler } from './event-handlers/email-changed.handler.js';
import { AnnounceNewReagentHandler } from './event-handlers/reagent-listed.handler.js';
import { NotifyReagentExpiringHandler } from './event-handlers/reagent-expiring.handler.js';
import { NotifyRequestMatchedHandler, NotifyRequestMatchesFoundHandler } from './event-handlers/request-matched.handler.js';
import { NotifySavedSearchMatchedHandler, NotifySavedSearchMatchesFoundHandler } from './event-handlers/saved-search-matched.handler.js';
import { AnnounceReagentRequestHandler } from './event-handlers/reagent-requested.handler.js';
import { AnnounceImportedReagentsHandler } from './event-handlers/reagents-imported.handler.js';
import { SendPasswordResetHandler } from './event-handlers/password-reset-requested.handler.js';
import { ForwardSupportRequestHandler } from './event-handlers/support-request-submitted.handler.js';
import { MessageMailCooldown } from './event-handlers/message-mail-cooldown.js';
import { NotifyMessageSentHandler } from './event-handlers/message-sent.handler.js';
import { digestsInfrastructure } from './digests/index.js';
import { inAppNotificationsSlice } from './in-app/index.js';
import { NotifySwapApprovedHandler } from './event-handlers/swap-approved.handler.js';
import { NotifySwapCancelledHandler } from './event-handlers/swap-cancelled.handler.js';
import { NotifySwapCompletedHandler } from './event-handlers/swap-completed.handler.js';
import { NotifySwapEditedHandler } from './event-handlers/swap-edited.handler.js';
import { NotifySwapCounteredHandler } from './event-handlers/swap-countered.handler.js';
import { NotifySwapCounterAcceptedHandler, NotifySwapCounterDeclinedHandler } from './event-handlers/swap-counter-answered.handler.js';
import { SwapNotifier } from './event-handlers/swap-notifier.js';
import { NotifySwapRejectedHandler } from './event-handlers/swap-rejected.handler.js';
import { NotifySwapRequestedHandler } from './event-handlers/swap-requested.handler.js';
import { MailOutboxController } from './http/mail-outbox.controller.js';
import { PushController } from './http/push.controller.js';
import { MailSender } from './mail/mail-sender.js';
import { PushSendLog } from './push/push-send-log.js';
import { VAPID_KEYS, resolveVapidKeys } from './push/vapid-keys.js';
import { WebPushSender } from './push/web-push-sender.js';
import { GetOutboxMailHandler } from './queries/get-outbox-mail/get-outbox-mail.query-handler.js';
import { GetPushPublicKeyHandler } from './queries/get-push-public-key/get-push-public-key.query-handler.js';
import { ListOutboxMailHandler } from './queries/list-outbox-mail/list-outbox-mail.query-handler.js';
import { EmailProcessor } from './queues/email/email.processor.js';
import { PushProcessor } from './queues/push/push.processor.js';
import { queueInfrastructure } from './queues/queue-providers.js';
import { TemplateRenderer, type AppGlobals } from './templates/template-renderer.js';

const httpControllers = [MailOutboxController, PushController];
const commandHandlers = [SavePushSubscriptionHandler, RemovePushSubscriptionHandler];
const queryHandlers = [ListOutboxMailHandler, GetOutboxMailHandler, GetPushPublicKeyHandler];
const eventHandlers = [
  NotifyAccountApprovedHandler,
  NotifyAccountRejectedHandler,
  SendEmailChangeConfirmationHandler,
  NotifyEmailChangedHandler,
  SendPasswordResetHandler,
  ForwardSupportRequestHandler,
  ForwardContactMessageHandler,
  AnnounceNewReagentHandler,
  AnnounceImportedReagentsHandler,
  AnnounceReagentRequestHandler,
  NotifyReagentExpiringHandler,
  NotifyRequestMatchedHandler,
  NotifyRequestMatchesFoundHandler,
  NotifySavedSearchMatchedHandler,
  NotifySavedSearchMatchesFoundHandler,
  NotifyMessageSentHandler,
  NotifySwapRequestedHandler,
  NotifySwapEditedHandler,
  NotifySwapApprovedHandler,
  NotifySwapRejectedHandler,
  NotifySwapCancelledHandler,
  NotifySwapCompletedHandler,
  NotifySwapCounteredHandler,
  NotifySwapCounterAcceptedHandler,
  NotifySwapCounterDeclinedHandler,
];
const queueProcessors = [EmailProcessor, PushProcessor];

export const appGlobals = (config: AppConfig): AppGlobals => ({
  name: 'ReagentSwap',
  url: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
  supportEmail: config.SUPPORT_EMAIL,
});

/**
 * Notifications react to other modules' events (nothing calls them directly): e-mail through
 * @nestjs-modules/mailer (SMTP, or the local outbox), web push, per-type preferences, and the
 * queues that send both with retries. The queue implementation depends on the configuration
 * (bull on Redis, or in-process), hence forRoot(config).
 */
@Module({})
export class NotificationsModule {
  static forRoot(config: AppConfig): DynamicModule {
    const queues = queueInfrastructure(config);
    const digests = digestsInfrastructure(config);
    return {
      module: NotificationsModule,
      imports: [CqrsModule, ...queues.imports],
      controllers: [...httpControllers, ...digests.controllers, ...inAppNotificationsSlice.controllers],
      providers: [
        ...queues.providers,
        ...commandHandlers,
        ...queryHandlers,
        ...eventHandlers,
        ...queueProcessors,
        ...digests.providers,
        ...inAppNotificationsSlice.providers,
        MessageMailCooldown,
        NotificationDispatcher,
        PushBroadcaster,
        SwapNotifier,
        MailSender,
        WebPushSender,
        PushSendLog,
        { provide: TemplateRenderer, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new TemplateRenderer(appGlobals(c)) },
        { provide: VAPID_KEYS, inject: [APP_CONFIG], useFactory: resolveVapidKeys },
      ],
    };
  }
}
