import type { MessagingFigures } from './message-load.js';
import type { MessagingBenchResult, MessagingScenario } from './messaging-bench.js';
import { messagingVerdicts, printMessagingResult } from './print-messaging-result.js';

const figures = (overrides: Partial<MessagingFigures> = {}): MessagingFigures => ({
  sent: 15_000,
  failed: 0,
  unanswered: 0,
  lost: 0,
  duplicated: 0,
  p50Ms: 3,
  p99Ms: 8,
  maxMs: 20,
  answerP50Ms: 2,
  answerP99Ms: 6,
  perSecond: 500,
  cpuMsPerMessage: 0.5,
  generatorCpuMsPerMessage: 0.2,
  ...overrides,
});
const backlog = { atEnd: 0, afterSettle: 0, drainSeconds: 0, dropped: 0 };
const app = (judgedAs: string | undefined, overrides: Partial<MessagingScenario> = {}): MessagingScenario => ({
  name: `application, ${judgedAs ?? 'light'}`,
  figures: figures(),
  backlog,
  ...(judgedAs ? { judgedAs } : {}),
  ...overrides,
});
const result = (apps: MessagingScenario[], skipped?: MessagingBenchResult['skipped']): MessagingBenchResult => ({
  baseline: { name: 'baseline', figures: figures({ p50Ms: 0.3, p99Ms: 0.9 }) },
  apps,
  sockets: 1000,
  ratePerSecond: 500,
  ...(skipped ? { skipped } : {}),
});

describe('messagingVerdicts', () => {
  it('judges the full-rate runs only: p99 against 50 ms and the 10 ms aim, the outbox 5 s after sending stops, loss and duplicates', () => {
    const lines = messagingVerdicts(
      result([
        app('messaging, 1 instance', { figures: figures({ p99Ms: 30 }), backlog: { ...backlog, atEnd: 900, afterSettle: 12 } }),
        app(undefined, { figures: figures({ p99Ms: 500 }) }),
        app('messaging, 2 instances + Redis', { figures: figures({ lost: 1 }) }),
      ]),
    );
    expect(lines).toEqual([
      'messaging, 1 instance, p99 ≤ 50 ms: p99 30.00 ms — met',
      'messaging, 1 instance, p99 ≤ 10 ms (the aim): p99 30.00 ms — NOT met',
      'messaging, 1 instance, outbox empty 5 s after sending stops: 12 left — NOT met',
      'messaging, 1 instance, 0 lost, 0 duplicated: 0 lost, 0 duplicated — met',
      'messaging, 2 instances + Redis, p99 ≤ 50 ms: p99 8.00 ms — met',
      'messaging, 2 instances + Redis, p99 ≤ 10 ms (the aim): p99 8.00 ms — met',
      'messaging, 2 instances + Redis, outbox empty 5 s after sending stops: 0 left — met',
      'messaging, 2 instances + Redis, 0 lost, 0 duplicated: 1 lost, 0 duplicated — NOT met',
    ]);
  });

  it('misses the latency targets when a send went unanswered, and every target of a run that did not happen', () => {
    const lines = messagingVerdicts(
      result([app('messaging, 1 instance', { figures: figures({ unanswered: 3 }) })], {
        judgedAs: 'messaging, 2 instances + Redis',
        why: 'REDIS_URL is not set',
      }),
    );
    expect(lines[0]).toBe('messaging, 1 instance, p99 ≤ 50 ms: p99 8.00 ms, 3 unanswered — NOT met');
    expect(lines.at(-1)).toBe('messaging, 2 instances + Redis: not run (REDIS_URL is not set) — NOT met');
  });

  it('misses every target of a run below the load of 1,000 sockets at 500 msg/s, and says so', () => {
    const lines = messagingVerdicts({ ...result([app('messaging, 1 instance')]), sockets: 20, ratePerSecond: 20 });
    expect(lines[0]).toBe("messaging, 1 instance, p99 ≤ 50 ms: p99 8.00 ms (at 20 sockets, 20 msg/s: below the target's load) — NOT met");
    expect(lines.every((line) => line.endsWith('— NOT met'))).toBe(true);
  });

  it('prints the verdicts after the table, whose columns stay as docs/benchmarks.md quotes them', () => {
    const lines: string[] = [];
    expect(printMessagingResult(result([app('messaging, 1 instance')]), (line) => lines.push(line))).toBe(true);
    expect(lines[1]).toMatch(/^\| path \| sent\/s .* \| outbox left at the end \|$/);
    expect(lines.indexOf('Targets:')).toBeGreaterThan(1);
    expect(lines).toContain('  messaging, 1 instance, p99 ≤ 50 ms: p99 8.00 ms — met');
  });
});
