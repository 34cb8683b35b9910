import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { CREDIT_OFFER } from '@reagentswap/contracts';
import { percentile } from './catalog/load.js';
import type { SeededListing, SeededMember } from './swaps-seed.js';

/** The three HTTP calls of one plain swap, in order, and who makes each. */
export const TRANSITIONS = ['create', 'approve', 'complete'] as const;
export type Transition = (typeof TRANSITIONS)[number];
/** The calls of a counter-offer round (ADR 0027): the owner's or requester's counter, and the requester's answer. */
export type CounterStep = 'counter' | 'answer';

/**
 * How a swap goes (issue 19: the audits stay clean with counter-offers in the mix). `plain`: request,
 * approve, receipt. `countered`: the owner counters, the requester accepts (approved at the counter,
 * reserved then), receipt. `countered-back`: the owner counters, the requester counters back, the
 * owner approves that, receipt. `declined`: the owner counters, the requester declines (cancelled,
 * nothing was held).
 */
export type SwapShape = 'plain' | 'countered' | 'countered-back' | 'declined';
export const COUNTER_OFFER_MIX: readonly SwapShape[] = ['plain', 'countered', 'countered-back', 'declined'];

export interface SwapSamples {
  completed: number;
  /** Swaps that ended declined, as their shape meant (`declined`). */
  declined: number;
  seconds: number;
  /** Per transition, and for the whole swap (first byte of create to the answer of complete). */
  latenciesMs: Record<Transition | CounterStep | 'swap', number[]>;
  /** Failed calls, by `transition status code` (e.g. `approve 409 SWAP_NOT_PENDING`). */
  errors: Record<string, number>;
  /** The clients stopped early: every seeded listing was swapped away. */
  ranOut: boolean;
}

export interface LatencyFigures {
  count: number;
  p50Ms: number;
  p99Ms: number;
}

export interface SwapFigures {
  completed: number;
  perSecond: number;
  transitions: Record<Transition | 'swap', LatencyFigures>;
  errors: Record<string, number>;
  /** CPU per completed swap: the application's process, and PostgreSQL's backends of its database. */
  cpuMsPerSwap: { node: number; postgres: number };
}

export interface SwapTraffic {
  baseUrl: string;
  members: SeededMember[];
  /** Member id → access token. */
  tokens: Map<string, string>;
  /** Listings not swapped yet; each swap takes one (shared by every run of the phase). */
  listings: SeededListing[];
}

interface Answer {
  status: number;
  body: string;
}

/** One keep-alive connection per client, so each client is one browser-like member session. */
function post(agent: Agent, url: string, token: string | undefined, payload: unknown): Promise<Answer> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        timeout: 60_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** The problem's code (the API answers errors as problem details), or the start of whatever came back. */
function codeOf(answer: Answer): string {
  try {
    return (JSON.parse(answer.body) as { code?: string }).code ?? answer.body.slice(0, 80);
  } catch {
    return answer.body.slice(0, 80);
  }
}

