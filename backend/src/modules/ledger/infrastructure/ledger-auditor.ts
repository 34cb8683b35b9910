import { Injectable } from '@nestjs/common';
import type { AuditProblem, AuditProblemKind, AuditReport, CheckpointVerdict } from '@reagentswap/contracts';
import { EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import { availableCents, evolve, initialState, ruleViolation, type CreditAccountState } from '../domain/credit-account.decider.js';
import { LedgerEventType as T } from '../domain/credit-account.events.js';
import { formatCredits } from '../domain/money.js';
import { BALANCE_COLUMNS, headFromRow, sameReservations, type BalanceRow } from './balance-projection.js';
import { CheckpointStore } from './checkpoint-store.js';
import { CheckpointVerifier } from './checkpoint-verifier.js';
import { eventHash, GENESIS_HASH } from './event-hash.js';
import { readEventBatches, type StreamScope } from './event-stream.js';
import { sql, toNumber } from './sql.js';
import { toDomainEvent, type StoredLedgerEvent } from './stored-event.js';

/** What the projection rebuild repairs: the balance rows. Every other kind is a finding in the events themselves. */
const PROJECTION_KINDS: ReadonlySet<AuditProblemKind> = new Set([
  'projection-missing',
  'projection-mismatch',
  'projection-orphan',
  'negative-available',
]);

export const isEventProblem = (problem: AuditProblem): boolean => !PROJECTION_KINDS.has(problem.kind);

export type { AuditProblem, AuditProblemKind, AuditReport };

const MAX_REPORTED = 1000;

/** Where one account's replay stands. */
interface Replay {
  accountId: string;
  state: CreditAccountState;
  nextSequence: number;
  prevHash: Buffer;
  keys: Set<string>;
  events: number;
}

class Problems {
  readonly list: AuditProblem[] = [];
  count = 0;
  eventCount = 0;
  add(problem: AuditProblem): void {
    this.count += 1;
    if (isEventProblem(problem)) this.eventCount += 1;
    if (this.list.length < MAX_REPORTED) this.list.push(problem);
  }
}

/**
 * Replays every stream with the decider's own evolve and checks, in one consistent snapshot:
 * positions are 1..n without gaps; each event's prev_hash is the previous event's hash and its own
 * hash matches its content; every event is one the rules allow (never a negative available
 * balance); the balances stored on each event equal the replay; the projection row equals the
 * replay (balances, reservations, version, stream head); every transfer has exactly a debit and a
 * credit leg that sum to zero. It reports what is wrong and where, and changes nothing.
 */
@Injectable()
export class LedgerAuditor {
  constructor(
    private readonly em: EntityManager,
    private readonly checkpoints: CheckpointStore,
    private readonly checkpointVerifier: CheckpointVerifier,
  ) {}

  audit(scope: StreamScope = {}): Promise<AuditReport> {
    const started = performance.now();
    return this.em.transactional(
      async (tx) => {
        const problems = new Problems();
        let checkedEvents = 0;
        let checkedAccounts = 0;
        let current: Replay | undefined;
        const projection = new Map<string, BalanceRow>();

        const finish = (replay: Replay) => {
          checkedAccounts += 1;
          const row = projection.get(replay.accountId);
          projection.delete(replay.accountId);
          this.compareProjection(replay, row, problems);
        };

        for await (const batch of readEventBatches(tx, { ...scope, batchSize: scope.batchSize ?? 10_000 })) {
          const unseen = [...new Set(batch.map((e) => e.accountId))].filter((id) => !projection.has(id));
          if (unseen.length > 0) {
            const rows = await sql<BalanceRow>(tx, `select ${BALANCE_COLUMNS} from credit_balances where account_id in (?)`, [unseen]);
            for (const row of rows) projection.set(row.account_id, row);
          }
          for (const event of batch) {
            if (current?.accountId !== event.accountId) {
              if (current) finish(current);
              current = {
                accountId: event.accountId,
                state: initialState,
                nextSequence: 1,
                prevHash: GENESIS_HASH,
                keys: new Set(),
                events: 0,
              };
            }
            this.check(current, event, problems);
            checkedEvents += 1;
          }
        }
        if (current) finish(current);

        await this.checkOrphansAndNegatives(tx, scope, problems);
        const checkedTransfers = await this.checkTransfers(tx, scope, problems);
        const checkpoint = scope.accountIds ? null : await this.checkLastCheckpoint(tx, problems);
        return {
          ok: problems.count === 0,
          checkedEvents,
          checkedAccounts,
          checkedTransfers,
          durationMs: Math.round(performance.now() - started),
          problems: problems.list,
          problemCount: problems.count,
          eventProblemCount: problems.eventCount,
          checkpoint,
        };
      },
      // One snapshot for the whole audit: appends committing meanwhile are either wholly in it or not.
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
  }

  /**
   * The chain alone cannot tell a rewrite done together with its stored head from the truth; the
   * last signed checkpoint can (ADR 0004). A full audit only: the checkpoint's head covers every stream.
   */
  private async checkLastCheckpoint(tx: EntityManager, problems: Problems): Promise<CheckpointVerdict | null> {
    const last = await this.checkpoints.latest(tx);
    if (!last) return null;
    const { verdict, problems: found } = await this.checkpointVerifier.verify(tx, last);
    for (const problem of found) problems.add(problem);
    return verdict;
  }

  private check(replay: Replay, event: StoredLedgerEvent, problems: Problems): void {
    const where = { accountId: event.accountId, sequence: event.sequence };
    if (event.sequence !== replay.nextSequence) {
      problems.add({ ...where, kind: 'sequence-gap', message: `Expected sequence ${replay.nextSequence}, found ${event.sequence}` });
    }
    if (!event.prevHash.equals(replay.prevHash)) {
      problems.add({ ...where, kind: 'chain-broken', message: 'prev_hash does not match the hash of the previous event in the stream' });
    }
    if (!eventHash(event.prevHash, event).equals(event.hash)) {
      problems.add({
        ...where,
        kind: 'hash-mismatch',
        message: `The event's content does not match its hash: it was changed after it was written`,
      });
    }
    replay.nextSequence = event.sequence + 1;
    replay.prevHash = event.hash;
    replay.keys.add(event.idempotencyKey);
    replay.events += 1;

    let domainEvent;
    try {
      domainEvent = toDomainEvent(event);
    } catch (error) {
      problems.add({ ...where, kind: 'invalid-event', message: `Unreadable event: ${(error as Error).message}` });
      return;
    }
    const after = evolve(replay.state, domainEvent);
    const violation = ruleViolation(replay.state, domainEvent, after);
    if (violation) problems.add({ ...where, kind: 'rule-violation', message: `${event.type}: ${violation}` });
    replay.state = after;
    if (replay.state.balanceCents !== event.balanceAfterCents || replay.state.reservedCents !== event.reservedAfterCents) {
      problems.add({
        ...where,
        kind: 'replay-mismatch',
        message:
          `Replay gives balance ${formatCredits(replay.state.balanceCents)} / reserved ${formatCredits(replay.state.reservedCents)}, ` +
          `the event records ${formatCredits(event.balanceAfterCents)} / ${formatCredits(event.reservedAfterCents)}`,
      });
      // Carry on from what the event records, so one bad event is reported once, not on every later line.
      replay.state = { ...replay.state, balanceCents: event.balanceAfterCents, reservedCents: event.reservedAfterCents };
    }
  }

  private compareProjection(replay: Replay, row: BalanceRow | undefined, problems: Problems): void {
    const { accountId } = replay;
    if (!row) {
      problems.add({ accountId, kind: 'projection-missing', message: `No credit_balances row for a stream of ${replay.events} events` });
      return;
    }
    const head = headFromRow(row);
    const differences: string[] = [];
    if (head.state.balanceCents !== replay.state.balanceCents) {
      differences.push(`balance ${formatCredits(head.state.balanceCents)} ≠ ${formatCredits(replay.state.balanceCents)}`);
    }
    if (head.state.reservedCents !== replay.state.reservedCents) {
      differences.push(`reserved ${formatCredits(head.state.reservedCents)} ≠ ${formatCredits(replay.state.reservedCents)}`);
    }
    if (!sameReservations(head.state.reservations, replay.state.reservations)) differences.push('open reservations differ');
    if (head.lastSequence !== replay.nextSequence - 1) differences.push(`last sequence ${head.lastSequence} ≠ ${replay.nextSequence - 1}`);
    if (!head.lastHash.equals(replay.prevHash)) differences.push('last hash differs from the stream head');
    if (head.version !== replay.keys.size) differences.push(`version ${head.version} ≠ ${replay.keys.size} commands`);
    if (differences.length > 0) {
      problems.add({ accountId, kind: 'projection-mismatch', message: `Projection differs from the replay: ${differences.join('; ')}` });
    }
    if (availableCents(head.state) < 0 || head.state.reservedCents < 0) {
      problems.add({
        accountId,
        kind: 'negative-available',
        message: `Projected available balance is ${formatCredits(availableCents(head.state))}`,
      });
    }
  }

  private async checkOrphansAndNegatives(tx: EntityManager, scope: StreamScope, problems: Problems): Promise<void> {
    const filter = scope.accountIds ? 'and b.account_id in (?)' : '';
    const params = scope.accountIds ? [scope.accountIds] : [];
    if (scope.accountIds?.length === 0) return;
    const orphans = await sql<{ account_id: string }>(
      tx,
      `select b.account_id from credit_balances b
        where not exists (select 1 from ledger_events e where e.account_id = b.account_id) ${filter}
        order by b.account_id limit ${MAX_REPORTED}`,
      params,
    );
    for (const { account_id } of orphans) {
      problems.add({
        accountId: account_id,
        kind: 'projection-orphan',
        message: 'A credit_balances row exists for an account without events',
      });
    }
    const negatives = await sql<{ account_id: string; available: string }>(
      tx,
      `select b.account_id, b.balance_cents - b.reserved_cents as available from credit_balances b
        where (b.balance_cents < b.reserved_cents or b.reserved_cents < 0)
          and not exists (select 1 from ledger_events e where e.account_id = b.account_id) ${filter}
        limit ${MAX_REPORTED}`,
      params,
    );
    for (const row of negatives) {
      problems.add({
        accountId: row.account_id,
        kind: 'negative-available',
        message: `Projected available balance is ${formatCredits(toNumber(row.available))}`,
      });
    }
  }

  /** Every transfer: one debit leg and one credit leg, on two accounts that name each other, summing to zero. */
  private async checkTransfers(tx: EntityManager, scope: StreamScope, problems: Problems): Promise<number> {
    if (scope.accountIds?.length === 0) return 0;
    const filter = scope.accountIds
      ? `and transfer_id in (select transfer_id from ledger_events where account_id in (?) and transfer_id is not null)`
      : '';
    const params = scope.accountIds ? [scope.accountIds] : [];
    const [{ transfers }] = await sql<{ transfers: string }>(
      tx,
      `select count(distinct transfer_id) as transfers from ledger_events where transfer_id is not null ${filter}`,
      params,
    );
    const bad = await sql<{ transfer_id: string; account_id: string; sequence: number; legs: string; total: string }>(
      tx,
      `select transfer_id,
              coalesce(max(account_id::text) filter (where type = '${T.CreditsTransferredOut}'), min(account_id::text)) as account_id,
              coalesce(max(sequence) filter (where type = '${T.CreditsTransferredOut}'), min(sequence)) as sequence,
              count(*) as legs, sum(amount_cents) as total
         from ledger_events where transfer_id is not null ${filter}
        group by transfer_id
       having count(*) <> 2 or sum(amount_cents) <> 0
           or count(*) filter (where type = '${T.CreditsTransferredOut}') <> 1
           or max(account_id::text) filter (where type = '${T.CreditsTransferredOut}') is distinct from max(counterparty_id::text) filter (where type = '${T.CreditsTransferredIn}')
           or max(account_id::text) filter (where type = '${T.CreditsTransferredIn}') is distinct from max(counterparty_id::text) filter (where type = '${T.CreditsTransferredOut}')
        limit ${MAX_REPORTED}`,
      params,
    );
    for (const row of bad) {
      problems.add({
        accountId: row.account_id,
        sequence: toNumber(row.sequence),
        kind: 'transfer-unbalanced',
        message: `Transfer ${row.transfer_id} has ${row.legs} legs summing to ${formatCredits(toNumber(row.total))} credits (expected one debit and one credit summing to 0)`,
      });
    }
    return toNumber(transfers);
  }
}
