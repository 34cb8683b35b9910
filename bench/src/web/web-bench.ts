import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Result } from 'lighthouse';
import { withFreshDatabase } from '../bench-database.js';
import { startBuiltServer } from './built-server.js';
import { CORRESPONDENT, demoIds, MEASURED_MEMBER, signIn, type DemoIds } from './demo-member.js';
import { chromePath, runLighthouse } from './lighthouse-page.js';
import { loadAverage } from '../machine.js';
import { figuresFromLhr, pageRuns, type PageFigures, type PageRuns } from './web-figures.js';

export interface WebBenchOptions {
  /** Measure this running server instead of starting the build (BENCH_URL). */
  benchUrl?: string;
  /** Only the pages whose path contains this (BENCH_WEB_PAGES, comma-separated). */
  only?: string[];
  /** Lighthouse runs per page (BENCH_WEB_RUNS): the table shows each page's median run. */
  runs: number;
  /** Keep every run's full Lighthouse report (JSON) here, to read every diagnostic (BENCH_WEB_REPORTS). */
  reportsDir?: string;
  log: (line: string) => void;
}

interface MeasuredPage {
  /** As the table shows it: ids stand as {id}. */
  label: string;
  path: string;
  member: boolean;
}

/** Issue 15's pages: what a guest opens first, and a returning member's everyday pages. */
export function measuredPages(ids: DemoIds): MeasuredPage[] {
  const guest = (path: string, label = path) => ({ label, path, member: false });
  const member = (path: string, label = path) => ({ label: `${label} (member)`, path, member: true });
  return [
    guest('/'),
    guest(`/reagents/${ids.reagentId}`, '/reagents/{id}'),
    guest('/login'),
    guest('/register'),
    guest('/help'),
    member('/dashboard'),
    member('/reagents'),
    member('/my-reagents'),
    member('/messages'),
    member(`/conversation/${ids.correspondentId}`, '/conversation/{userId}'),
  ];
}

/**
 * Each page `options.runs` times, in rounds that take every page once, so a burst of load on the
 * shared machine lands on one run of several pages rather than on every run of one page.
 */
async function measure(baseUrl: string, options: WebBenchOptions, writeMessage: boolean): Promise<PageRuns[]> {
  const ids = await demoIds(baseUrl, writeMessage);
  const pages = measuredPages(ids).filter((p) => !options.only?.length || options.only.some((o) => p.label.includes(o)));
  options.log(`Pages of ${baseUrl}; members' pages signed in as ${MEASURED_MEMBER} (conversation with ${CORRESPONDENT})`);
  const figures = pages.map((): PageFigures[] => []);
  for (let round = 1; round <= options.runs; round++) {
    options.log(`Round ${round} of ${options.runs} (load average ${loadAverage()})`);
    for (const [i, page] of pages.entries()) {
      const f = await measureOnce(baseUrl, page, options, round, round === 1 && i === 0);
      options.log(
        `  ${page.label}: ${f.error ? `not measured (${f.error})` : `score ${f.score}, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}`}`,
      );
      figures[i]!.push(f);
    }
  }
  return figures.map(pageRuns);
}

async function measureOnce(
  baseUrl: string,
  page: MeasuredPage,
  options: WebBenchOptions,
  round: number,
  first: boolean,
): Promise<PageFigures> {
  const url = `${baseUrl}${page.path}`;
  let run = await runLighthouse(url, page.member ? await signIn(baseUrl, MEASURED_MEMBER) : undefined);
  // A loaded machine now and then loses the trace (NO_NAVSTART, NO_FCP); Lighthouse's advice is to run again.
  if (run.lhr.runtimeError) run = await runLighthouse(url, page.member ? await signIn(baseUrl, MEASURED_MEMBER) : undefined);
  const { lhr, observed } = run;
  if (first) options.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent}`);
  if (options.reportsDir) await keepReport(options.reportsDir, page.label, round, lhr);
  const f = figuresFromLhr(page.label, lhr, observed);
  f.error ??= wrongPage(lhr, url, page.member);
  return f;
}

/** `<page>.round-<n>.json`, e.g. `conversation-userId-member.round-2.json`. */
async function keepReport(dir: string, label: string, round: number, lhr: Result): Promise<void> {
  await mkdir(dir, { recursive: true });
  const name = label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  await writeFile(join(dir, `${name}.round-${round}.json`), JSON.stringify(lhr));
}

/**
 * Guards the figures against measuring the wrong thing: a page that ended elsewhere (a guard's
 * redirect) or a member's page whose session was not restored (it would show a guest's prompt).
 */
function wrongPage(lhr: Result, url: string, member: boolean): string | null {
  const ended = new URL(lhr.finalDisplayedUrl);
  if (ended.pathname !== new URL(url).pathname) return `ended on ${ended.pathname}`;
  if (!member) return null;
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] } | undefined)?.items ?? [];
  const refresh = requests.find((r) => new URL(r.url).pathname === '/api/auth/refresh');
  return refresh?.statusCode === 200 ? null : `session not restored (refresh: ${refresh?.statusCode ?? 'not sent'})`;
}

/**
 * `npm run bench -- web`: Lighthouse over the built application. Without BENCH_URL it starts
 * dist/backend/main.js itself over a fresh database on `databaseServerUrl` (demo data seeded at
 * start, as `npm start` does), so the measured data is always the same.
 */
export async function runWebBench(databaseServerUrl: string | undefined, options: WebBenchOptions): Promise<PageRuns[]> {
  if (!Number.isInteger(options.runs) || options.runs < 1)
    throw new Error(`BENCH_WEB_RUNS must be a whole number ≥ 1, not ${options.runs}`);
  options.log(`Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) in ${chromePath()}, ${options.runs} runs per page`);
  if (options.benchUrl) return measure(options.benchUrl.replace(/\/$/, ''), options, false);
  if (!databaseServerUrl) throw new Error('The web bench needs a database server or BENCH_URL');
  return withFreshDatabase(databaseServerUrl, 'bench_web_scratch', async (databaseUrl) => {
    const server = await startBuiltServer(databaseUrl, 'var/bench/web');
    try {
      return await measure(server.baseUrl, options, true);
    } finally {
      await server.stop();
    }
  });
}
