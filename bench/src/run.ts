import 'reflect-metadata';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '#backend/shared/database/embedded-postgres.js';
import { runLedgerBench } from './ledger-bench.js';
import { runCatalogBench } from './catalog/catalog-bench.js';
import { printCatalogResult } from './catalog/print-catalog-result.js';
import { runSwapsBench } from './swaps-bench.js';
import { printSwapsResult } from './swaps-print.js';
import { runMessagingBench } from './messaging/messaging-bench.js';
import { printMessagingResult } from './messaging/print-messaging-result.js';
import { runWebBench } from './web/web-bench.js';
import { printWebResult } from './web/web-figures.js';
import { runIdleBench } from './idle/idle-bench.js';
import { printIdleResult } from './idle/print-idle-result.js';
import { ISSUE16_TARGETS, percent, verdict } from './issue16-targets.js';
import { loadAverage, machineLine } from './machine.js';

/**
 * `npm run bench` (after a build): benchmarks against a real PostgreSQL — DATABASE_URL when set,
 * else an embedded one under var/bench. Each bench works in a database of its own, created and
 * dropped here, never in the application's. Later issues add their benches to `benches`.
 *
 * One bench only: `npm run bench -- catalog` (or BENCH_ONLY=catalog). Knobs: BENCH_SECONDS (per
 * path and scenario, default 10), BENCH_WORKERS (16), BENCH_ACCOUNTS (10000), BENCH_AUDIT_EVENTS
 * (1000000); catalog: BENCH_REAGENTS (100000), BENCH_OWNERS (2000), BENCH_CONNECTIONS (16),
 * BENCH_DEEP_PAGES (50), BENCH_CSV_ROWS (10000), BENCH_IMAGES (16), BENCH_IMAGE_CONCURRENCY (2),
 * BENCH_APP_LOG_LEVEL (info, production's default), BENCH_APP_NODE_ARGS (e.g. `--cpu-prof
 * --cpu-prof-dir=var/prof` to profile the application's process); swaps: BENCH_MEMBERS (1000),
 * BENCH_SWAP_LISTINGS_PER_MEMBER (20), with BENCH_WORKERS as its clients and BENCH_SECONDS per path;
 * messaging: BENCH_SOCKETS (1000), BENCH_MESSAGE_RATE (500/s), BENCH_MESSAGE_LIGHT_RATE (50/s), BENCH_MESSAGING_SECONDS
 * (30), and REDIS_URL for the two-instance run; web: BENCH_URL (measure that server instead of
 * starting the build; no database is then needed), BENCH_WEB_PAGES (comma-separated parts of the
 * pages' paths to measure only those), BENCH_WEB_RUNS (Lighthouse runs per page, in rounds over
 * the pages, default 5; the table shows each page's median run and the runs' spread),
 * BENCH_WEB_REPORTS (a directory to keep every run's Lighthouse report in, as JSON), CHROME_PATH (/usr/bin/chromium); idle (the built server left
 * alone, its CPU and its database backends'): BENCH_IDLE_SETTLE_SECONDS (30: the start's own work — seeding, the collection of its garbage — runs about that long), BENCH_IDLE_SECONDS (60).
 * Each bench ends with its issue-16 targets, one line each: "<target>: <figure> — met | NOT met".
 */
const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const log = (line: string) => console.log(line);

