import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MessageSendResult, MessageView } from '@reagentswap/contracts';
import argon2 from 'argon2';
import pg from 'pg';
import { searchPathConnectionOptions } from '#backend/shared/database/module-schemas.js';
import { withFreshDatabase } from '../bench-database.js';
import { ISSUE16_TARGETS } from '../issue16-targets.js';
import { seedCatalog } from '../catalog/seed-catalog.js';
import { benchAppEnvironment, startServerProcess, type ServerProcess } from '../catalog/server-process.js';
import { benchSocket, runMessageLoad, type LoadShape, type MessagingFigures, type MessagingTransport } from './message-load.js';
import type { RelayedMessage } from './relay-server.js';

export interface MessagingBenchOptions {
  members: number;
  ratePerSecond: number;
  /** A second, light rate for one instance: latency without queueing. */
  lightRatePerSecond: number;
  seconds: number;
  warmupSeconds: number;
  /** Redis for the two-instance run; without it that run is skipped. */
  redisUrl: string | undefined;
  appLogLevel: string;
  /** Node flags for the application's processes (e.g. --cpu-prof). */
  appNodeArgs: string[];
  log: (line: string) => void;
}

export interface MessagingScenario {
  name: string;
  figures: MessagingFigures;
  /**
   * Application only: the outbox's work (counts pushes, message e-mails…) left when the load ended
   * (every send answered, every message arrived), left ISSUE16_TARGETS.messaging.settleSeconds after
   * the last send, and how long it took to finish.
   */
  backlog?: { atEnd: number; afterSettle: number; drainSeconds: number; dropped: number };
  /** The issue-16 target this run is judged against (the full rate, one instance or two on Redis); unset: reported only. */
  judgedAs?: string;
}

export interface MessagingBenchResult {
  baseline: MessagingScenario;
  apps: MessagingScenario[];
  /** The load of the full-rate runs: below the target's, their verdicts cannot be 'met'. */
  sockets: number;
  ratePerSecond: number;
  /** The two-instance run, when it did not happen: its target, and why. */
  skipped?: { judgedAs: string; why: string };
}

const TWO_INSTANCES = 'messaging, 2 instances + Redis';

const DATABASE = 'bench_messaging_scratch';
const PASSWORD = 'Bench!Member1';
const MEMBER_EMAILS = 'owner%@bench.example';
const SIGN_IN_CONCURRENCY = 16;
/** A send not acknowledged within this counts as failed. */
const ACK_TIMEOUT_MS = 30_000;

/**
 * 1,000 members each with a socket open exchange direct messages at 500 per second: through a bare
 * socket.io relay (the baseline), through the application on one instance (the gateway's
 * 'message:send': authenticated socket, validation, permission check, write limit, the message's
 * transaction with its outbox row; then 'message:new' from the gateway),
 * and on two instances sharing PostgreSQL and Redis (half the members on each, so about half the
 * messages cross instances through the Redis adapter).
 */
