import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { ListingCount } from '@reagentswap/contracts';
import pg from 'pg';
import { searchPathConnectionOptions } from '#backend/shared/database/module-schemas.js';
import { BROTLI_QUALITY } from '#backend/shared/http/compress-responses.js';
import { ormOptions } from '#backend/shared/database/orm-options.js';
import { withFreshDatabase } from '../bench-database.js';
import { ISSUE16_TARGETS } from '../issue16-targets.js';
import { alternate, figuresOf, fixedRate, saturate, type LoadFigures, type Target } from './load.js';
import { seedCatalog } from './seed-catalog.js';
import { benchAppEnvironment, startServerProcess, type CapturedStatement, type ServerProcess } from './server-process.js';
import { importCsv, inventoryCsv, twelveMegapixelJpeg, uploadImages, type CsvImportFigures, type ImageUploadFigures } from './uploads.js';

export interface CatalogBenchOptions {
  owners: number;
  reagents: number;
  /** Per path, per run kind (fixed rate, saturation); split in halves, ABBA. */
  seconds: number;
  warmupSeconds: number;
  /** Concurrent clients of the saturation runs. */
  connections: number;
  deepPages: number;
  csvRows: number;
  images: number;
  imageConcurrency: number;
  /** The application's LOG_LEVEL; production's default (info) writes one line per request. */
  appLogLevel: string;
  /** Node flags for the application's process (e.g. --cpu-prof). */
  appNodeArgs: string[];
  log: (line: string) => void;
}

export interface ScenarioFigures {
  name: string;
  path: string;
  rate: number;
  p99TargetMs: number;
  /** What the app's PostgreSQL session ran for one such request: catalog statements and all statements. */
  catalogStatements: number;
  statements: number;
  /** The answer's JSON as sent to a client that takes no compression, app and baseline, and the app's at its brotli quality (what a browser receives). */
  responseBytes: { app: number; baseline: number; appBrotli: number };
  matches?: number;
  explain: { planningMs: number; executionMs: number };
  fixed: { app: LoadFigures; baseline: LoadFigures };
  saturated: { app: LoadFigures; baseline: LoadFigures; ratio: number };
}

export interface CatalogBenchResult {
  seedSeconds: number;
  poolSize: number;
  scenarios: ScenarioFigures[];
  csv: CsvImportFigures;
  images: ImageUploadFigures;
}

export const MEMBER = { email: 'bench-member@bench.example', password: 'Bench!Member1' };
const DATABASE = 'bench_catalog_scratch';
/** The application's pool (DatabaseModule uses ormOptions' default); the baseline gets the same. */
export const APP_POOL_SIZE = (ormOptions('postgres://localhost/unused', []).pool as { max: number }).max;
const SEARCH_TERM = 'acet';
const NOTHING_TERM = 'zebrafish';

/**
 * Seeds a catalog, starts the real application and a bare baseline server, each in a process of
 * its own, and measures browse, a deep page and search on both: open-loop at the issue's fixed
 * rates for latency, closed-loop (autocannon) for the throughput ratio. Then a 10,000-row CSV
 * import and 12-megapixel image uploads through the application's HTTP paths.
 */
