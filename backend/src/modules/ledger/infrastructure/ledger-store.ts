import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, DomainError } from '../../../shared/errors/domain-error.js';
import type { IntegrationEvent } from '../../../shared/outbox/integration-event.js';
import { OUTBOX_CHANNEL, OutboxRelay } from '../../../shared/outbox/outbox-relay.service.js';
import { preparedQuery, preparedStatement, type PreparedStatement } from '../../../shared/database/prepared-query.js';
import { TransactionScope } from '../../../shared/database/transaction-scope.js';
import type { AccountBalance, LedgerEventView, LedgerReceipt, NormalisedMetadata } from '../commands/ledger-command.js';
import { availableCents, evolve, type CreditAccountState } from '../domain/credit-account.decider.js';
import type { CreditAccountEvent } from '../domain/credit-account.events.js';
import { MAX_BALANCE_CENTS } from '../domain/money.js';
import {
  BALANCE_COLUMNS,
  balanceValues,
  emptyStream,
  headFromRow,
  UPSERT_BALANCES,
  type BalanceRow,
  type StreamHead,
} from './balance-projection.js';
import { eventHash } from './event-hash.js';
import { TRANSFER_STATEMENT } from './transfer-statement.js';
import { uuidV7 } from './uuid-v7.js';
import { pgError, sql } from './sql.js';
import { IDEMPOTENCY_CONSTRAINT, isLedgerWriteConflict } from './write-conflict.js';
import { render } from './sql-literals.js';
import {
  EVENT_COLUMNS,
  eventFields,
  fromRow,
  INSERT_COLUMNS,
  INSERT_PLACEHOLDERS,
  insertValues,
  type EventEnvelope,
  type EventRow,
  type StoredLedgerEvent,
} from './stored-event.js';

export interface PlannedEvent {
  accountId: string;
  event: CreditAccountEvent;
}

/** One ledger command, as the store runs it. Handlers build these; the rules stay in the decider. */
export interface LedgerAppend {
  /** Every account the command reads or writes. They are locked in ascending id order. */
  accountIds: string[];
  metadata: NormalisedMetadata;
  /** Pure: the events to append given the current state of each account (throws domain errors). */
  decide(states: ReadonlyMap<string, CreditAccountState>): PlannedEvent[];
  /** Given the events stored under this command's idempotency key: were they made by the same request? */
  sameRequest(stored: StoredLedgerEvent[]): boolean;
  /** What to tell other modules about the appended events (written to the outbox in the same transaction). */
  integrationEvents?(stored: StoredLedgerEvent[]): IntegrationEvent[];
  /** A transfer: the store first tries it as one call of `ledger_append_transfer` (see append()). */
  transfer?: TransferInOneCall;
}

/**
 * The same transfer as the `decide` of its LedgerAppend, in the terms of the SQL function
 * `ledger_append_transfer` (migration 20261127700200), which applies the decider's transfer rules
 * itself and writes nothing when one of them fails.
 */
export interface TransferInOneCall {
  from: string;
  to: string;
  amountCents: number;
  transferId: string;
  fromReservationId: string | null;
  /** The transfer's outbox event, from its debit leg's envelope (ids and time are chosen before the call). */
  announce(debit: EventEnvelope): IntegrationEvent;
}

/** The call, with ledger_events' columns as EVENT_COLUMNS reads them. */
const TRANSFER_CALL = `select ${EVENT_COLUMNS} from ledger_append_transfer(?::uuid, ?::uuid, ?::bigint, ?::uuid, ?::text, ?::text, ?::text,
  ?::text, ?::uuid, ?::text, ?::timestamptz, ?::uuid[], ?::bigint, ?::text, ?::jsonb, ?::boolean, ?::text)`;

const MAX_ATTEMPTS = 8;
const KICK_COALESCE_MS = 250;

export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This idempotency key was already used for a different request';

class ReplayInstead extends Error {}

interface AppendOutcome {
  receipt: LedgerReceipt;
  /** Outbox rows were written. */
  published: boolean;
  /** …and the outbox trigger was asked not to NOTIFY for them: the store owes the relays a wake-up. */
  announceLater?: boolean;
}

/** The statements of one append: the first opens the transaction, the last commits it. */
interface Session {
  first<T>(query: string, params: unknown[]): Promise<T[]>;
  query<T>(query: string, params: unknown[]): Promise<T[]>;
  last(query: string, params: unknown[]): Promise<void>;
}

