import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';

export interface Target {
  url: string;
  headers: Record<string, string>;
  /** The server's process, whose CPU time is read around each run. */
  pid: number;
  /** The PostgreSQL backends serving it (or all of the database's), read around each run too. */
  databasePids: () => Promise<number[]>;
}

/**
 * CPU time (user + system, ms) a process has used, from /proc (Linux; NaN elsewhere). CPU per
 * request barely moves when other work shares the machine, unlike requests per second.
 */
export function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in USER_HZ ticks (100 on Linux)
  } catch {
    return NaN;
  }
}

export interface LoadFigures {
  /** Answers received (any status) per second of the run. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers, socket errors and timeouts. */
  errors: number;
  /** Fixed-rate runs only: how late the generator itself sent its 99th-percentile request (ms). */
  senderLagP99Ms?: number;
  /** Fixed-rate runs only: the server fell more than a second behind and the run was cut short. */
  fellBehind?: boolean;
  /** CPU time the server's process spent per answer (ms). */
  cpuMsPerAnswer: number;
  /** CPU time PostgreSQL's backends spent per answer (ms). */
  databaseCpuMsPerAnswer: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : NaN;

export interface Samples {
  latenciesMs: number[];
  lagsMs: number[];
  answers: number;
  errors: number;
  seconds: number;
  cpuMs: number;
  databaseCpuMs: number;
  /** Fixed-rate runs: stopped early, more than a second of requests unanswered. */
  fellBehind?: boolean;
}

/** CPU of a set of processes that may come and go: a backend born during the run counts whole, one that died is lost (rare: pools keep theirs). */
export async function databaseCpu(target: Pick<Target, 'databasePids'>): Promise<() => Promise<number>> {
  const before = new Map((await target.databasePids()).map((pid) => [pid, cpuMsOf(pid)]));
  return async () =>
    (await target.databasePids())
      .map((pid) => cpuMsOf(pid) - (before.get(pid) ?? 0))
      .filter((ms) => Number.isFinite(ms))
      .reduce((a, b) => a + b, 0);
}

/** Figures over one or more runs of the same path (the halves of an ABBA sequence). */
export function figuresOf(runs: Samples[], fixedRate: boolean): LoadFigures {
  const latencies = runs.flatMap((r) => r.latenciesMs).sort((a, b) => a - b);
  const lags = runs.flatMap((r) => r.lagsMs).sort((a, b) => a - b);
  return {
    perSecond: runs.reduce((n, r) => n + r.answers, 0) / runs.reduce((s, r) => s + r.seconds, 0),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    cpuMsPerAnswer: runs.reduce((n, r) => n + r.cpuMs, 0) / runs.reduce((n, r) => n + r.answers, 0),
    databaseCpuMsPerAnswer: runs.reduce((n, r) => n + r.databaseCpuMs, 0) / runs.reduce((n, r) => n + r.answers, 0),
    ...(fixedRate ? { senderLagP99Ms: percentile(lags, 99), fellBehind: runs.some((r) => r.fellBehind) } : {}),
  };
}

/**
 * Open-loop load at a fixed rate: request i is due at start + i / rate, whether or not earlier ones
 * have been answered, and its latency runs from when it was DUE to the last byte of the answer. A
 * server that stalls therefore shows the stall in every request that waited behind it (no
 * coordinated omission). autocannon's own rate limit is not used for this: it lets each connection
 * fire its per-second quota back to back at the start of every second, a burst each second rather
 * than a steady rate. How late this process sent its requests is reported as sender lag, so a
 * starved generator is visible instead of being blamed on the server.
 */
export async function fixedRate(target: Target, ratePerSecond: number, seconds: number): Promise<Samples> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(target.url);
  const total = Math.round(ratePerSecond * seconds);
  const samples: Samples = { latenciesMs: [], lagsMs: [], answers: 0, errors: 0, seconds, cpuMs: 0, databaseCpuMs: 0 };
  const cpuBefore = cpuMsOf(target.pid);
  const databaseCpuSince = await databaseCpu(target);
  const start = performance.now();
  const pending: Promise<void>[] = [];
  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      samples.lagsMs.push(performance.now() - dueAt);
      const req = request(url, { agent, headers: target.headers, timeout: 30_000 }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => {
          samples.answers += 1;
          samples.latenciesMs.push(performance.now() - dueAt);
          if (!res.statusCode || res.statusCode >= 300) samples.errors += 1;
          resolve();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        samples.errors += 1;
        resolve();
      });
      req.end();
    });
  // A server that cannot keep up would otherwise pile up minutes of queued requests: once a
  // second's worth is unanswered, the run stops sending and reports that it fell behind.
  const maxBacklog = Math.max(10, ratePerSecond);
  let sent = 0;
  const unanswered = () => sent - samples.answers - samples.errors;
  while (sent < total && !samples.fellBehind) {
    const now = performance.now();
    while (sent < total && start + (sent * 1000) / ratePerSecond <= now && !samples.fellBehind) {
      pending.push(send(start + (sent * 1000) / ratePerSecond));
      sent += 1;
      samples.fellBehind = unanswered() > maxBacklog;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  samples.seconds = (performance.now() - start) / 1000;
  samples.cpuMs = cpuMsOf(target.pid) - cpuBefore;
  samples.databaseCpuMs = await databaseCpuSince();
  agent.destroy();
  return samples;
}

/** Closed-loop saturation with autocannon: `connections` clients, each sending its next request as soon as the last is answered. */
export async function saturate(target: Target, connections: number, seconds: number): Promise<Samples> {
  const latenciesMs: number[] = [];
  const cpuBefore = cpuMsOf(target.pid);
  const databaseCpuSince = await databaseCpu(target);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: target.url, headers: target.headers, connections, duration: seconds, timeout: 30 }, (error, done) =>
      error ? reject(error as Error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latenciesMs.push(responseTime));
  });
  return {
    latenciesMs,
    lagsMs: [],
    answers: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    seconds: result.duration,
    cpuMs: cpuMsOf(target.pid) - cpuBefore,
    databaseCpuMs: await databaseCpuSince(),
  };
}

/**
 * Baseline and application, alternated in halves (baseline, app, app, baseline) after a warm-up of
 * each, so that drift on a shared machine hits both alike.
 */
export async function alternate(
  run: (target: Target, seconds: number) => Promise<Samples>,
  baseline: Target,
  app: Target,
  seconds: number,
  warmupSeconds: number,
): Promise<{ baseline: Samples[]; app: Samples[] }> {
  if (warmupSeconds > 0) {
    await run(baseline, warmupSeconds);
    await run(app, warmupSeconds);
  }
  const half = seconds / 2;
  const b1 = await run(baseline, half);
  const a1 = await run(app, half);
  const a2 = await run(app, half);
  const b2 = await run(baseline, half);
  return { baseline: [b1, b2], app: [a1, a2] };
}
