import type { Result } from 'lighthouse';
import type { ObservedPaint } from './observed-shifts.js';

/** Issue 15's targets for every page, on the project's 2-core machine when quiet. */
export const WEB_TARGETS = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 } as const;

/** What the bench reports of one Lighthouse run (one page). */
export interface PageFigures {
  page: string;
  /** 0–100; null when Lighthouse could not score the page (its runtime error is in `error`). */
  score: number | null;
  fcpMs: number;
  lcpMs: number;
  /** Time to Interactive: no longer in the score, but one of the two metrics the median run is chosen by. */
  ttiMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes over the wire (compressed where the server compressed), all resources. */
  totalBytes: number;
  scriptBytes: number;
  /** Lighthouse's own CPU speed estimate: lower than usual means a loaded machine. */
  benchmarkIndex: number | null;
  /** Diagnostics: where the LCP came from and what moved; `observed` when Lighthouse's audits failed (see observed-shifts.ts). */
  lcpElement: string | null;
  layoutShifts: { element: string; score: number }[];
  diagnosticsFrom: 'lighthouse' | 'observed';
  /** null: Lighthouse could not tell. */
  renderBlocking: string[] | null;
  error: string | null;
}

type Item = Record<string, unknown>;

const failed = (lhr: Result, audit: string) => !lhr.audits[audit] || lhr.audits[audit].scoreDisplayMode === 'error';
const numeric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** A table's rows, or the rows of the first table inside a list (the LCP element audit nests one). */
function tableItems(lhr: Result, audit: string): Item[] {
  const details = lhr.audits[audit]?.details as { type?: string; items?: unknown[] } | undefined;
  if (!details?.items) return [];
  if (details.type === 'list') {
    const table = details.items.find((item) => (item as { type?: string }).type === 'table') as { items?: unknown[] } | undefined;
    return (table?.items ?? []) as Item[];
  }
  return details.items as Item[];
}

/** How a page element shows in the report: its selector and the start of its markup. */
function describeNode(node: unknown): string {
  const { selector, snippet, nodeLabel } = (node ?? {}) as { selector?: string; snippet?: string; nodeLabel?: string };
  const label = nodeLabel ? ` "${nodeLabel.slice(0, 40)}"` : '';
  return `${selector ?? snippet ?? 'unknown element'}${label}`;
}