export function runCatalogBench(serverUrl: string, options: CatalogBenchOptions): Promise<CatalogBenchResult> {
  return withFreshDatabase(serverUrl, DATABASE, async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: 1, ...searchPathConnectionOptions });
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-catalog-'));
    const servers: ServerProcess[] = [];
    try {
      const seeded = performance.now();
      await seedCatalog({ execute: (sql) => pool.query(sql) }, { owners: options.owners, reagents: options.reagents });
      const seedSeconds = (performance.now() - seeded) / 1000;
      options.log(
        `Seeded ${options.reagents.toLocaleString('en')} reagents from ${options.owners.toLocaleString('en')} owners in ${seedSeconds.toFixed(1)} s`,
      );

      const app = await startServerProcess(
        new URL('./app-server.js', import.meta.url),
        {
          ...benchAppEnvironment(url, dataDir, options.appLogLevel),
          // One member uploads every image of the run: the per-member write limit is not what is measured.
          WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
          BENCH_MEMBER_EMAIL: MEMBER.email,
          BENCH_MEMBER_PASSWORD: MEMBER.password,
        },
        options.appNodeArgs,
      );
      servers.push(app);
      const baseline = await startServerProcess(new URL('./baseline-server.js', import.meta.url), {
        DATABASE_URL: url,
        BENCH_POOL_SIZE: String(APP_POOL_SIZE),
      });
      servers.push(baseline);
      const appUrl = `http://127.0.0.1:${app.port}`;
      const token = await signIn(appUrl);
      const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };

      const deepCursor = await cursorAfter(appUrl, headers, options.deepPages);
      const browse = ISSUE16_TARGETS.browse;
      const plans = [
        { name: 'browse, first page', path: '/api/reagents', rate: browse.ratePerSecond, p99TargetMs: browse.p99Ms },
        {
          name: `browse, page ${options.deepPages + 1}`,
          path: `/api/reagents?cursor=${deepCursor}`,
          rate: browse.ratePerSecond,
          p99TargetMs: browse.p99Ms,
        },
        { name: `search '${SEARCH_TERM}'`, path: `/api/reagents?search=${SEARCH_TERM}`, rate: 200, p99TargetMs: 100, search: SEARCH_TERM },
        {
          name: `search '${NOTHING_TERM}' (no match)`,
          path: `/api/reagents?search=${NOTHING_TERM}`,
          rate: 200,
          p99TargetMs: 100,
          search: NOTHING_TERM,
        },
      ];

      // The SQL the application sends for each path, captured from its pg clients: the baseline runs exactly that.
      const captured = new Map<string, { catalog: CapturedStatement[]; all: CapturedStatement[] }>();
      for (const plan of plans) {
        captured.set(plan.path, await captureStatements(app, appUrl + plan.path, headers));
      }
      const routes = Object.fromEntries(plans.map((p) => [p.path, onlyStatement(p.path, captured.get(p.path)!.catalog)]));
      await baseline.ask({ type: 'routes', routes }, 'routes-set');
      const baselineUrl = `http://127.0.0.1:${baseline.port}`;
      for (const plan of plans) await assertSameFirstRow(appUrl + plan.path, baselineUrl + plan.path, headers);

      // Runs are sequential, so the database's backends are busy only for the server under load.
      const databasePids = async () =>
        (
          await pool.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          )
        ).rows.map((r) => r.pid);
      const scenarios: ScenarioFigures[] = [];
      for (const plan of plans) {
        const appTarget: Target = { url: appUrl + plan.path, headers, pid: app.pid, databasePids };
        const baselineTarget: Target = { url: baselineUrl + plan.path, headers, pid: baseline.pid, databasePids };
        options.log(`  ${plan.name}: ${plan.rate} req/s fixed, then ${options.connections} connections flat out…`);
        const fixed = await alternate(
          (t, s) => fixedRate(t, plan.rate, s),
          baselineTarget,
          appTarget,
          options.seconds,
          options.warmupSeconds,
        );
        const flat = await alternate(
          (t, s) => saturate(t, options.connections, s),
          baselineTarget,
          appTarget,
          options.seconds,
          options.warmupSeconds,
        );
        const saturatedApp = figuresOf(flat.app, false);
        const saturatedBaseline = figuresOf(flat.baseline, false);
        const statements = captured.get(plan.path)!;
        scenarios.push({
          name: plan.name,
          path: plan.path,
          rate: plan.rate,
          p99TargetMs: plan.p99TargetMs,
          catalogStatements: statements.catalog.length,
          statements: statements.all.length,
          responseBytes: await responseBytes(appUrl + plan.path, baselineUrl + plan.path, headers),
          matches: plan.search ? await countMatches(appUrl, headers, plan.search) : undefined,
          explain: await explain(pool, routes[plan.path]!),
          fixed: { app: figuresOf(fixed.app, true), baseline: figuresOf(fixed.baseline, true) },
          saturated: { app: saturatedApp, baseline: saturatedBaseline, ratio: saturatedApp.perSecond / saturatedBaseline.perSecond },
        });
      }

      options.log(`  CSV import of ${options.csvRows.toLocaleString('en')} rows…`);
      const csv = await importCsv(appUrl, token, inventoryCsv(options.csvRows), options.csvRows);
      options.log(`  ${options.images} image uploads of a 12-megapixel JPEG, ${options.imageConcurrency} at a time…`);
      const jpeg = await twelveMegapixelJpeg();
      const images = await uploadImages(appUrl, token, jpeg, csv.createdIds.slice(0, options.images), options.imageConcurrency);
      return { seedSeconds, poolSize: APP_POOL_SIZE, scenarios, csv: { ...csv, createdIds: [] }, images };
    } finally {
      for (const server of servers) await server.stop();
      await pool.end();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}

