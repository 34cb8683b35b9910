import { randomUUID } from 'node:crypto';
import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus, CqrsModule, QueryBus } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import { MikroORM } from '@mikro-orm/postgresql';
import { AuditLedgerQuery, LedgerModule, ledgerEntities, TransferCreditsCommand, type AuditReport } from '#backend/modules/ledger/index.js';
import { AppConfigModule } from '#backend/config/config.module.js';
import { loadConfig } from '#backend/config/load-config.js';
import { OutboxModule } from '#backend/shared/outbox/outbox.module.js';
import { BenchDatabaseModule, withFreshDatabase } from './bench-database.js';
import { databaseCpu } from './catalog/load.js';
import type { SqlRunner } from './catalog/seed-catalog.js';

export interface LedgerBenchOptions {
  accounts: number;
  hotAccounts: number;
  workers: number;
  warmupSeconds: number;
  seconds: number;
  auditAccounts: number;
  auditEventsPerAccount: number;
  log: (line: string) => void;
}

export interface ThroughputResult {
  transfers: number;
  failed: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** CPU per transfer of one path (ms): this (the bench's) Node process, and the bench database's PostgreSQL backends. */
export interface CpuPerTransfer {
  node: number;
  postgres: number;
}

export interface ScenarioResult {
  name: string;
  accounts: number;
  app: ThroughputResult;
  baseline: ThroughputResult;
  ratio: number;
  /** Over the measured halves. The application's includes its outbox relay, which runs in this process as in production. */
  cpuMsPerTransfer: { app: CpuPerTransfer; baseline: CpuPerTransfer };
}

export interface LedgerBenchResult {
  scenarios: ScenarioResult[];
  audit: { events: number; accounts: number; generateSeconds: number; auditSeconds: number; ok: boolean; eventsPerSecond: number };
  postgres: string;
}

/** The slice of `pg`'s Pool the baseline uses (the pool behind MikroORM's connection). */
interface PgClient {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  release(): void;
}
interface Pool {
  connect(): Promise<PgClient>;
}

const FUNDS_CENTS = 100_000_000; // 1,000,000 credits per account: no transfer is ever refused for lack of funds

/** The same 10,000 (or N) account ids for both paths: uuid from a counter, ordered like the app orders them. */
const accountId = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

/**
 * Opens and funds `n` accounts directly in SQL, with consistent hash chains (the migration's
 * ledger_event_hash), so the setup takes a second instead of 20,000 commands. The audit at the
 * end of the transfer phase proves the setup is indistinguishable from command-made history.
 * Account i's id is `{idPrefix}-0000-4000-8000-{i in hex}` (the swaps bench funds its members,
 * whose user ids the catalog seed makes with prefix 30000000).
 */
export async function openFundedAccounts(db: SqlRunner, n: number, idPrefix = '00000000'): Promise<void> {
  await db.execute(`
    insert into ledger_events (id, account_id, sequence, type, amount_cents, balance_after_cents, reserved_after_cents,
      idempotency_key, key_index, created_at, prev_hash, hash)
    select e.id, e.account_id, 1, 'ledger.account-opened', 0, 0, 0, e.key, 0, e.at, e.genesis,
           ledger_event_hash(e.genesis, e.id, e.account_id, 1, 'ledger.account-opened', 0, 0, 0, null, null, null, e.key, 0::smallint, null, null, null, null, e.at)
      from (select gen_random_uuid() as id, ('${idPrefix}-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid as account_id,
                   'bench-open:' || g as key, date_trunc('milliseconds', now()) as at, '\\x${'00'.repeat(32)}'::bytea as genesis
              from generate_series(1, ${n}) g) e`);
  await db.execute(`
    insert into ledger_events (id, account_id, sequence, type, amount_cents, balance_after_cents, reserved_after_cents,
      idempotency_key, key_index, reason, created_at, prev_hash, hash)
    select e.id, o.account_id, 2, 'ledger.credits-granted', ${FUNDS_CENTS}, ${FUNDS_CENTS}, 0, e.key, 0, 'bench', o.created_at, o.hash,
           ledger_event_hash(o.hash, e.id, o.account_id, 2, 'ledger.credits-granted', ${FUNDS_CENTS}, ${FUNDS_CENTS}, 0, null, null, null, e.key, 0::smallint, null, null, null, 'bench', o.created_at)
      from ledger_events o
      cross join lateral (select gen_random_uuid() as id, 'bench-grant:' || o.account_id as key) e
     where o.sequence = 1`);
  await db.execute(`
    insert into credit_balances (account_id, balance_cents, reserved_cents, version, last_sequence, last_hash)
    select account_id, balance_after_cents, 0, 2, 2, hash from ledger_events where sequence = 2`);
}

/** The funded accounts, and the baseline's two bare tables with the same ids and funds. */
async function fundAccounts(orm: MikroORM, n: number): Promise<void> {
  const connection = orm.em.getConnection();
  await openFundedAccounts(connection, n);
  await connection.execute(`
    create table bench_baseline_balances (id uuid primary key, balance bigint not null);
    create table bench_baseline_entries (id bigserial primary key, account_id uuid not null, amount bigint not null, created_at timestamptz not null default now());
    insert into bench_baseline_balances select ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, ${FUNDS_CENTS} from generate_series(1, ${n}) g;
    analyze`);
}

export type Transfer = (from: string, to: string, amountCents: number) => Promise<void>;

/** The application's own path: CommandBus → TransferCreditsHandler → decider → LedgerStore. */
export const appTransfer =
  (commands: CommandBus): Transfer =>
  async (from, to, amountCents) => {
    await commands.execute(
      new TransferCreditsCommand({ fromAccountId: from, toAccountId: to, amountCents, idempotencyKey: `bench:${randomUUID()}` }),
    );
  };

/** The hand-written minimum: lock both rows in id order, check, insert two rows, update two balances. */
const baselineTransfer =
  (pool: Pool): Transfer =>
  async (from, to, amountCents) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ id: string; balance: string }>(
        'select id, balance from bench_baseline_balances where id = any($1::uuid[]) order by id for update',
        [[from, to]],
      );
      const payer = rows.find((r: { id: string }) => r.id === from);
      if (!payer || Number(payer.balance) < amountCents) throw new Error('insufficient');
      await client.query('insert into bench_baseline_entries (account_id, amount) values ($1, $2), ($3, $4)', [
        from,
        -amountCents,
        to,
        amountCents,
      ]);
      await client.query('update bench_baseline_balances set balance = balance - $2 where id = $1', [from, amountCents]);
      await client.query('update bench_baseline_balances set balance = balance + $2 where id = $1', [to, amountCents]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

export async function drive(transfer: Transfer, accounts: number, workers: number, seconds: number): Promise<ThroughputResult> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const from = 1 + Math.floor(Math.random() * accounts);
      let to = 1 + Math.floor(Math.random() * (accounts - 1));
      if (to >= from) to += 1;
      const t0 = performance.now();
      try {
        await transfer(accountId(from), accountId(to), 1 + Math.floor(Math.random() * 100));
        latencies.push(performance.now() - t0);
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { transfers: latencies.length, failed, perSecond: latencies.length / elapsed, p50Ms: at(0.5), p99Ms: at(0.99) };
}

/** One path's halves of an ABBA sequence: mean rate, and the worse half's percentiles. */
export const mergeHalves = (rs: ThroughputResult[]): ThroughputResult => ({
  transfers: rs.reduce((s, r) => s + r.transfers, 0),
  failed: rs.reduce((s, r) => s + r.failed, 0),
  perSecond: rs.reduce((s, r) => s + r.perSecond, 0) / rs.length,
  p50Ms: Math.max(...rs.map((r) => r.p50Ms)),
  p99Ms: Math.max(...rs.map((r) => r.p99Ms)),
});

async function scenario(
  name: string,
  accounts: number,
  paths: { app: Transfer; baseline: Transfer },
  o: LedgerBenchOptions,
  databasePids: () => Promise<number[]>,
): Promise<ScenarioResult> {
  const fmt = (r: ThroughputResult) =>
    `${r.perSecond.toFixed(0)} transfers/s, p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms, failed ${r.failed}`;
  o.log(`  ${name}: warm-up ${o.warmupSeconds}s each…`);
  await drive(paths.baseline, accounts, o.workers, o.warmupSeconds);
  await drive(paths.app, accounts, o.workers, o.warmupSeconds);
  // Alternate the two paths in halves so drift (autovacuum, checkpoints, growing tables) hits both alike.
  const half = o.seconds / 2;
  const runs = { app: [] as ThroughputResult[], baseline: [] as ThroughputResult[] };
  // Where each path's time goes, CPU per transfer: a lower rate with less CPU per transfer is a
  // machine busy with something else; more CPU per transfer is the path's own cost.
  const cpu = { app: { node: 0, postgres: 0 }, baseline: { node: 0, postgres: 0 } };
  for (const path of ['baseline', 'app', 'app', 'baseline'] as const) {
    const node = process.cpuUsage();
    const postgres = await databaseCpu({ databasePids });
    runs[path].push(await drive(paths[path], accounts, o.workers, half));
    const used = process.cpuUsage(node);
    cpu[path].node += (used.user + used.system) / 1000;
    cpu[path].postgres += await postgres();
  }
  const app = mergeHalves(runs.app);
  const baseline = mergeHalves(runs.baseline);
  const perTransfer = (path: 'app' | 'baseline', result: ThroughputResult): CpuPerTransfer => ({
    node: cpu[path].node / Math.max(1, result.transfers),
    postgres: cpu[path].postgres / Math.max(1, result.transfers),
  });
  const cpuMsPerTransfer = { app: perTransfer('app', app), baseline: perTransfer('baseline', baseline) };
  const fmtCpu = (c: CpuPerTransfer) => `${c.node.toFixed(3)} ms node + ${c.postgres.toFixed(3)} ms PostgreSQL`;
  o.log(`  ${name} baseline: ${fmt(baseline)}; CPU per transfer ${fmtCpu(cpuMsPerTransfer.baseline)}`);
  o.log(`  ${name} app:      ${fmt(app)}; CPU per transfer ${fmtCpu(cpuMsPerTransfer.app)}`);
  o.log(`  ${name} ratio app/baseline: ${((app.perSecond / baseline.perSecond) * 100).toFixed(1)} %`);
  return { name, accounts, app, baseline, ratio: app.perSecond / baseline.perSecond, cpuMsPerTransfer };
}

export async function ledgerContext(url: string, poolSize: number): Promise<INestApplicationContext> {
  // The relay reads its retry policy from the configuration: the defaults, as an unconfigured server runs.
  // The checkpoint key derives from JWT_SECRET, which main.ts resolves for a real start: the bench names its own.
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'warn', JWT_SECRET: 'ledger-bench-secret-of-at-least-32-characters' });
  @Module({
    imports: [
      AppConfigModule.forRoot(config),
      BenchDatabaseModule.forRoot(url, ledgerEntities, poolSize),
      CqrsModule.forRoot(),
      ScheduleModule.forRoot(),
      OutboxModule,
      LedgerModule,
    ],
  })
  class LedgerBenchModule {}
  const app = await NestFactory.createApplicationContext(LedgerBenchModule, { logger: ['error', 'warn'] });
  await app.init();
  return app;
}