export function figuresFromLhr(page: string, lhr: Result, observed?: ObservedPaint): PageFigures {
  const score = lhr.categories.performance?.score;
  const script = tableItems(lhr, 'resource-summary').find((row) => row.resourceType === 'script');
  const lcpNode = tableItems(lhr, 'largest-contentful-paint-element')[0]?.node;
  const fromLighthouse = {
    lcpElement: lcpNode ? describeNode(lcpNode) : null,
    layoutShifts: tableItems(lhr, 'layout-shifts').map((row) => ({ element: describeNode(row.node), score: Number(row.score) })),
    diagnosticsFrom: 'lighthouse' as const,
  };
  const lighthouseFailed = failed(lhr, 'largest-contentful-paint-element') || failed(lhr, 'layout-shifts');
  return {
    page,
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    ttiMs: numeric(lhr, 'interactive'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    scriptBytes: typeof script?.transferSize === 'number' ? script.transferSize : Number.NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    ...(lighthouseFailed && observed ? { ...observed, diagnosticsFrom: 'observed' as const } : fromLighthouse),
    renderBlocking: failed(lhr, 'render-blocking-resources')
      ? null
      : tableItems(lhr, 'render-blocking-resources').map((row) => String(row.url)),
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

/** The targets a page misses, in words; empty when it meets them all. */
export function missedTargets(f: PageFigures): string[] {
  if (f.error || f.score === null) return ['not measured'];
  const missed: string[] = [];
  if (f.score < WEB_TARGETS.score) missed.push(`score ${f.score} < ${WEB_TARGETS.score}`);
  if (!(f.lcpMs <= WEB_TARGETS.lcpMs)) missed.push(`LCP ${Math.round(f.lcpMs)} ms > ${WEB_TARGETS.lcpMs} ms`);
  if (!(f.tbtMs <= WEB_TARGETS.tbtMs)) missed.push(`TBT ${Math.round(f.tbtMs)} ms > ${WEB_TARGETS.tbtMs} ms`);
  if (!(f.cls <= WEB_TARGETS.cls)) missed.push(`CLS ${f.cls.toFixed(3)} > ${WEB_TARGETS.cls}`);
  return missed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The run that stands for a page: the one closest to the median FCP and the median TTI together
 * (Euclidean distance; ties go to the lower TTI), as Lighthouse's own `computeMedianRun`
 * (core/lib/median-run.js) and its variability guide choose it. Not the median score: the score
 * is a weighted sum of metrics that each swing on their own, and the median of each metric would
 * be a page no run showed — the run keeps score, metrics and diagnostics of one load together.
 * FCP and TTI are the load's first and last moments. Only measured runs count.
 */
export function medianRun(runs: PageFigures[]): PageFigures | null {
  const measured = runs.filter((r) => !r.error && r.score !== null);
  if (!measured.length) return null;
  const fcp = median(measured.map((r) => r.fcpMs));
  const tti = median(measured.map((r) => r.ttiMs));
  const distance = (r: PageFigures) => (r.fcpMs - fcp) ** 2 + (r.ttiMs - tti) ** 2;
  return [...measured].sort((a, b) => distance(a) - distance(b) || a.ttiMs - b.ttiMs)[0]!;
}

/** A page over every run of the bench: the median run and how far the runs spread. */
export interface PageRuns {
  page: string;
  /** null when no run was measured. */
  median: PageFigures | null;
  runs: PageFigures[];
  /** Lowest and highest over the measured runs. */
  spread: { score: [number, number]; tbtMs: [number, number] } | null;
}

export function pageRuns(runs: PageFigures[]): PageRuns {
  const measured = runs.filter((r) => !r.error && r.score !== null);
  const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];
  return {
    page: runs[0]?.page ?? '',
    median: medianRun(runs),
    runs,
    spread: measured.length ? { score: range(measured.map((r) => r.score!)), tbtMs: range(measured.map((r) => r.tbtMs)) } : null,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KiB`;

/** Lowest–highest, rounded as the table's own columns print them (no thousands separator). */
function span([low, high]: [number, number], unit = ''): string {
  const [from, to] = [Math.round(low), Math.round(high)];
  return from === to ? `${from}${unit}` : `${from}–${to}${unit}`;
}

/**
 * The table (markdown, as docs/benchmarks.md has it: each page's median run, then the spread of
 * its runs) and the median run's diagnostics. A page's runs are its rounds in order. True when
 * every run of every page was measured; missed targets are reported, not failures of the run.
 */
export function printWebResult(pages: PageRuns[], log: (line: string) => void): boolean {
  log('| page | runs | perf score | FCP | LCP | TBT | CLS | bytes sent | of it JavaScript | score min–max | TBT min–max | verdict |');
  log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const { page, median: f, runs, spread } of pages) {
    const measured = runs.filter((r) => !r.error && r.score !== null).length;
    const count = measured === runs.length ? `${runs.length}` : `${measured} of ${runs.length}`;
    if (!f || !spread) {
      log(`| ${page} | ${count} | – | – | – | – | – | – | – | – | – | not measured: ${runs[0]?.error ?? 'no score'} |`);
      continue;
    }
    const missed = missedTargets(f);
    log(
      `| ${page} | ${count} | ${f.score} | ${seconds(f.fcpMs)} | ${seconds(f.lcpMs)} | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${kib(f.totalBytes)} | ${kib(f.scriptBytes)} | ${span(spread.score)} | ${span(spread.tbtMs, ' ms')} | ${missed.length ? `misses: ${missed.join(', ')}` : 'meets targets'} |`,
    );
  }
  log('');
  for (const { page, median: f, runs } of pages) {
    runs.forEach((r, i) => {
      if (r.error || r.score === null) log(`${page}, round ${i + 1}: not measured (${r.error ?? 'no score'})`);
    });
    if (!f) continue;
    const shifts = f.layoutShifts.length ? f.layoutShifts.map((s) => `${s.element} (${s.score.toFixed(3)})`).join('; ') : 'none';
    const blocking = f.renderBlocking === null ? 'unknown' : f.renderBlocking.join(', ') || 'none';
    const from = f.diagnosticsFrom === 'observed' ? ' (observed in a plain load)' : '';
    const round = runs.indexOf(f) + 1;
    log(
      `${page} (median run: round ${round}): LCP element${from} ${f.lcpElement ?? 'none'}; layout shifts${from}: ${shifts}; render-blocking: ${blocking}`,
    );
  }
  const indexes = pages.flatMap((p) => p.runs.map((f) => f.benchmarkIndex)).filter((i): i is number => i !== null);
  if (indexes.length)
    log(
      `Lighthouse CPU benchmark index: ${Math.min(...indexes)}–${Math.max(...indexes)} (higher is faster; a loaded machine scores lower)`,
    );
  return pages.every((p) => p.runs.length > 0 && p.runs.every((f) => !f.error && f.score !== null));
}