/** The slice of `pg`'s Pool (MikroORM's own, behind its connection) the append uses. */
interface NativeResult {
  rows: unknown[];
}
interface NativePool {
  connect(): Promise<{ query(text: string): Promise<NativeResult>; release(destroy?: boolean): void }>;
  query(text: string | (PreparedStatement & { values: unknown[] })): Promise<NativeResult>;
}

/**
 * The common transfer as `pg` sends it by name, built once: its text is 4 KB, and deriving the name
 * per call (preparedQuery) cost about 20 µs of the ~0.3 ms of Node CPU a transfer takes.
 */
const TRANSFER_PREPARED = preparedStatement(TRANSFER_STATEMENT, 17);

/**
 * The only writer of the ledger. One command = one transaction:
 *
 *   1. lock the projection rows of every account involved, in ascending id order (so two transfers
 *      between the same accounts in opposite directions cannot deadlock), reading the stream heads
 *      — one round trip, which also opens the transaction;
 *   2. decide with the pure decider on that state;
 *   3. one statement: append the events (positions, hash chain computed here), upsert the
 *      projection rows, write the outbox rows — one round trip, which also commits.
 *
 * A transfer, the hot command, first runs as one statement instead: TRANSFER_STATEMENT
 * (transfer-statement.ts, data-modifying CTEs) when both streams exist and no reservation is
 * released, else `ledger_append_transfer` (migration 20261127700200), does the three steps in SQL —
 * the same lock order, the decider's transfer rules, the same positions and hash chain (the twins
 * of event-hash.ts) — so on its own connection it is one autocommit round trip. Each writes nothing
 * when a rule fails, and the command then runs the steps above, so refusals keep the decider's
 * exact errors. The model-based test (ledger-model.int.spec.ts) and the audits keep them in step.
 *
 * The row lock serialises commands on an account, so the state decided on is current and the
 * available balance can never go negative. The unique (account_id, sequence) constraint is the
 * expected-version backstop where there is no row to lock yet (the first event of an account):
 * two writers cannot both take a position; the loser retries on the new state. The unique
 * (idempotency_key, key_index) constraint makes a command happen once even when two retries race.
 */