/**
 * 1,000,000 events in SQL: `accounts` streams of `perAccount` events each — opened, granted, then
 * transfers between paired accounts (both legs, summing to zero), with a reservation and its
 * release every ten events — hash-chained by a recursive CTE with the migration's
 * ledger_event_hash, and the matching projection rows. The audit must find it all consistent.
 */
async function generateHistory(orm: MikroORM, accounts: number, perAccount: number): Promise<void> {
  const connection = orm.em.getConnection();
  const id = (expr: string) => `('00000000-0000-4000-9000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`;
  await connection.execute(`set work_mem = '256MB'`);
  await connection.execute(`
    insert into ledger_events (id, account_id, sequence, type, amount_cents, balance_after_cents, reserved_after_cents, reservation_id,
      transfer_id, counterparty_id, idempotency_key, key_index, causation_id, correlation_id, actor_id, reason, created_at, prev_hash, hash)
    with recursive chain as (
      select g as i, 1 as k, ${id('g')} as account_id, ${id('case when g % 2 = 1 then g + 1 else g - 1 end')} as partner_id,
             case when g % 2 = 1 then g + 1 else g - 1 end as partner,
             md5('e-' || g || '-1')::uuid as event_id, 'ledger.account-opened'::text as type, 0::bigint as amount, 0::bigint as balance,
             0::bigint as reserved, null::text as reservation_id, null::uuid as transfer_id, null::uuid as counterparty_id,
             ('gen:' || g || ':1')::text as key, 0::smallint as key_index, timestamptz '2026-01-01T00:00:00Z' as created_at,
             '\\x${'00'.repeat(32)}'::bytea as prev_hash,
             ledger_event_hash('\\x${'00'.repeat(32)}'::bytea, md5('e-' || g || '-1')::uuid, ${id('g')}, 1, 'ledger.account-opened', 0, 0, 0,
               null, null, null, 'gen:' || g || ':1', 0::smallint, null, null, null, null, timestamptz '2026-01-01T00:00:00Z') as hash
        from generate_series(1, ${accounts}) g
      union all
      select c.i, n.k, c.account_id, c.partner_id, c.partner, n.event_id, n.type, n.amount, n.balance, n.reserved, n.reservation_id,
             n.transfer_id, n.counterparty_id, n.key, n.key_index, n.created_at, c.hash,
             ledger_event_hash(c.hash, n.event_id, c.account_id, n.k, n.type, n.amount, n.balance, n.reserved, n.reservation_id,
               n.transfer_id, n.counterparty_id, n.key, n.key_index, null, null, null, null, n.created_at)
        from chain c
        cross join lateral (
          select s.*, c.balance + case when s.type in ('ledger.credits-granted', 'ledger.credits-transferred-out', 'ledger.credits-transferred-in') then s.amount else 0 end as balance,
                 c.reserved + case s.type when 'ledger.credits-reserved' then s.amount when 'ledger.reservation-released' then -s.amount else 0 end as reserved
            from (
              select t.k, md5('e-' || c.i || '-' || t.k)::uuid as event_id, timestamptz '2026-01-01T00:00:00Z' + t.k * interval '1 millisecond' as created_at,
                     case when t.kind = 'grant' then 'ledger.credits-granted' when t.kind = 'reserve' then 'ledger.credits-reserved'
                          when t.kind = 'release' then 'ledger.reservation-released'
                          when t.sender then 'ledger.credits-transferred-out' else 'ledger.credits-transferred-in' end as type,
                     case when t.kind = 'grant' then 10000::bigint when t.kind in ('reserve', 'release') then 50::bigint
                          when t.sender then -100::bigint else 100::bigint end as amount,
                     case t.kind when 'reserve' then 'r' || t.k when 'release' then 'r' || (t.k - 1) end as reservation_id,
                     case when t.kind = 'transfer' then md5('t-' || least(c.i, c.partner) || '-' || t.k)::uuid end as transfer_id,
                     case when t.kind = 'transfer' then c.partner_id end as counterparty_id,
                     case when t.kind = 'transfer' then 'gen-t:' || least(c.i, c.partner) || ':' || t.k else 'gen:' || c.i || ':' || t.k end as key,
                     case when t.kind = 'transfer' and not t.sender then 1 else 0 end::smallint as key_index
                from (select c.k + 1 as k,
                             case when c.k + 1 = 2 then 'grant' when (c.k + 1) % 10 = 8 then 'reserve' when (c.k + 1) % 10 = 9 then 'release' else 'transfer' end as kind,
                             ((c.k + 1) % 2 = 0) = (c.i % 2 = 1) as sender) t
            ) s
        ) n
       where c.k < ${perAccount}
    )
    select event_id, account_id, k, type, amount, balance, reserved, reservation_id, transfer_id, counterparty_id, key, key_index,
           null, null, null, null, created_at, prev_hash, hash
      from chain`);
  await connection.execute(`
    insert into credit_balances (account_id, balance_cents, reserved_cents, version, last_sequence, last_hash, reservations)
    select account_id, balance_after_cents, reserved_after_cents, sequence, sequence, hash,
           case when reservation_id is not null and type = 'ledger.credits-reserved' then jsonb_build_object(reservation_id, amount_cents) else '{}'::jsonb end
      from ledger_events where sequence = ${perAccount}`);
  await connection.execute('analyze');
}

