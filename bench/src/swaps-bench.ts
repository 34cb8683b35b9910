import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { searchPathConnectionOptions } from '#backend/shared/database/module-schemas.js';
import { AuditLedgerQuery, type AuditReport } from '#backend/modules/ledger/index.js';
import { withFreshDatabase } from './bench-database.js';
import { cpuMsOf, databaseCpu } from './catalog/load.js';
import { benchAppEnvironment, startServerProcess, type ServerProcess } from './catalog/server-process.js';
import { appTransfer, drive, ledgerContext, mergeHalves, openFundedAccounts, type ThroughputResult } from './ledger-bench.js';
import { auditSwaps, type SwapAudit } from './swaps-audit.js';
import { COUNTER_OFFER_MIX, runSwapClients, signInAll, swapFigures, type SwapFigures, type SwapTraffic } from './swaps-clients.js';
import { seedSwapMembers } from './swaps-seed.js';

export interface SwapsBenchOptions {
  members: number;
  listingsPerMember: number;
  /** Concurrent HTTP clients of the swap runs, and workers of the bare-ledger runs. */
  clients: number;
  /** Per path (swaps, bare ledger), split in halves, ABBA. */
  seconds: number;
  warmupSeconds: number;
  /** The application's LOG_LEVEL; production's default (info) writes one line per request. */
  appLogLevel: string;
  /** Node flags for the application's process, e.g. `--cpu-prof --cpu-prof-dir=var/prof`. */
  appNodeArgs: string[];
  log: (line: string) => void;
}

export interface BareLedgerFigures extends ThroughputResult {
  /** CPU per transfer: this process (the ledger in-process, its driver included), and PostgreSQL's backends. */
  cpuMsPerTransfer: { node: number; postgres: number };
}

export interface SwapsBenchResult {
  members: number;
  clients: number;
  seedSeconds: number;
  signInSeconds: number;
  swaps: SwapFigures;
  ledger: BareLedgerFigures;
  /** Ledger commands (distinct idempotency keys) per completed swap: reserve + transfer = 2. */
  ledgerCommandsPerSwap: number;
  ranOut: boolean;
  /** What the application sent PostgreSQL for one swap (the relay and the event subscribers included). */
  statements: StatementFigures;
  /** Unmeasured, after the measured runs: swaps with counter-offer rounds in the mix (COUNTER_OFFER_MIX). */
  counterOfferMix: { seconds: number; completed: number; declined: number; errors: Record<string, number> };
  audit: { ok: boolean; events: number; problems: number };
  /** Every swap against the ledger: completed ones moved what they were agreed at, others nothing. */
  swapAudit: SwapAudit;
}

export interface StatementFigures {
  perSwap: number;
  /** The most frequent statements, literals stripped, per swap. */
  top: { statement: string; perSwap: number }[];
}

const PASSWORD = 'Bench!Member1';
const SWAPS_DATABASE = 'bench_swaps_scratch';
const LEDGER_DATABASE = 'bench_swaps_ledger_scratch';
/** Swaps run one after another while the application's statements are recorded. */
const STATEMENT_SAMPLE_SWAPS = 5;
/** The relay polls every second: wait that long and a bit after the last swap for its deliveries. */
const RELAY_SETTLE_MS = 1500;
/** How long the relay may take to deliver what the measured load left behind. */
const RELAY_BACKLOG_TIMEOUT_S = 180;
/** The counter-offer mix's run, before the audits. */
const COUNTER_OFFER_MIX_SECONDS = 5;

/**
 * Issue 9's bench: the full swap path (request → approve → complete) through the HTTP API of the
 * real application in a process of its own, `clients` concurrent clients among `members` members;
 * and in the same run the bare ledger's transfer rate (the ledger phase's application path,
 * TransferCreditsCommand in-process, same concurrency, as many accounts), in a database of its own.
 * The two alternate in halves (swaps, ledger, ledger, swaps) so drift on a shared machine hits both
 * alike. Then swaps with counter-offer rounds run unmeasured (issue 19), and the swaps database's
 * ledger is audited, and every swap against it.
 */
