import { type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { MetricSources } from '../../../shared/observability/metrics/metric-sources.js';
import type { RealtimeServer } from '../push/realtime-server.js';

/**
 * Hands the metrics a reader of this instance's connected sockets (ADR 0014). A gateway without
 * handlers: Nest gives it the same socket.io server as RealtimeGateway (one per port and namespace).
 */
@WebSocketGateway()
export class ConnectedSocketsMetric implements OnGatewayInit {
  constructor(private readonly sources: MetricSources) {}

  afterInit(server: RealtimeServer): void {
    this.sources.countSocketsWith(() => server.sockets.sockets.size);
  }
}