export async function runLedgerBench(serverUrl: string, o: LedgerBenchOptions): Promise<LedgerBenchResult> {
  let postgres = '';
  const scenarios = await withFreshDatabase(serverUrl, 'reagentswap_bench', async (url) => {
    const app = await ledgerContext(url, o.workers + 2);
    try {
      const orm = app.get<MikroORM>(MikroORM);
      const [{ version }] = await orm.em.getConnection().execute<{ version: string }[]>('select version()');
      postgres = version;
      o.log(`Transfers: ${o.accounts} accounts, ${o.workers} concurrent workers, ${o.seconds}s per path and scenario`);
      await fundAccounts(orm, o.accounts);
      const paths = {
        app: appTransfer(app.get(CommandBus)),
        baseline: baselineTransfer((await orm.em.getConnection().getNativeClient()) as Pool),
      };
      // The bench database's backends: the pool's, the relay's listener (and any autovacuum worker on it).
      const databasePids = async () =>
        (
          await orm.em
            .getConnection()
            .execute<{ pid: number }[]>(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)
        ).map((row) => row.pid);
      const results = [
        await scenario(`${o.accounts} accounts`, o.accounts, paths, o, databasePids),
        await scenario(`${o.hotAccounts} hot accounts`, o.hotAccounts, paths, o, databasePids),
      ];
      const report: AuditReport = await app.get(QueryBus).execute(new AuditLedgerQuery());
      o.log(`  audit after the transfer runs: ok=${report.ok}, ${report.checkedEvents} events, ${report.problemCount} problems`);
      if (!report.ok) throw new Error(`The ledger is inconsistent after the bench: ${JSON.stringify(report.problems.slice(0, 5))}`);
      return results;
    } finally {
      await app.close();
    }
  });

  const audit = await withFreshDatabase(serverUrl, 'reagentswap_bench_audit', async (url) => {
    const app = await ledgerContext(url, 4);
    try {
      const events = o.auditAccounts * o.auditEventsPerAccount;
      o.log(`Audit: generating ${events.toLocaleString('en')} events (${o.auditAccounts} accounts × ${o.auditEventsPerAccount}) in SQL…`);
      const g0 = performance.now();
      await generateHistory(app.get<MikroORM>(MikroORM), o.auditAccounts, o.auditEventsPerAccount);
      const generateSeconds = (performance.now() - g0) / 1000;
      o.log(`  generated in ${generateSeconds.toFixed(1)} s; auditing…`);
      const a0 = performance.now();
      const report: AuditReport = await app.get(QueryBus).execute(new AuditLedgerQuery());
      const auditSeconds = (performance.now() - a0) / 1000;
      o.log(
        `  audit of ${report.checkedEvents.toLocaleString('en')} events / ${report.checkedAccounts} accounts / ${report.checkedTransfers} transfers: ` +
          `${auditSeconds.toFixed(2)} s (${Math.round(report.checkedEvents / auditSeconds).toLocaleString('en')} events/s), ok=${report.ok}`,
      );
      if (!report.ok) o.log(`  first problems: ${JSON.stringify(report.problems.slice(0, 5))}`);
      return {
        events: report.checkedEvents,
        accounts: report.checkedAccounts,
        generateSeconds,
        auditSeconds,
        ok: report.ok,
        eventsPerSecond: report.checkedEvents / auditSeconds,
      };
    } finally {
      await app.close();
    }
  });
  return { scenarios, audit, postgres };
}