/** Signs every member in through POST /api/auth/login, `concurrency` at a time. */
export async function signInAll(
  baseUrl: string,
  members: SeededMember[],
  password: string,
  concurrency: number,
): Promise<Map<string, string>> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const tokens = new Map<string, string>();
  const queue = [...members];
  const worker = async () => {
    for (let member = queue.pop(); member; member = queue.pop()) {
      const answer = await post(agent, `${baseUrl}/api/auth/login`, undefined, { email: member.email, password });
      if (answer.status !== 200) throw new Error(`Sign-in of ${member.email} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      tokens.set(member.id, (JSON.parse(answer.body) as { accessToken: string }).accessToken);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return tokens;
}

const randomCreditOffer = () =>
  CREDIT_OFFER.min + CREDIT_OFFER.step * Math.floor(Math.random() * ((CREDIT_OFFER.max - CREDIT_OFFER.min) / CREDIT_OFFER.step + 1));
/** Another valid amount than `credits` (a counter must differ from the offer it answers). */
const otherCreditOffer = (credits: number) =>
  credits + CREDIT_OFFER.step > CREDIT_OFFER.max ? credits - CREDIT_OFFER.step : credits + CREDIT_OFFER.step;

/**
 * `clients` concurrent clients for `seconds`, each repeating one swap after another: a random
 * member requests the next unswapped listing for credits (POST /api/swaps), its owner approves
 * (POST /api/swaps/:id/approve, which reserves the credits), the requester confirms receipt
 * (POST /api/swaps/:id/complete, which transfers them). With `shapes`, swaps take them in turn
 * (see SwapShape: counter-offer rounds before the approval). A failed call abandons that swap; its
 * code is counted. A client finishes the swap it is in when the time is up.
 */
export async function runSwapClients(
  traffic: SwapTraffic,
  clients: number,
  seconds: number,
  shapes: readonly SwapShape[] = ['plain'],
): Promise<SwapSamples> {
  const samples: SwapSamples = {
    completed: 0,
    declined: 0,
    seconds,
    latenciesMs: { create: [], approve: [], complete: [], counter: [], answer: [], swap: [] },
    errors: {},
    ranOut: false,
  };
  const { baseUrl, members, tokens, listings } = traffic;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let swapsBegun = 0;

  const client = async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const step = async (transition: Transition | CounterStep, path: string, actorId: string, payload: unknown): Promise<boolean> => {
      const t0 = performance.now();
      const answer = await post(agent, `${baseUrl}/api/swaps${path}`, tokens.get(actorId), payload).catch((error: unknown): Answer => ({
        status: 0,
        body: String(error),
      }));
      if (answer.status >= 200 && answer.status < 300) {
        samples.latenciesMs[transition].push(performance.now() - t0);
        return true;
      }
      const key = `${transition} ${answer.status} ${codeOf(answer)}`;
      samples.errors[key] = (samples.errors[key] ?? 0) + 1;
      return false;
    };
    try {
      while (performance.now() < deadline) {
        const listing = listings.pop();
        if (!listing) {
          samples.ranOut = true;
          return;
        }
        let requester = members[Math.floor(Math.random() * members.length)]!;
        while (requester.id === listing.ownerId) requester = members[Math.floor(Math.random() * members.length)]!;
        const shape = shapes[swapsBegun++ % shapes.length]!;
        const swapId = randomUUID();
        const offered = randomCreditOffer();
        const countered = otherCreditOffer(offered);
        const t0 = performance.now();
        const counter = () =>
          step('counter', `/${swapId}/counter`, listing.ownerId, { credits: countered, message: 'Would you take this?' });
        const approve = () => step('approve', `/${swapId}/approve`, listing.ownerId, { message: 'Approved, I will ship it on Monday.' });
        const rounds: Record<SwapShape, () => Promise<boolean>> = {
          plain: approve,
          countered: async () => (await counter()) && step('answer', `/${swapId}/counter/accept`, requester.id, {}),
          'countered-back': async () =>
            (await counter()) &&
            (await step('counter', `/${swapId}/counter`, requester.id, { credits: offered, message: 'Meet us here?' })) &&
            approve(),
          declined: async () => (await counter()) && step('answer', `/${swapId}/counter/decline`, requester.id, {}),
        };
        const agreed =
          (await step('create', '', requester.id, {
            id: swapId,
            reagentId: listing.id,
            offer: { kind: 'credits', credits: offered },
            message: 'Hello, we would like this for a replication experiment. Thank you!',
          })) && (await rounds[shape]());
        if (agreed && shape === 'declined') samples.declined += 1;
        else if (agreed && (await step('complete', `/${swapId}/complete`, requester.id, {}))) {
          samples.completed += 1;
          samples.latenciesMs.swap.push(performance.now() - t0);
        }
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  samples.seconds = (performance.now() - started) / 1000;
  return samples;
}

/** The measured halves (not the warm-up): completed swaps over their total time, latencies pooled. */
export function swapFigures(runs: { samples: SwapSamples; cpu: { node: number; postgres: number } }[]): SwapFigures {
  const completed = runs.reduce((n, r) => n + r.samples.completed, 0);
  const seconds = runs.reduce((n, r) => n + r.samples.seconds, 0);
  const latency = (name: Transition | 'swap'): LatencyFigures => {
    const all = runs.flatMap((r) => r.samples.latenciesMs[name]).sort((a, b) => a - b);
    return { count: all.length, p50Ms: percentile(all, 50), p99Ms: percentile(all, 99) };
  };
  const errors: Record<string, number> = {};
  for (const r of runs) for (const [key, n] of Object.entries(r.samples.errors)) errors[key] = (errors[key] ?? 0) + n;
  return {
    completed,
    perSecond: completed / seconds,
    transitions: Object.fromEntries([...TRANSITIONS, 'swap' as const].map((t) => [t, latency(t)])) as SwapFigures['transitions'],
    errors,
    cpuMsPerSwap: {
      node: runs.reduce((n, r) => n + r.cpu.node, 0) / completed,
      postgres: runs.reduce((n, r) => n + r.cpu.postgres, 0) / completed,
    },
  };
}