const benches = {
  ledger: async (serverUrl: string) => {
    const auditEvents = env('BENCH_AUDIT_EVENTS', 1_000_000);
    const perAccount = 100;
    const result = await runLedgerBench(serverUrl, {
      accounts: env('BENCH_ACCOUNTS', 10_000),
      hotAccounts: 10,
      workers: env('BENCH_WORKERS', 16),
      warmupSeconds: env('BENCH_WARMUP_SECONDS', 2),
      seconds: env('BENCH_SECONDS', 10),
      auditAccounts: Math.max(2, Math.round(auditEvents / perAccount / 2) * 2),
      auditEventsPerAccount: perAccount,
      log,
    });
    log('');
    log('| scenario | path | transfers/s | p50 ms | p99 ms | app / baseline |');
    log('|---|---|---:|---:|---:|---:|');
    for (const s of result.scenarios) {
      log(
        `| ${s.name} | baseline (hand-written SQL) | ${s.baseline.perSecond.toFixed(0)} | ${s.baseline.p50Ms.toFixed(2)} | ${s.baseline.p99Ms.toFixed(2)} | |`,
      );
      log(
        `| ${s.name} | application (TransferCreditsCommand) | ${s.app.perSecond.toFixed(0)} | ${s.app.p50Ms.toFixed(2)} | ${s.app.p99Ms.toFixed(2)} | ${(s.ratio * 100).toFixed(1)} % |`,
      );
    }
    log('');
    log('Targets:');
    for (const s of result.scenarios) {
      const target = `ledger, ${s.name}, ≥ ${ISSUE16_TARGETS.ledgerMinRatio * 100} % of hand-written SQL`;
      log(`  ${verdict(target, percent(s.ratio), s.ratio >= ISSUE16_TARGETS.ledgerMinRatio)}`);
    }
    log('');
    log(`Audit of ${result.audit.events.toLocaleString('en')} events: ${result.audit.auditSeconds.toFixed(2)} s (ok=${result.audit.ok})`);
    log(`PostgreSQL: ${result.postgres}`);
    return result.scenarios.every((s) => s.app.failed === 0) && result.audit.ok;
  },
  catalog: async (serverUrl: string) => {
    const result = await runCatalogBench(serverUrl, {
      owners: env('BENCH_OWNERS', 2_000),
      reagents: env('BENCH_REAGENTS', 100_000),
      seconds: env('BENCH_SECONDS', 10),
      warmupSeconds: env('BENCH_WARMUP_SECONDS', 2),
      connections: env('BENCH_CONNECTIONS', 16),
      deepPages: env('BENCH_DEEP_PAGES', 50),
      csvRows: env('BENCH_CSV_ROWS', 10_000),
      images: env('BENCH_IMAGES', 16),
      imageConcurrency: env('BENCH_IMAGE_CONCURRENCY', 2),
      appLogLevel: process.env.BENCH_APP_LOG_LEVEL ?? 'info',
      appNodeArgs: (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean),
      log,
    });
    return printCatalogResult(result, log);
  },
  swaps: async (serverUrl: string) => {
    const result = await runSwapsBench(serverUrl, {
      members: env('BENCH_MEMBERS', 1_000),
      listingsPerMember: env('BENCH_SWAP_LISTINGS_PER_MEMBER', 20),
      clients: env('BENCH_WORKERS', 16),
      seconds: env('BENCH_SECONDS', 10),
      warmupSeconds: env('BENCH_WARMUP_SECONDS', 2),
      appLogLevel: process.env.BENCH_APP_LOG_LEVEL ?? 'info',
      appNodeArgs: (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean),
      log,
    });
    return printSwapsResult(result, log);
  },
  messaging: async (serverUrl: string) => {
    const result = await runMessagingBench(serverUrl, {
      members: env('BENCH_SOCKETS', 1_000),
      ratePerSecond: env('BENCH_MESSAGE_RATE', 500),
      lightRatePerSecond: env('BENCH_MESSAGE_LIGHT_RATE', 50),
      seconds: env('BENCH_MESSAGING_SECONDS', 30),
      warmupSeconds: env('BENCH_WARMUP_SECONDS', 2),
      redisUrl: process.env.REDIS_URL,
      appLogLevel: process.env.BENCH_APP_LOG_LEVEL ?? 'info',
      appNodeArgs: (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean),
      log,
    });
    return printMessagingResult(result, log);
  },
  web: async (serverUrl: string) => {
    const pages = await runWebBench(serverUrl, {
      benchUrl: process.env.BENCH_URL,
      only: (process.env.BENCH_WEB_PAGES ?? '').split(',').filter(Boolean),
      runs: env('BENCH_WEB_RUNS', 5),
      reportsDir: process.env.BENCH_WEB_REPORTS,
      log,
    });
    log('');
    return printWebResult(pages, log);
  },
  idle: async (serverUrl: string) => {
    const result = await runIdleBench(serverUrl, {
      settleSeconds: env('BENCH_IDLE_SETTLE_SECONDS', 30),
      seconds: env('BENCH_IDLE_SECONDS', 60),
      log,
    });
    return printIdleResult(result, log);
  },
};

async function main(): Promise<void> {
  const only = process.argv[2] ?? process.env.BENCH_ONLY;
  if (only && !(only in benches)) throw new Error(`Unknown bench '${only}' (known: ${Object.keys(benches).join(', ')})`);
  let embedded: EmbeddedDatabase | undefined;
  let serverUrl = process.env.DATABASE_URL;
  // The web bench against BENCH_URL measures a server that has its database already.
  const needsDatabase = !(only === 'web' && process.env.BENCH_URL);
  if (!serverUrl && needsDatabase) {
    embedded = await startEmbeddedPostgres('var/bench', env('BENCH_PG_PORT', 54369), 'postgres');
    serverUrl = embedded.url;
  }
  log(machineLine());
  if (needsDatabase) log(`PostgreSQL: ${embedded ? 'embedded (var/bench)' : 'DATABASE_URL'}`);
  log(`Load average at the start: ${loadAverage()}`);
  let ok = true;
  try {
    for (const [name, bench] of Object.entries(benches)) {
      if (only && only !== name) continue;
      log(`\n== ${name} ==`);
      // Unset only when the web bench alone runs against BENCH_URL, and it reads none then.
      ok = (await bench(serverUrl as string)) && ok;
    }
  } finally {
    log(`\nLoad average at the end: ${loadAverage()}`);
    await embedded?.stop();
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error('Bench failed:', error);
  process.exit(1);
});
