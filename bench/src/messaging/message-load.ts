import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { cpuMsOf, percentile } from '../catalog/load.js';

/** How the bench talks to one side (the application or the baseline relay). */
export interface MessagingTransport {
  /** Opens member `index`'s socket; every message it receives must be handed to `onMessage`. */
  connect(index: number, onMessage: (clientId: string, recipientId: string) => void): Socket;
  /** Sends one message; resolves whether the server accepted it, rejects when it did not answer in time. */
  send(from: number, to: number, clientId: string, content: string): Promise<boolean>;
  /** Of these clientIds, the ones the server stored (the application's database; the relay stores nothing). */
  stored(clientIds: string[]): Promise<Set<string>>;
  /** The server processes whose CPU the run reads. */
  pids: number[];
}

export interface LoadShape {
  members: string[];
  ratePerSecond: number;
  warmupSeconds: number;
  seconds: number;
  /** How long to wait after the last send for messages still on their way. */
  graceSeconds: number;
  /** Called once, when the last message has been sent (before waiting for answers and arrivals). */
  onSendingStopped?: () => void;
}

export interface MessagingFigures {
  /** Messages sent in the measured window (the warm-up excluded). */
  sent: number;
  /** Refused by the server (its answer said so). */
  failed: number;
  /** Not answered within the ack timeout (an overloaded server); they may still have been stored. */
  unanswered: number;
  /** Stored (or, for the relay, sent) but never delivered to the recipient's socket. */
  lost: number;
  /** Deliveries to a recipient beyond the first, per message. */
  duplicated: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** How long the server took to acknowledge the send (the application's ack; the baseline's emit has none: 0). */
  answerP50Ms: number;
  answerP99Ms: number;
  /** Messages sent per second of the measured window (the generator's achieved rate). */
  perSecond: number;
  /** CPU time the server processes spent per message (ms), summed over them. */
  cpuMsPerMessage: number;
  /** CPU time this process (1,000 clients and the sender) spent per message: it shares the machine. */
  generatorCpuMsPerMessage: number;
}

interface Tracked {
  to: string;
  sentAt: number;
  measured: boolean;
  accepted: boolean | undefined;
  unanswered?: boolean;
  answeredMs?: number;
  deliveries: number;
  latencyMs?: number;
}

const CONNECT_BATCH = 50;
const TICK_MS = 2;

/**
 * Connects one socket per member, then sends direct messages at a fixed rate (open loop: a slow
 * server does not slow the sender), each from the next member in turn to a random other one, and
 * times each from the send to its arrival on the recipient's socket. Counts what never arrived
 * and what arrived twice. The warm-up's messages are delivered but not counted.
 */
