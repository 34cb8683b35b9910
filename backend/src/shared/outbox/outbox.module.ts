import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OutboxRelay } from './outbox-relay.service.js';

@Global()
@Module({ imports: [CqrsModule], providers: [OutboxRelay], exports: [OutboxRelay] })
export class OutboxModule {}
