import { Injectable } from '@nestjs/common';

/** Jobs of one queue by state, as bull counts them (an in-process queue reports the same three). */
export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
}

/**
 * Where scrape-time gauges read what only a module knows (its socket server, its queues). A module
 * registers a reader once; the metrics call it on each scrape, so nothing polls in the background
 * and the metrics never import a module's internals (ADR 0003).
 */
@Injectable()
export class MetricSources {
  private socketReader: () => number = () => 0;
  private readonly queueReaders = new Map<string, () => Promise<QueueCounts>>();

  /** The realtime module: sockets connected to this instance. */
  countSocketsWith(read: () => number): void {
    this.socketReader = read;
  }

  /** Each job queue, by name (bull on Redis or the in-process runner). */
  countQueueWith(name: string, read: () => Promise<QueueCounts>): void {
    this.queueReaders.set(name, read);
  }

  sockets(): number {
    return this.socketReader();
  }

  get queues(): ReadonlyMap<string, () => Promise<QueueCounts>> {
    return this.queueReaders;
  }
}
