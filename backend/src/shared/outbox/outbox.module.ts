import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ParkedDeliveriesController } from './admin/parked-deliveries.controller.js';
import { ParkedDeliveries } from './admin/parked-deliveries.js';
import { OutboxRelay } from './outbox-relay.service.js';
import { SubscriberRegistry } from './subscriber-registry.js';
import { SubscriberRetirement } from './subscriber-retirement.js';

/** The transactional outbox and its at-least-once delivery to @EventSubscriber providers (ADR 0006). */
@Global()
@Module({
  imports: [DiscoveryModule],
  controllers: [ParkedDeliveriesController],
  providers: [OutboxRelay, SubscriberRegistry, SubscriberRetirement, ParkedDeliveries],
  exports: [OutboxRelay],
})
export class OutboxModule {}
