import { Command } from '@nestjs/cqrs';

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  userAgent?: string;
}

/** Stores (or takes over) this browser's push subscription for the caller. */
export class SavePushSubscriptionCommand extends Command<{ id: string; endpoint: string }> {
  constructor(
    readonly userId: string,
    readonly subscription: PushSubscriptionInput,
  ) {
    super();
  }
}