@Injectable()
export class LedgerStore implements OnModuleDestroy {
  private readonly logger = new Logger('Ledger');
  private pool?: Promise<NativePool>;
  private kickTimer?: NodeJS.Timeout;
  private notifyOwed = false;

  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly transactions: TransactionScope,
  ) {}

  async append(command: LedgerAppend): Promise<LedgerReceipt> {
    for (let attempt = 1; ; attempt++) {
      // Inside a caller's transaction (e.g. the swaps module completing a swap: the commands it
      // runs are JoinsCallerTransaction) the command writes in it as it is, without a savepoint (two
      // round trips saved); otherwise it runs on a connection of its own. A transfer is first tried
      // as one statement; when that declines (a rule failed, so nothing was written), the command
      // runs through the decider in two round trips, which reports the exact error.
      const caller = this.transactions.current();
      try {
        const { receipt, published, announceLater } =
          (command.transfer && (await this.transferInOneCall(command, command.transfer, caller))) ??
          (caller
            ? await this.attempt(this.ormSession(caller), command)
            : await this.onOwnConnection((session) => this.attempt(session, command)));
        if (published) this.kickRelaySoon(announceLater ?? false);
        return receipt;
      } catch (error) {
        if (error instanceof ReplayInstead) return this.replay(command);
        // A database error has aborted the caller's transaction: nothing can be retried in it. The
        // caller runs its whole transaction again where that is safe (swaps: isLedgerWriteConflict).
        if (caller) throw error;
        const { code, constraint } = pgError(error);
        // A concurrent request with the same key committed first: answer with its result.
        if (code === '23505' && constraint === IDEMPOTENCY_CONSTRAINT) return this.replay(command);
        if (!isLedgerWriteConflict(error) || attempt >= MAX_ATTEMPTS) throw error;
        this.logger.debug?.(`Ledger append conflict (${code} ${constraint ?? ''}), retry ${attempt}`);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * attempt));
      }
    }
  }

  /**
   * Ask the outbox relay to publish, coalescing: under load one relay pass per KICK_COALESCE_MS
   * carries many appends' rows, instead of one pass (four queries) per append. The relay's own
   * poll would publish them anyway; this only bounds the latency.
   *
   * `notify`: the append asked the outbox trigger not to NOTIFY (a transfer on its own connection,
   * see migration 20261127700210: a notifying commit holds a database-wide lock until its WAL is
   * flushed, so per-transfer notifications made transfers commit one at a time). The wake-up the
   * relays of every instance are owed is then sent here, after the commit, one for all the appends
   * of the interval. Should this process die first, the relays' safety poll publishes the rows.
   */
  private kickRelaySoon(notify: boolean): void {
    if (notify) this.notifyOwed = true;
    if (this.kickTimer) return;
    this.kickTimer = setTimeout(() => {
      this.kickTimer = undefined;
      this.relay.kick();
      void this.notifyRelays();
    }, KICK_COALESCE_MS).unref();
  }

  private async notifyRelays(): Promise<void> {
    if (!this.notifyOwed) return;
    this.notifyOwed = false;
    try {
      // On the pool itself: the timer may run in the async context of a caller's finished transaction.
      this.pool ??= this.em.getConnection().getNativeClient() as Promise<NativePool>;
      await (await this.pool).query(`select pg_notify('${OUTBOX_CHANNEL}', '')`);
    } catch (error) {
      this.logger.warn(`Could not wake the outbox relays (their poll will): ${String(error)}`);
    }
  }

  /** A wake-up still owed goes out before the database connection closes (on shutdown, after the last requests). */
  async onModuleDestroy(): Promise<void> {
    clearTimeout(this.kickTimer);
    this.kickTimer = undefined;
    await this.notifyRelays();
  }

  /**
   * Statements inside an `em.transactional` the ORM opened (and commits or rolls back): named
   * prepared statements on the transaction's connection (ADR 0035) — a swap's approval reserves
   * here, and as literal text its lock and its append were planned on every call. The texts come
   * from a small set (appendStatement's shapes, one lock per number of accounts).
   */
  private ormSession(tx: EntityManager): Session {
    return {
      first: (query, params) => preparedQuery(tx, query, params),
      query: (query, params) => preparedQuery(tx, query, params),
      last: async (query, params) => {
        await preparedQuery(tx, query, params);
      },
    };
  }

  /**
   * One transaction on a pooled connection, round-trip light: `begin` travels with the locking
   * read, `commit` with the write (simple-protocol multi-statement queries, values rendered as
   * literals by sql-literals.ts). A failure anywhere rolls back.
   */
  private async onOwnConnection<T>(work: (session: Session) => Promise<T>): Promise<T> {
    this.pool ??= this.em.getConnection().getNativeClient() as Promise<NativePool>;
    const client = await (await this.pool).connect();
    const run = (text: string) => client.query(text);
    let open = false;
    let finished = false;
    let broken = false;
    try {
      const result = await work({
        first: async (query, params) => {
          open = true;
          const results = (await run(`begin; ${render(query, params)}`)) as unknown as NativeResult[];
          return results[1].rows as never[];
        },
        query: async (query, params) => (await run(render(query, params))).rows as never[],
        last: async (query, params) => {
          await run(`${render(query, params)}; commit`);
          finished = true;
        },
      });
      if (open && !finished) await run('commit');
      return result;
    } catch (error) {
      if (open) {
        await run('rollback').catch(() => {
          broken = true; // the connection itself failed: do not hand it to the next command
        });
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  private async attempt(session: Session, command: LedgerAppend): Promise<AppendOutcome> {
    const key = command.metadata.idempotencyKey;
    const ids = [...new Set(command.accountIds)].sort();
    // No look-up of the idempotency key on the happy path: a used key makes the write below fail
    // on the unique (idempotency_key, key_index) constraint, and append() answers with the first
    // result; a decision that fails looks the key up before reporting the failure.
    const rows = await session.first<BalanceRow>(
      // One placeholder per account (not `in (?)` over an array): bound as a prepared statement in a caller's transaction.
      `select ${BALANCE_COLUMNS} from credit_balances where account_id in (${ids.map(() => '?').join(', ')}) order by account_id for update`,
      ids,
    );

    const heads = new Map<string, StreamHead>(ids.map((id) => [id, emptyStream()]));
    for (const row of rows) heads.set(row.account_id, headFromRow(row));

    let planned: PlannedEvent[];
    try {
      planned = command.decide(new Map([...heads].map(([id, head]) => [id, head.state])));
    } catch (error) {
      // A retry that waited for our lock behind its own first run must get that run's result,
      // not a rule violation (e.g. "not enough credits" because the first run spent them).
      if (error instanceof DomainError && (await this.keyUsed(session, key))) throw new ReplayInstead();
      throw error;
    }

    // Opening an account that is open already decides nothing: a replay of the first opening too.
    if (planned.length === 0 && (await this.keyUsed(session, key))) throw new ReplayInstead();

    const createdAtMs = Date.now();
    const stored: StoredLedgerEvent[] = [];
    const touched = new Set<string>();
    planned.forEach(({ accountId, event }, keyIndex) => {
      const head = heads.get(accountId);
      if (!head) throw new Error(`Decider produced an event for ${accountId}, which the command did not lock`);
      const state = evolve(head.state, event);
      const fields = {
        ...eventFields(event),
        id: uuidV7(createdAtMs),
        accountId,
        sequence: head.lastSequence + 1,
        balanceAfterCents: state.balanceCents,
        reservedAfterCents: state.reservedCents,
        idempotencyKey: key,
        keyIndex,
        causationId: command.metadata.causationId,
        correlationId: command.metadata.correlationId,
        actorId: command.metadata.actorId,
        reason: command.metadata.reason,
        createdAtMs,
      };
      const hash = eventHash(head.lastHash, fields);
      stored.push({ ...fields, source: command.metadata.source, prevHash: head.lastHash, hash });
      if (!touched.has(accountId)) {
        touched.add(accountId);
        head.version += 1;
      }
      head.state = state;
      head.lastSequence = fields.sequence;
      head.lastHash = hash;
    });

    const outbox = stored.length > 0 ? (command.integrationEvents?.(stored) ?? []) : [];
    if (stored.length > 0) {
      const changed = [...touched];
      const params: unknown[] = [];
      for (const event of stored) params.push(...insertValues(event));
      for (const id of changed) params.push(...balanceValues(id, heads.get(id)!));
      for (const event of outbox) params.push(event.eventType, JSON.stringify(event.payload));
      await session.last(appendStatement(stored.length, changed.length, outbox.length), params);
    }

    return {
      receipt: { replayed: false, events: stored.map(toView), balances: ids.map((id) => balanceOf(id, heads.get(id)!.state)) },
      published: outbox.length > 0,
    };
  }

  /**
   * The whole transfer in one statement: lock, rules, both legs with their positions and hash
   * chain, projection and outbox row — TRANSFER_STATEMENT for the common case, the function
   * ledger_append_transfer (migration 20261127700200) for the rest. On the pool each is a named
   * prepared statement in autocommit, so one round trip is the whole transaction. Undefined when
   * both declined.
   */
  private async transferInOneCall(
    command: LedgerAppend,
    transfer: TransferInOneCall,
    caller: EntityManager | undefined,
  ): Promise<AppendOutcome | undefined> {
    const { amountCents } = transfer;
    // Amounts the function's bigint cannot take, or the decider refuses anyway, go to the decider.
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > MAX_BALANCE_CENTS) return undefined;
    const { metadata } = command;
    const createdAtMs = Date.now();
    // One id per possible event, in key order: reservation released, debit, payee opened, credit.
    const ids = [uuidV7(createdAtMs), uuidV7(createdAtMs), uuidV7(createdAtMs), uuidV7(createdAtMs)];
    const announced = transfer.announce({ ...metadata, id: ids[1], createdAtMs });
    const createdAt = new Date(createdAtMs).toISOString();
    const payload = JSON.stringify(announced.payload);
    // On its own connection the call is the whole transaction: nothing else of it would notify.
    // In a caller's transaction the relay must not look before the caller commits: notify at commit.
    const announceLater = !caller;
    const db = caller ?? this.em;
    // The common case on its own connection (no reservation released, no caller's transaction) first
    // as one plain statement (TRANSFER_STATEMENT: the same rules, positions and hashes without
    // plpgsql's per-call cost); it declines, writing nothing, when the payee has no stream yet or a
    // rule fails, and the function then takes the transfer (it opens a new payee's stream, or
    // declines too and leaves the exact error to the decider). In a caller's transaction the call
    // is the function's: the statement could only travel there re-numbered and unnamed, planned
    // each time, and the callers (swaps) pay from reservations, which only the function takes.
    let rows: EventRow[] = [];
    if (transfer.fromReservationId === null && !caller) {
      this.pool ??= this.em.getConnection().getNativeClient() as Promise<NativePool>;
      const values = [
        transfer.from,
        transfer.to,
        amountCents,
        transfer.transferId,
        metadata.idempotencyKey,
        metadata.causationId,
        metadata.correlationId,
        metadata.actorId,
        metadata.reason,
        createdAt,
        ids[1],
        ids[3],
        MAX_BALANCE_CENTS,
        announced.eventType,
        payload,
        announceLater,
        metadata.source,
      ];
      rows = (await (await this.pool).query({ ...TRANSFER_PREPARED, values })).rows as EventRow[];
    }
    if (rows.length === 0)
      rows = await preparedQuery<EventRow>(db, TRANSFER_CALL, [
        transfer.from,
        transfer.to,
        amountCents,
        transfer.transferId,
        transfer.fromReservationId,
        metadata.idempotencyKey,
        metadata.causationId,
        metadata.correlationId,
        metadata.actorId,
        metadata.reason,
        createdAt,
        `{${ids.join(',')}}`,
        MAX_BALANCE_CENTS,
        announced.eventType,
        payload,
        announceLater,
        metadata.source,
      ]);
    if (rows.length === 0) return undefined;
    const stored = rows.map(fromRow);
    const last = new Map(stored.map((event) => [event.accountId, event]));
    const balances = [...new Set(command.accountIds)].sort().map((id) => balanceAfter(last.get(id)!));
    return { receipt: { replayed: false, events: stored.map(toView), balances }, published: true, announceLater: !caller };
  }

  private async keyUsed(session: Session, key: string): Promise<boolean> {
    const [row] = await session.query<{ seen: boolean }>('select exists (select 1 from ledger_events where idempotency_key = ?) as seen', [
      key,
    ]);
    return row.seen;
  }

  /** The first result of a command whose key was used before; refuses a key reused for another request. */
  private async replay(command: LedgerAppend): Promise<LedgerReceipt> {
    const rows = await sql<EventRow>(this.em, `select ${EVENT_COLUMNS} from ledger_events where idempotency_key = ? order by key_index`, [
      command.metadata.idempotencyKey,
    ]);
    const stored = rows.map(fromRow);
    if (stored.length === 0 || !command.sameRequest(stored))
      throw new ConflictError(IDEMPOTENCY_KEY_REUSED_MESSAGE, 'IDEMPOTENCY_KEY_REUSED');
    const ids = [...new Set(command.accountIds)].sort();
    const last = new Map<string, StoredLedgerEvent>();
    for (const event of stored) last.set(event.accountId, event);
    const missing = ids.filter((id) => !last.has(id));
    const current = missing.length > 0 ? await this.currentBalances(missing) : new Map<string, AccountBalance>();
    return {
      replayed: true,
      events: stored.map(toView),
      balances: ids.map((id) => {
        const event = last.get(id);
        return event ? balanceAfter(event) : current.get(id)!;
      }),
    };
  }

  private async currentBalances(ids: string[]): Promise<Map<string, AccountBalance>> {
    const rows = await sql<BalanceRow>(this.em, `select ${BALANCE_COLUMNS} from credit_balances where account_id in (?)`, [ids]);
    const found = new Map(rows.map((row) => [row.account_id, headFromRow(row).state]));
    return new Map(ids.map((id) => [id, balanceOf(id, found.get(id) ?? emptyStream().state)]));
  }
}

const statements = new Map<string, string>();

/** The one write of an append (events, projection rows, outbox rows), cached per shape. */
function appendStatement(events: number, balances: number, outbox: number): string {
  const shape = `${events}:${balances}:${outbox}`;
  let statement = statements.get(shape);
  if (!statement) {
    const main =
      outbox > 0 ? `insert into outbox (event_type, payload) values ${Array(outbox).fill('(?, ?::jsonb)').join(', ')}` : 'select 1';
    statement =
      `with e as (insert into ledger_events (${INSERT_COLUMNS}) values ${Array(events).fill(INSERT_PLACEHOLDERS).join(', ')}), ` +
      `b as (${UPSERT_BALANCES(balances)}) ${main}`;
    statements.set(shape, statement);
  }
  return statement;
}

export const balanceOf = (accountId: string, state: CreditAccountState): AccountBalance => ({
  accountId,
  balanceCents: state.balanceCents,
  reservedCents: state.reservedCents,
  availableCents: availableCents(state),
});

/** An account's position as its last event of a command left it. */
const balanceAfter = (event: StoredLedgerEvent): AccountBalance => ({
  accountId: event.accountId,
  balanceCents: event.balanceAfterCents,
  reservedCents: event.reservedAfterCents,
  availableCents: event.balanceAfterCents - event.reservedAfterCents,
});

export function toView(e: StoredLedgerEvent): LedgerEventView {
  return {
    id: e.id,
    accountId: e.accountId,
    sequence: e.sequence,
    type: e.type,
    amountCents: e.amountCents,
    balanceAfterCents: e.balanceAfterCents,
    reservedAfterCents: e.reservedAfterCents,
    reservationId: e.reservationId,
    transferId: e.transferId,
    counterpartyId: e.counterpartyId,
    causationId: e.causationId,
    correlationId: e.correlationId,
    source: e.source,
    actorId: e.actorId,
    reason: e.reason,
    createdAt: new Date(e.createdAtMs).toISOString(),
  };
}
