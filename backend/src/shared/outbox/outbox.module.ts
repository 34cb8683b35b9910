import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ParkedDeliveriesController } from './admin/parked-deliveries.controller.js';
import { ParkedDeliveries } from './admin/parked-deliveries.js';
import { OutboxRelay } from './outbox-relay.service.js';
import { OutboxRetention } from './outbox-retention.js';
import { RelayWakeUp } from './relay-wake-up.js';
import { SubscriberRegistry } from './subscriber-registry.js';
import { SubscriberRetirement } from './subscriber-retirement.js';

/** The transactional outbox and its at-least-once delivery to @EventSubscriber providers (ADR 0006, ADR 0015). */
@Global()
@Module({
  imports: [DiscoveryModule],
  controllers: [ParkedDeliveriesController],
  providers: [OutboxRelay, OutboxRetention, RelayWakeUp, SubscriberRegistry, SubscriberRetirement, ParkedDeliveries],
  exports: [OutboxRelay, OutboxRetention, RelayWakeUp],
})
export class OutboxModule {}