export async function runMessageLoad(transport: MessagingTransport, shape: LoadShape): Promise<MessagingFigures> {
  const { members } = shape;
  const tracked = new Map<string, Tracked>();
  const onMessage = (recipientIndex: number) => (clientId: string, recipientId: string) => {
    const entry = tracked.get(clientId);
    // Each message also reaches the sender's own socket (its other tabs): only the recipient's counts.
    if (!entry || recipientId !== members[recipientIndex] || entry.to !== recipientId) return;
    entry.deliveries += 1;
    if (entry.deliveries === 1) entry.latencyMs = performance.now() - entry.sentAt;
  };

  const sockets: Socket[] = [];
  for (let first = 0; first < members.length; first += CONNECT_BATCH) {
    const batch = members.slice(first, first + CONNECT_BATCH).map((_, k) => transport.connect(first + k, onMessage(first + k)));
    await Promise.all(batch.map(connected));
    sockets.push(...batch);
  }

  try {
    const inFlight = new Set<Promise<void>>();
    const sendOne = (n: number, measured: boolean) => {
      const from = n % members.length;
      const to = (from + 1 + Math.floor(Math.random() * (members.length - 1))) % members.length;
      const clientId = randomUUID();
      const entry: Tracked = { to: members[to]!, sentAt: performance.now(), measured, accepted: undefined, deliveries: 0 };
      tracked.set(clientId, entry);
      const sending = transport.send(from, to, clientId, `Bench message ${n} — is the reagent still available?`).then(
        (accepted) => {
          entry.accepted = accepted;
          entry.answeredMs = performance.now() - entry.sentAt;
        },
        () => {
          entry.accepted = false;
          entry.unanswered = true;
        },
      );
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    };

    const cpuBefore = transport.pids.map(cpuMsOf);
    const generatorBefore = process.cpuUsage();
    let measuredStart = 0;
    let measuredEnd = 0;
    await new Promise<void>((resolve) => {
      const start = performance.now();
      const warmupMs = shape.warmupSeconds * 1000;
      const totalMs = warmupMs + shape.seconds * 1000;
      let sent = 0;
      const timer = setInterval(() => {
        const elapsed = Math.min(performance.now() - start, totalMs);
        const due = Math.floor((elapsed / 1000) * shape.ratePerSecond);
        if (!measuredStart && elapsed >= warmupMs) measuredStart = performance.now();
        for (; sent < due; sent += 1) sendOne(sent, (sent / shape.ratePerSecond) * 1000 >= warmupMs);
        if (elapsed >= totalMs) {
          measuredEnd = performance.now();
          clearInterval(timer);
          shape.onSendingStopped?.();
          resolve();
        }
      }, TICK_MS);
    });
    await Promise.all(inFlight);
    const cpuMs = transport.pids.map(cpuMsOf).reduce((sum, after, k) => sum + after - cpuBefore[k]!, 0);
    const generator = process.cpuUsage(generatorBefore);

    const measured = [...tracked.values()].filter((t) => t.measured);
    // Lost = stored but never delivered. An overloaded server may still be storing and pushing
    // when the last send settled: wait until every stored message arrived, or the grace ran out.
    const deadline = performance.now() + shape.graceSeconds * 1000;
    let lost = await storedUndelivered(transport, tracked);
    while (lost.length > 0 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      lost = await storedUndelivered(transport, tracked);
    }
    const latencies = measured.flatMap((t) => (t.latencyMs === undefined ? [] : [t.latencyMs])).sort((a, b) => a - b);
    const answers = measured.flatMap((t) => (t.answeredMs === undefined ? [] : [t.answeredMs])).sort((a, b) => a - b);
    return {
      sent: measured.length,
      failed: measured.filter((t) => t.accepted === false && !t.unanswered).length,
      unanswered: measured.filter((t) => t.unanswered).length,
      lost: lost.length,
      duplicated: measured.reduce((sum, t) => sum + Math.max(0, t.deliveries - 1), 0),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1) ?? NaN,
      answerP50Ms: percentile(answers, 50),
      answerP99Ms: percentile(answers, 99),
      perSecond: measured.length / ((measuredEnd - measuredStart) / 1000),
      cpuMsPerMessage: cpuMs / Math.max(1, tracked.size),
      generatorCpuMsPerMessage: (generator.user + generator.system) / 1000 / Math.max(1, tracked.size),
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}

/** Measured messages not delivered yet that the server stored. */
async function storedUndelivered(transport: MessagingTransport, tracked: Map<string, Tracked>): Promise<string[]> {
  const undelivered = [...tracked].filter(([, t]) => t.measured && t.deliveries === 0).map(([clientId]) => clientId);
  if (undelivered.length === 0) return [];
  const stored = await transport.stored(undelivered);
  return undelivered.filter((clientId) => stored.has(clientId));
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(new Error(`socket refused: ${error.message}`)));
  });
}

/** A client socket as the bench opens them: websocket only, no reconnection (a drop would be a loss to report, not hide). */
export const benchSocket = (url: string, auth: Record<string, string>): Socket =>
  io(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth });
