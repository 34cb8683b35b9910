import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Result } from 'lighthouse';
import { withFreshDatabase } from '../bench-database.js';
import { startBuiltServer } from './built-server.js';
import { CORRESPONDENT, demoIds, MEASURED_MEMBER, signIn, type DemoIds } from './demo-member.js';
import { chromePath, runLighthouse } from './lighthouse-page.js';
import { figuresFromLhr, type PageFigures } from './web-figures.js';

export interface WebBenchOptions {
  /** Measure this running server instead of starting the build (BENCH_URL). */
  benchUrl?: string;
  /** Only the pages whose path contains this (BENCH_WEB_PAGES, comma-separated). */
  only?: string[];
  /** Keep each page's full Lighthouse report (JSON) here, to read every diagnostic (BENCH_WEB_REPORTS). */
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

async function measure(baseUrl: string, options: WebBenchOptions, writeMessage: boolean): Promise<PageFigures[]> {
  const ids = await demoIds(baseUrl, writeMessage);
  const pages = measuredPages(ids).filter((p) => !options.only?.length || options.only.some((o) => p.label.includes(o)));
  options.log(`Pages of ${baseUrl}; members' pages signed in as ${MEASURED_MEMBER} (conversation with ${CORRESPONDENT})`);
  const figures: PageFigures[] = [];
  for (const page of pages) {
    const url = `${baseUrl}${page.path}`;
    let run = await runLighthouse(url, page.member ? await signIn(baseUrl, MEASURED_MEMBER) : undefined);
    // A loaded machine now and then loses the trace (NO_NAVSTART, NO_FCP); Lighthouse's advice is to run again.
    if (run.lhr.runtimeError) run = await runLighthouse(url, page.member ? await signIn(baseUrl, MEASURED_MEMBER) : undefined);
    const { lhr, observed } = run;
    if (!figures.length) options.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent}`);
    if (options.reportsDir) await keepReport(options.reportsDir, page.label, lhr);
    const f = figuresFromLhr(page.label, lhr, observed);
    f.error ??= wrongPage(lhr, url, page.member);
    options.log(
      `  ${page.label}: ${f.error ? `not measured (${f.error})` : `score ${f.score}, LCP ${Math.round(f.lcpMs)} ms, CLS ${f.cls.toFixed(3)}`}`,
    );
    figures.push(f);
  }
  return figures;
}

async function keepReport(dir: string, label: string, lhr: Result): Promise<void> {
  await mkdir(dir, { recursive: true });
  const name = label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  await writeFile(join(dir, `${name}.json`), JSON.stringify(lhr));
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
export async function runWebBench(databaseServerUrl: string | undefined, options: WebBenchOptions): Promise<PageFigures[]> {
  options.log(`Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) in ${chromePath()}`);
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
