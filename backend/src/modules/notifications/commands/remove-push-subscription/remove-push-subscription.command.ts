import { Command } from '@nestjs/cqrs';

/** Forgets this browser's subscription (the member turned push off on this device, or signs out). */
export class RemovePushSubscriptionCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly endpoint: string,
  ) {
    super();
  }
}