export function runMessagingBench(serverUrl: string, o: MessagingBenchOptions): Promise<MessagingBenchResult> {
  return withFreshDatabase(serverUrl, DATABASE, async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: 2, ...searchPathConnectionOptions });
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-messaging-'));
    try {
      const members = await seedMembers(pool, o.members);
      const shape: LoadShape = {
        members,
        ratePerSecond: o.ratePerSecond,
        warmupSeconds: o.warmupSeconds,
        seconds: o.seconds,
        graceSeconds: 60,
      };
      const appEnv = {
        ...benchAppEnvironment(url, dataDir, o.appLogLevel),
        // 1,000 sign-ins from one address, and 15 messages per member in 30 s per run, several
        // runs a minute: the limits are checked on every request, but they are not what is measured.
        AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
        WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
        // The bench's own environment reaches the servers: one instance runs without Redis (in-memory rooms, queue and limits).
        REDIS_URL: '',
        BENCH_MEMBER_EMAIL: 'bench-member@bench.example',
        BENCH_MEMBER_PASSWORD: PASSWORD,
      };

      o.log(`Baseline: bare socket.io relay, ${members.length} sockets, ${o.ratePerSecond} messages/s for ${o.seconds} s`);
      const baseline = await withServers([startServerProcess(new URL('./relay-server.js', import.meta.url), {})], (servers) =>
        runMessageLoad(relayTransport(servers[0]!, members), shape),
      );
      o.log(formatLine('baseline', baseline));

      let tokens: string[] = [];
      const apps: MessagingScenario[] = [];
      const load = { sockets: o.members, ratePerSecond: o.ratePerSecond };
      o.log('Application, one instance (in-memory adapter)');
      const single = await withServers([startServerProcess(APP_SERVER, appEnv, o.appNodeArgs)], async (servers) => {
        tokens = await signInAll(`http://127.0.0.1:${servers[0]!.port}`, o.members);
        return measureApp(pool, (onSendingStopped) =>
          runMessageLoad(appTransport(pool, servers, tokens, members), { ...shape, onSendingStopped }),
        );
      });
      apps.push({ name: 'application, 1 instance', ...single, judgedAs: 'messaging, 1 instance' });
      o.log(formatLine('1 instance', single.figures, single.backlog));

      // The same instance under a light load: the path's own latency, without a queue in front of it.
      const light = { ...shape, ratePerSecond: o.lightRatePerSecond };
      o.log(`Application, one instance, ${o.lightRatePerSecond} messages/s`);
      const lightRun = await withServers([startServerProcess(APP_SERVER, appEnv, o.appNodeArgs)], (servers) =>
        measureApp(pool, (onSendingStopped) =>
          runMessageLoad(appTransport(pool, servers, tokens, members), { ...light, onSendingStopped }),
        ),
      );
      apps.push({ name: `application, 1 instance, ${o.lightRatePerSecond}/s`, ...lightRun });
      o.log(formatLine('1 instance, light', lightRun.figures, lightRun.backlog));

      if (!o.redisUrl) {
        return {
          baseline: { name: 'baseline', figures: baseline },
          apps,
          ...load,
          skipped: { judgedAs: TWO_INSTANCES, why: 'REDIS_URL is not set' },
        };
      }
      const run = randomUUID().slice(0, 8);
      const redisEnv = {
        ...appEnv,
        REDIS_URL: o.redisUrl,
        REALTIME_REDIS_PREFIX: `bench-${run}:socket.io`,
        RATE_LIMIT_PREFIX: `bench-${run}:rate-limit`,
        QUEUE_PREFIX: `bench-${run}`,
      };
      o.log('Application, two instances on one Redis (socket.io Redis adapter)');
      const double = await withServers(
        [startServerProcess(APP_SERVER, redisEnv, o.appNodeArgs), startServerProcess(APP_SERVER, redisEnv, o.appNodeArgs)],
        (servers) =>
          measureApp(pool, (onSendingStopped) =>
            runMessageLoad(appTransport(pool, servers, tokens, members), { ...shape, onSendingStopped }),
          ),
      );
      apps.push({ name: 'application, 2 instances + Redis', ...double, judgedAs: TWO_INSTANCES });
      o.log(formatLine('2 instances', double.figures, double.backlog));
      return { baseline: { name: 'baseline', figures: baseline }, apps, ...load };
    } finally {
      await pool.end();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}

const APP_SERVER = new URL('../catalog/app-server.js', import.meta.url);