export async function signIn(appUrl: string): Promise<string> {
  const res = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  if (!res.ok) throw new Error(`Sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

/** Follows nextCursor from the first page, `pages` times: the cursor of page pages + 1. */
export async function cursorAfter(appUrl: string, headers: Record<string, string>, pages: number): Promise<string> {
  let cursor: string | null = null;
  for (let i = 0; i < pages; i++) {
    const page: { nextCursor: string | null } = await getJson(`${appUrl}/api/reagents${cursor ? `?cursor=${cursor}` : ''}`, headers);
    if (!page.nextCursor) throw new Error(`The catalog ran out of pages after ${i + 1}`);
    cursor = page.nextCursor;
  }
  return cursor!;
}

/** Every statement the app's sessions sent while answering one request (background work included). */
export async function captureStatements(app: ServerProcess, url: string, headers: Record<string, string>) {
  await app.ask({ type: 'capture-start' }, 'capturing');
  await getJson(url, headers);
  const { queries } = await app.ask({ type: 'capture-stop' }, 'captured');
  return { catalog: queries.filter((q) => /\bfrom reagents\b/.test(q.text)), all: queries };
}

export function onlyStatement(path: string, statements: CapturedStatement[]): CapturedStatement {
  if (statements.length !== 1) throw new Error(`${path}: expected one catalog statement per page, the app sent ${statements.length}`);
  return statements[0]!;
}

/** The baseline answers the same rows: its first row is the app's first item. */
async function assertSameFirstRow(appUrl: string, baselineUrl: string, headers: Record<string, string>): Promise<void> {
  const app: { items: { id: string }[] } = await getJson(appUrl, headers);
  const baseline: { items: { id: string }[] } = await getJson(baselineUrl, headers);
  if (app.items[0]?.id !== baseline.items[0]?.id || baseline.items.length < app.items.length) {
    throw new Error(`${appUrl}: the baseline's rows differ from the application's`);
  }
}

/** Deterministic per request, unlike the timings: how many bytes each server answers the path with. */
async function responseBytes(appUrl: string, baselineUrl: string, headers: Record<string, string>) {
  const body = async (url: string) => {
    const res = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  };
  const app = await body(appUrl);
  const appBrotli = brotliCompressSync(app, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length;
  return { app: app.length, baseline: (await body(baselineUrl)).length, appBrotli };
}

async function countMatches(appUrl: string, headers: Record<string, string>, search: string): Promise<number> {
  const { total } = await getJson<ListingCount>(`${appUrl}/api/reagents/count?search=${encodeURIComponent(search)}`, headers);
  return total;
}

/** PostgreSQL's own timing of the statement (warm cache), to tell the database's share from the server's. */
/** Planning and execution time of the statement as PostgreSQL first sees it (a prepared one is planned like this once per connection). */
async function explain(pool: pg.Pool, { text, values }: CapturedStatement): Promise<{ planningMs: number; executionMs: number }> {
  await pool.query(text, values);
  const { rows } = await pool.query<{ 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }] }>(
    `explain (analyze, format json) ${text}`,
    values,
  );
  const [plan] = rows[0]!['QUERY PLAN'];
  return { planningMs: plan['Planning Time'], executionMs: plan['Execution Time'] };
}
