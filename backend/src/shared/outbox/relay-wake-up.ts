import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { OUTBOX_CHANNEL, OutboxRelay } from './outbox-relay.service.js';

/** How long a wake-up waits for company: at 500 sends/s one NOTIFY (and one relay pass) carries about fifty events. */
export const WAKE_COALESCE_MS = 100;

interface NativePool {
  query(text: string): Promise<unknown>;
}

/**
 * Wakes every instance's outbox relay for rows written without a NOTIFY (`outbox.announce` =
 * 'later', ADR 0034): a writer that commits on its own calls `owed()` after its commit, and one
 * `pg_notify` per WAKE_COALESCE_MS goes out for all of them. A notifying commit holds a
 * database-wide lock until its WAL is flushed (PostgreSQL keeps notifications in commit order), so
 * a NOTIFY per send made busy writers commit one at a time, and woke every relay for a pass of one
 * or two events; coalesced, the sends commit side by side and a relay pass carries a batch.
 *
 * The NOTIFY goes out whether this process relays or not (an API-only instance must wake the
 * workers); this process's own relay hears it like the others. Should the process die before it
 * goes out, the relays' safety poll (and a restarted relay's first pass) delivers the rows.
 */
@Injectable()
export class RelayWakeUp implements OnModuleDestroy {
  private readonly logger = new Logger(RelayWakeUp.name);
  private timer?: NodeJS.Timeout;
  private pool?: Promise<NativePool>;

  constructor(
    private readonly orm: MikroORM,
    private readonly relay: OutboxRelay,
  ) {}

  /** Rows committed without a NOTIFY: the relays are woken within WAKE_COALESCE_MS, once for every call meanwhile. */
  owed(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.notify();
    }, WAKE_COALESCE_MS).unref();
  }

  private async notify(): Promise<void> {
    // This process's relay, when its LISTEN connection is down (else the NOTIFY below wakes it).
    this.relay.kick();
    try {
      // On the pool itself: the timer runs in the async context of the first caller, which may be a finished transaction's.
      this.pool ??= this.orm.em.getConnection().getNativeClient() as Promise<NativePool>;
      await (await this.pool).query(`select pg_notify('${OUTBOX_CHANNEL}', '')`);
    } catch (error) {
      this.logger.warn(`Could not wake the outbox relays (their poll will): ${String(error)}`);
    }
  }

  /** A wake-up still owed goes out before the database connection closes (on shutdown, after the last requests). */
  async onModuleDestroy(): Promise<void> {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.notify();
  }
}
