import { InAppNotificationsController } from './http/in-app-notifications.controller.js';
import {
  CountUnreadNotificationsHandler,
  ListInAppNotificationsHandler,
  MarkNotificationsReadHandler,
} from './in-app-notifications.handlers.js';

/** The notification centre's slice (ADR 0029); the dispatcher writes its rows. */
export const inAppNotificationsSlice = {
  controllers: [InAppNotificationsController],
  providers: [ListInAppNotificationsHandler, CountUnreadNotificationsHandler, MarkNotificationsReadHandler],
};
