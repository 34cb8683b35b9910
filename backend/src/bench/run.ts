import 'reflect-metadata';
import { cpus, totalmem } from 'node:os';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../shared/database/embedded-postgres.js';
import { runLedgerBench } from './ledger-bench.js';

/**
 * `npm run bench` (after a build): benchmarks against a real PostgreSQL — DATABASE_URL when set,
 * else an embedded one under var/bench. Each bench works in a database of its own, created and
 * dropped here, never in the application's. Later issues add their benches to `benches`.
 *
 * Knobs: BENCH_SECONDS (per path and scenario, default 10), BENCH_WORKERS (16), BENCH_ACCOUNTS
 * (10000), BENCH_AUDIT_EVENTS (1000000), BENCH_ONLY (a bench name).
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
    log(`Audit of ${result.audit.events.toLocaleString('en')} events: ${result.audit.auditSeconds.toFixed(2)} s (ok=${result.audit.ok})`);
    log(`PostgreSQL: ${result.postgres}`);
    return result.scenarios.every((s) => s.app.failed === 0) && result.audit.ok;
  },
};

async function main(): Promise<void> {
  let embedded: EmbeddedDatabase | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres('var/bench', env('BENCH_PG_PORT', 54369), 'postgres');
    serverUrl = embedded.url;
  }
  const cpu = cpus();
  log(`Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
  log(`PostgreSQL: ${embedded ? 'embedded (var/bench)' : 'DATABASE_URL'}`);
  let ok = true;
  try {
    for (const [name, bench] of Object.entries(benches)) {
      if (process.env.BENCH_ONLY && process.env.BENCH_ONLY !== name) continue;
      log(`\n== ${name} ==`);
      ok = (await bench(serverUrl)) && ok;
    }
  } finally {
    await embedded?.stop();
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error('Bench failed:', error);
  process.exit(1);
});