export function runSwapsBench(serverUrl: string, o: SwapsBenchOptions): Promise<SwapsBenchResult> {
  return withFreshDatabase(serverUrl, SWAPS_DATABASE, (swapsUrl) =>
    withFreshDatabase(serverUrl, LEDGER_DATABASE, async (ledgerUrl) => {
      const pool = new pg.Pool({ connectionString: swapsUrl, max: 1, ...searchPathConnectionOptions });
      const dataDir = await mkdtemp(join(tmpdir(), 'bench-swaps-'));
      let server: ServerProcess | undefined;
      let ledgerApp: INestApplicationContext | undefined;
      try {
        const seeded = performance.now();
        const { members, listings } = await seedSwapMembers(pool, {
          members: o.members,
          listingsPerMember: o.listingsPerMember,
          password: PASSWORD,
        });
        const seedSeconds = (performance.now() - seeded) / 1000;
        o.log(
          `Seeded ${members.length.toLocaleString('en')} members and ${listings.length.toLocaleString('en')} listings in ${seedSeconds.toFixed(1)} s`,
        );

        const app = await startServerProcess(
          new URL('./catalog/app-server.js', import.meta.url),
          {
            ...benchAppEnvironment(swapsUrl, dataDir, o.appLogLevel),
            // Every member signs in from this one address, and swaps many times a minute: the limits are not what is measured.
            AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
            WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
            // app-server.js also ensures this one member (unused here).
            BENCH_MEMBER_EMAIL: 'bench-member@bench.example',
            BENCH_MEMBER_PASSWORD: PASSWORD,
          },
          o.appNodeArgs,
        );
        server = app;
        const baseUrl = `http://127.0.0.1:${app.port}`;
        const signingIn = performance.now();
        const tokens = await signInAll(baseUrl, members, PASSWORD, o.clients);
        const signInSeconds = (performance.now() - signingIn) / 1000;
        o.log(`Signed ${tokens.size.toLocaleString('en')} members in over HTTP in ${signInSeconds.toFixed(1)} s`);

        ledgerApp = await ledgerContext(ledgerUrl, o.clients + 2);
        await openFundedAccounts(ledgerApp.get<MikroORM>(MikroORM).em.getConnection(), o.members);
        const transfer = appTransfer(ledgerApp.get(CommandBus));

        const pidsOf = (database: string) => async () =>
          (
            await pool.query<{ pid: number }>(`select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [database])
          ).rows.map((r) => r.pid);
        const traffic: SwapTraffic = { baseUrl, members, tokens, listings };
        const swapRun = async (seconds: number) => {
          const node = cpuMsOf(app.pid);
          const postgres = await databaseCpu({ databasePids: pidsOf(SWAPS_DATABASE) });
          const samples = await runSwapClients(traffic, o.clients, seconds);
          return { samples, cpu: { node: cpuMsOf(app.pid) - node, postgres: await postgres() } };
        };
        const ledgerRun = async (seconds: number) => {
          const node = process.cpuUsage();
          const postgres = await databaseCpu({ databasePids: pidsOf(LEDGER_DATABASE) });
          const result = await drive(transfer, o.members, o.clients, seconds);
          const used = process.cpuUsage(node);
          return { result, cpu: { node: (used.user + used.system) / 1000, postgres: await postgres() } };
        };

        o.log(
          `  ${o.clients} clients, ${o.seconds}s per path in halves (swaps, ledger, ledger, swaps) after a ${o.warmupSeconds}s warm-up of each…`,
        );
        if (o.warmupSeconds > 0) {
          await swapRun(o.warmupSeconds);
          await ledgerRun(o.warmupSeconds);
        }
        const half = o.seconds / 2;
        await untilRelayIdle(pool); // the warm-up's events are not the measured swaps'
        // The relay delivers the swaps' events partly during the ledger halves and after the last
        // swap half, unmeasured by swapRun: this counts the application's CPU through to the end of it.
        const wholeNode = cpuMsOf(app.pid);
        const wholePostgres = await databaseCpu({ databasePids: pidsOf(SWAPS_DATABASE) });
        const s1 = await swapRun(half);
        const l1 = await ledgerRun(half);
        const l2 = await ledgerRun(half);
        const s2 = await swapRun(half);
        // Under load the relay falls behind (each swap's events mean eight deliveries); recording
        // before it caught up would count that backlog's statements as the sample's.
        const backlogSeconds = await untilRelayIdle(pool);
        const measured = s1.samples.completed + s2.samples.completed;
        o.log(
          `  the relay delivered the load's backlog ${backlogSeconds.toFixed(1)} s after the clients stopped; CPU per swap, its ` +
            `event deliveries included: ${((cpuMsOf(app.pid) - wholeNode) / measured).toFixed(1)} ms node + ` +
            `${((await wholePostgres()) / measured).toFixed(1)} ms PostgreSQL`,
        );
        const statements = await statementsPerSwap(app, traffic, STATEMENT_SAMPLE_SWAPS);
        const mix = await runSwapClients(traffic, o.clients, COUNTER_OFFER_MIX_SECONDS, COUNTER_OFFER_MIX);
        await untilRelayIdle(pool);
        o.log(`  with counter-offers in the mix: ${mix.completed} swaps completed, ${mix.declined} declined`);
        await app.stop(); // before the audit: nothing may write while it reads

        const swaps = swapFigures([s1, s2]);
        const ledgerResult = mergeHalves([l1.result, l2.result]);
        const ledger: BareLedgerFigures = {
          ...ledgerResult,
          cpuMsPerTransfer: {
            node: (l1.cpu.node + l2.cpu.node) / ledgerResult.transfers,
            postgres: (l1.cpu.postgres + l2.cpu.postgres) / ledgerResult.transfers,
          },
        };
        o.log(
          `  swaps: ${swaps.perSecond.toFixed(1)}/s (${swaps.completed} completed); bare ledger: ${ledger.perSecond.toFixed(0)} transfers/s`,
        );
        return {
          members: members.length,
          clients: o.clients,
          seedSeconds,
          signInSeconds,
          swaps,
          ledger,
          ledgerCommandsPerSwap: await ledgerCommandsPerCompletedSwap(pool),
          ranOut: s1.samples.ranOut || s2.samples.ranOut,
          statements,
          counterOfferMix: { seconds: mix.seconds, completed: mix.completed, declined: mix.declined, errors: mix.errors },
          audit: await auditLedger(swapsUrl),
          swapAudit: await auditSwaps(pool),
        };
      } finally {
        await server?.stop();
        await ledgerApp?.close();
        await pool.end();
        await rm(dataDir, { recursive: true, force: true });
      }
    }),
  );
}

/**
 * Records every statement the application's `pg` clients send (catalog/app-server.ts) while `n`
 * swaps run one after another, then until the relay has delivered their events. Not during a
 * measurement: the recording wraps every query.
 */
async function statementsPerSwap(app: ServerProcess, traffic: SwapTraffic, n: number): Promise<StatementFigures> {
  await app.ask({ type: 'capture-start' }, 'capturing');
  const sample = await runSwapClients({ ...traffic, listings: traffic.listings.splice(-n) }, 1, Number.POSITIVE_INFINITY);
  await new Promise((resolve) => setTimeout(resolve, RELAY_SETTLE_MS));
  const { queries } = await app.ask({ type: 'capture-stop' }, 'captured');
  if (sample.completed !== n)
    throw new Error(`Recording statements: ${sample.completed} of ${n} swaps completed (${JSON.stringify(sample.errors)})`);
  const counts = new Map<string, number>();
  for (const query of queries) {
    const statement = query.text
      .replace(/\s+/g, ' ')
      .replace(/'(?:[^']|'')*'/g, '?')
      .trim()
      .slice(0, 90);
    counts.set(statement, (counts.get(statement) ?? 0) + 1);
  }
  return {
    perSwap: queries.length / n,
    top: [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([statement, count]) => ({ statement, perSwap: count / n })),
  };
}