async function withServers<T>(starting: Promise<ServerProcess>[], run: (servers: ServerProcess[]) => Promise<T>): Promise<T> {
  const servers = await Promise.all(starting);
  try {
    return await run(servers);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** Approved members (the catalog seed's owners, without listings) who sign in with one cheap password. */
async function seedMembers(pool: pg.Pool, count: number): Promise<string[]> {
  await seedCatalog({ execute: (sql) => pool.query(sql) }, { owners: count, reagents: 0 });
  // argon2.verify reads the cost from the hash: a cheap one keeps 1,000 sign-ins to seconds
  // (signing in is not measured; production's cost applies to every real password).
  const cheapHash = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  await pool.query(`update users set password_hash = $1 where email like $2`, [cheapHash, MEMBER_EMAILS]);
  const { rows } = await pool.query<{ id: string }>(`select id from users where email like $1 order by id`, [MEMBER_EMAILS]);
  return rows.map((r) => r.id);
}

/** Signs every member in (one session each), a few at a time; tokens in member order. */
async function signInAll(appUrl: string, count: number): Promise<string[]> {
  const tokens: string[] = new Array<string>(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const res = await fetch(`${appUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `owner${i + 1}@bench.example`, password: PASSWORD }),
      });
      if (!res.ok) throw new Error(`Sign-in of owner${i + 1} answered ${res.status}: ${await res.text()}`);
      tokens[i] = ((await res.json()) as { accessToken: string }).accessToken;
    }
  };
  await Promise.all(Array.from({ length: SIGN_IN_CONCURRENCY }, worker));
  return tokens;
}

/**
 * The application: member i's socket goes to instance i mod n and sends there with 'message:send'
 * (messaging's SendMessageCommand, as POST /api/messages runs it); arrivals are the gateway's
 * 'message:new'. A send counts as accepted when its ack says the message was stored.
 */
function appTransport(pool: pg.Pool, servers: ServerProcess[], tokens: string[], members: string[]): MessagingTransport {
  const urlOf = (i: number) => `http://127.0.0.1:${servers[i % servers.length]!.port}`;
  const sockets: ReturnType<typeof benchSocket>[] = [];
  return {
    pids: servers.map((s) => s.pid),
    connect: (i, onMessage) => {
      const socket = benchSocket(urlOf(i), { token: tokens[i]! }).on(
        'message:new',
        (m: MessageView) => m.clientId && onMessage(m.clientId, m.recipientId),
      );
      sockets[i] = socket;
      return socket;
    },
    send: async (from, to, clientId, content) => {
      const result = (await sockets[from]!.timeout(ACK_TIMEOUT_MS).emitWithAck('message:send', {
        clientId,
        recipientId: members[to],
        content,
      })) as MessageSendResult;
      return result.ok && result.created;
    },
    stored: async (clientIds) => {
      const { rows } = await pool.query<{ client_id: string }>(`select client_id from messages where client_id = any($1::uuid[])`, [
        clientIds,
      ]);
      return new Set(rows.map((r) => r.client_id));
    },
  };
}

/** The baseline: member i's socket claims member i's room; sends are a socket emit the relay forwards. */
function relayTransport(server: ServerProcess, members: string[]): MessagingTransport {
  const url = `http://127.0.0.1:${server.port}`;
  const sockets: ReturnType<typeof benchSocket>[] = [];
  return {
    pids: [server.pid],
    connect: (i, onMessage) => {
      const socket = benchSocket(url, { id: members[i]! }).on('dm', (m: RelayedMessage) => onMessage(m.clientId, m.recipientId));
      sockets[i] = socket;
      return socket;
    },
    send: (from, to, clientId, content) => {
      const message: RelayedMessage = { clientId, senderId: members[from]!, recipientId: members[to]!, content };
      sockets[from]!.emit('dm', message);
      return Promise.resolve(true);
    },
    // Nothing is stored: every message sent should have arrived.
    stored: (clientIds) => Promise.resolve(new Set(clientIds)),
  };
}

/**
 * Runs the load, reads the outbox's backlog settleSeconds after the last send (issue 16: nothing
 * left by then), then gives the instances DRAIN_LIMIT_MS to finish the outbox's work (counts
 * pushes, message e-mails) and reports how much was left; whatever remains after that is dropped,
 * so the next run starts clean and measures its own work only.
 */
async function measureApp(
  pool: pg.Pool,
  load: (onSendingStopped: () => void) => Promise<MessagingFigures>,
): Promise<Pick<MessagingScenario, 'figures' | 'backlog'>> {
  let settled: Promise<number> | undefined;
  const figures = await load(() => {
    settled = new Promise((resolve) => setTimeout(resolve, ISSUE16_TARGETS.messaging.settleSeconds * 1000)).then(() => outboxBacklog(pool));
  });
  const afterSettle = await (settled ?? outboxBacklog(pool));
  const atEnd = await outboxBacklog(pool);
  const started = performance.now();
  let left = atEnd;
  while (left > 0 && performance.now() - started < DRAIN_LIMIT_MS) {
    await new Promise((r) => setTimeout(r, 250));
    left = await outboxBacklog(pool);
  }
  if (left > 0) {
    await pool.query(`delete from event_deliveries where status = 'pending'`);
    await pool.query(`update outbox set dispatched_at = coalesce(dispatched_at, now()), delivered_at = coalesce(delivered_at, now())`);
  }
  return { figures, backlog: { atEnd, afterSettle, drainSeconds: (performance.now() - started) / 1000, dropped: left } };
}

const DRAIN_LIMIT_MS = 120_000;

/** Events not yet fanned out, plus deliveries not yet done. */
async function outboxBacklog(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select (select count(*) from outbox where dispatched_at is null) + (select count(*) from event_deliveries where status = 'pending') as n`,
  );
  return Number(rows[0]!.n);
}

export const formatLine = (name: string, f: MessagingFigures, backlog?: MessagingScenario['backlog']) =>
  `  ${name}: sent ${f.sent} (${f.perSecond.toFixed(0)}/s), p50 ${f.p50Ms.toFixed(2)} ms, p99 ${f.p99Ms.toFixed(2)} ms, max ${f.maxMs.toFixed(1)} ms (send answered: p50 ${f.answerP50Ms.toFixed(2)} ms, p99 ${f.answerP99Ms.toFixed(2)} ms), ` +
  `lost ${f.lost}, duplicated ${f.duplicated}, refused ${f.failed}, unanswered ${f.unanswered}, server CPU ${f.cpuMsPerMessage.toFixed(2)} ms/message` +
  `, load generator CPU ${f.generatorCpuMsPerMessage.toFixed(2)} ms/message` +
  (backlog
    ? `; outbox backlog ${ISSUE16_TARGETS.messaging.settleSeconds} s after the last send ${backlog.afterSettle}, at the end ${backlog.atEnd}, ${backlog.dropped ? `${backlog.dropped} left after ${backlog.drainSeconds.toFixed(0)} s (dropped)` : `drained in ${backlog.drainSeconds.toFixed(1)} s`}`
    : '');
