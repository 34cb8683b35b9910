import type { MessagingBenchResult } from './messaging-bench.js';

/** Latency target on one instance (issue 10): p99 ≤ 10 ms, nothing lost, nothing duplicated. */
export const P99_TARGET_MS = 10;

/**
 * Prints the table docs/benchmarks.md records. True when no message was lost, duplicated or
 * refused: those are faults. Sends left unanswered by an overloaded server, and latency, are
 * capacity: reported, not failed on (the machine's load decides them).
 */
export function printMessagingResult(result: MessagingBenchResult, log: (line: string) => void): boolean {
  const base = result.baseline.figures;
  log('');
  log(
    '| path | sent/s | p50 ms | p99 ms | max ms | lost | duplicated | refused | unanswered in 30 s | server CPU ms/message | p50, p99 / baseline | outbox left at the end |',
  );
  log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const { name, figures: f, backlog } of [result.baseline, ...result.apps]) {
    const ratio = f === base ? '' : `${(f.p50Ms / base.p50Ms).toFixed(1)}×, ${(f.p99Ms / base.p99Ms).toFixed(1)}×`;
    const left = backlog
      ? `${backlog.atEnd} (${backlog.dropped ? `${backlog.dropped} after ${backlog.drainSeconds.toFixed(0)} s` : `done in ${backlog.drainSeconds.toFixed(0)} s`})`
      : '';
    log(
      `| ${name} | ${f.perSecond.toFixed(0)} | ${f.p50Ms.toFixed(2)} | ${f.p99Ms.toFixed(2)} | ${f.maxMs.toFixed(1)} | ${f.lost} | ${f.duplicated} | ${f.failed} | ${f.unanswered} | ${f.cpuMsPerMessage.toFixed(2)} | ${ratio} | ${left} |`,
    );
  }
  if (result.skipped) log(`Two instances: skipped (${result.skipped}).`);
  const single = result.apps[0]?.figures;
  if (single) {
    const met = single.p99Ms <= P99_TARGET_MS && single.unanswered === 0;
    log(
      `One instance at the full rate: p99 ${single.p99Ms.toFixed(2)} ms against the ${P99_TARGET_MS} ms target: ${met ? 'met' : 'NOT met'}.`,
    );
  }
  return (
    result.apps.every(({ figures: f }) => f.lost === 0 && f.duplicated === 0 && f.failed === 0) && base.lost === 0 && base.duplicated === 0
  );
}