/** Waits until every outbox row is fanned out and every delivery attempted; returns the seconds it took. */
async function untilRelayIdle(pool: pg.Pool): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { rows } = await pool.query<{ open: string }>(
      `select (select count(*) from outbox where dispatched_at is null)
            + (select count(*) from event_deliveries where status = 'pending' and attempts = 0) as open`,
    );
    const seconds = (performance.now() - started) / 1000;
    if (Number(rows[0]!.open) === 0) return seconds;
    if (seconds > RELAY_BACKLOG_TIMEOUT_S)
      throw new Error(`The relay still had ${rows[0]!.open} rows to deliver after ${seconds.toFixed(0)} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What the swaps actually asked of the ledger: its commands (idempotency keys `swap:{id}:…`) per completed swap. */
async function ledgerCommandsPerCompletedSwap(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ commands: string; swaps: string }>(`
    select (select count(distinct e.idempotency_key)
              from ledger_events e join swap_requests s on s.id::text = split_part(e.idempotency_key, ':', 2)
             where e.idempotency_key like 'swap:%' and s.status = 'completed') as commands,
           (select count(*) from swap_requests where status = 'completed') as swaps`);
  return Number(rows[0]!.commands) / Number(rows[0]!.swaps);
}

/** The ledger the swaps moved credits in must be consistent: hash chains, rules, balances, transfer pairs. */
async function auditLedger(url: string): Promise<SwapsBenchResult['audit']> {
  const context = await ledgerContext(url, 2);
  try {
    const report: AuditReport = await context.get(QueryBus).execute(new AuditLedgerQuery());
    return { ok: report.ok, events: report.checkedEvents, problems: report.problemCount };
  } finally {
    await context.close();
  }
}
