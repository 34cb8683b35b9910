import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CloseEndedSessionSocketsHandler } from './event-handlers/close-ended-session-sockets.handler.js';
import { EndSuspendedMemberSocketsHandler } from './event-handlers/end-suspended-member-sockets.handler.js';
import { PushCommittedMessageHandler } from './event-handlers/push-committed-message.handler.js';
import { PushNewMessageHandler } from './event-handlers/push-new-message.handler.js';
import { PushReadReceiptsHandler } from './event-handlers/push-read-receipts.handler.js';
import { PushSwapStatusHandler } from './event-handlers/push-swap-status.handler.js';
import { RealtimeGateway } from './gateway/realtime.gateway.js';
import { ConnectedSocketsMetric } from './metrics/connected-sockets.metric.js';
import { SocketMessageSender } from './gateway/socket-message-sender.js';
import { MemberCounts } from './push/member-counts.js';
import { RealtimePushes } from './push/realtime-pushes.js';

const gateways = [RealtimeGateway, ConnectedSocketsMetric];
const eventHandlers = [
  PushCommittedMessageHandler,
  PushNewMessageHandler,
  PushReadReceiptsHandler,
  PushSwapStatusHandler,
  EndSuspendedMemberSocketsHandler,
  CloseEndedSessionSocketsHandler,
];

/**
 * Realtime (design.md §8): the socket.io gateway and the pushes to members' rooms. A delivery
 * channel like notifications: it listens to messaging, swaps and identity through their public
 * events and queries, and nobody depends on it (messaging cannot: swaps depends on messaging).
 * See docs/adr/0012-realtime.md.
 */
@Module({
  imports: [CqrsModule],
  providers: [...gateways, ...eventHandlers, RealtimePushes, MemberCounts, SocketMessageSender],
})
export class RealtimeModule {}
