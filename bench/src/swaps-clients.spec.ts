import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COUNTER_OFFER_MIX, runSwapClients, signInAll, swapFigures, type SwapSamples } from './swaps-clients.js';

interface Call {
  path: string;
  token: string | undefined;
  body: Record<string, unknown>;
}

/** A stand-in for the API: records every call and answers with `answer(call)`. */
async function fakeApi(
  answer: (call: Call) => { status: number; body?: unknown },
): Promise<{ url: string; calls: Call[]; server: Server }> {
  const calls: Call[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const call = {
        path: req.url ?? '',
        token: req.headers.authorization?.replace('Bearer ', ''),
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>,
      };
      calls.push(call);
      const { status, body } = answer(call);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, server };
}

const members = [
  { id: 'm1', email: 'owner1@bench.example' },
  { id: 'm2', email: 'owner2@bench.example' },
  { id: 'm3', email: 'owner3@bench.example' },
];
const tokens = new Map(members.map((m) => [m.id, `token-${m.id}`]));

describe('runSwapClients (one swap = create → approve → complete over HTTP)', () => {
  let api: Awaited<ReturnType<typeof fakeApi>> | undefined;
  afterEach(() => api?.server.close());

  it('requests as a member other than the owner, approves as the owner, completes as the requester, each listing once', async () => {
    api = await fakeApi((call) => ({ status: call.path === '/api/swaps' ? 201 : 200 }));
    const listings = [
      { id: 'r1', ownerId: 'm1' },
      { id: 'r2', ownerId: 'm2' },
      { id: 'r3', ownerId: 'm3' },
      { id: 'r4', ownerId: 'm1' },
    ];
    const samples = await runSwapClients({ baseUrl: api.url, members, tokens, listings }, 2, 30);

    expect(samples.completed).toBe(4);
    expect(samples.ranOut).toBe(true);
    expect(samples.errors).toEqual({});
    expect(samples.latenciesMs.create).toHaveLength(4);
    expect(samples.latenciesMs.swap).toHaveLength(4);
    const creates = api.calls.filter((c) => c.path === '/api/swaps');
    expect(creates.map((c) => c.body.reagentId).sort()).toEqual(['r1', 'r2', 'r3', 'r4']);
    for (const create of creates) {
      const owner = { r1: 'm1', r2: 'm2', r3: 'm3', r4: 'm1' }[create.body.reagentId as string]!;
      const offer = create.body.offer as { kind: string; credits: number };
      expect(create.token).not.toBe(`token-${owner}`);
      expect(offer.kind).toBe('credits');
      expect(offer.credits % 5 === 0 && offer.credits >= 10 && offer.credits <= 100).toBe(true);
      const approve = api.calls.find((c) => c.path === `/api/swaps/${create.body.id as string}/approve`)!;
      const complete = api.calls.find((c) => c.path === `/api/swaps/${create.body.id as string}/complete`)!;
      expect(approve.token).toBe(`token-${owner}`);
      expect(approve.body.message).toEqual(expect.any(String));
      expect(complete.token).toBe(create.token);
    }
  });

  it("counts a failed call by transition, status and the problem's code, and abandons that swap", async () => {
    api = await fakeApi((call) =>
      call.path.endsWith('/approve') ? { status: 409, body: { status: 409, code: 'INSUFFICIENT_CREDITS' } } : { status: 201 },
    );
    const samples = await runSwapClients(
      {
        baseUrl: api.url,
        members,
        tokens,
        listings: [
          { id: 'r1', ownerId: 'm1' },
          { id: 'r2', ownerId: 'm2' },
        ],
      },
      1,
      30,
    );

    expect(samples.completed).toBe(0);
    expect(samples.errors).toEqual({ 'approve 409 INSUFFICIENT_CREDITS': 2 });
    expect(api.calls.some((c) => c.path.endsWith('/complete'))).toBe(false);
  });

  it('with the counter-offer mix, swaps take its shapes in turn: countered and accepted, countered back and approved, declined', async () => {
    api = await fakeApi((call) => ({ status: call.path === '/api/swaps' ? 201 : 200 }));
    const listings = [
      { id: 'r4', ownerId: 'm1' },
      { id: 'r3', ownerId: 'm3' },
      { id: 'r2', ownerId: 'm2' },
      { id: 'r1', ownerId: 'm1' },
    ];
    const ownerOf = new Map(listings.map((l) => [l.id, l.ownerId]));
    const samples = await runSwapClients({ baseUrl: api.url, members, tokens, listings }, 1, 30, COUNTER_OFFER_MIX);

    expect(samples.errors).toEqual({});
    expect(samples.completed).toBe(3);
    expect(samples.declined).toBe(1);
    const callsOf = (reagentId: string) => {
      const create = api!.calls.find((c) => c.body.reagentId === reagentId)!;
      const owner = `token-${ownerOf.get(reagentId)!}`;
      const offered = (create.body.offer as { credits: number }).credits;
      return api!.calls
        .filter((c) => c.path.startsWith(`/api/swaps/${create.body.id as string}/`))
        .map((c) => {
          const step = `${c.path.split('/').slice(4).join('/')} by ${c.token === owner ? 'owner' : 'requester'}`;
          if (typeof c.body.credits !== 'number') return step;
          expect(c.body.credits % 5 === 0 && c.body.credits >= 10 && c.body.credits <= 100).toBe(true);
          return `${step} (${c.body.credits === offered ? 'the offer' : 'another amount'})`;
        });
    };
    // Listings are taken from the end: r1 plain, r2 countered, r3 countered back, r4 declined.
    expect(callsOf('r1')).toEqual(['approve by owner', 'complete by requester']);
    expect(callsOf('r2')).toEqual(['counter by owner (another amount)', 'counter/accept by requester', 'complete by requester']);
    expect(callsOf('r3')).toEqual([
      'counter by owner (another amount)',
      'counter by requester (the offer)',
      'approve by owner',
      'complete by requester',
    ]);
    expect(callsOf('r4')).toEqual(['counter by owner (another amount)', 'counter/decline by requester']);
  });

  it('signs every member in and keeps their access tokens', async () => {
    api = await fakeApi((call) => ({ status: 200, body: { accessToken: `signed-in:${call.body.email as string}` } }));
    const signedIn = await signInAll(api.url, members, 'pw', 2);
    expect(signedIn.get('m2')).toBe('signed-in:owner2@bench.example');
    expect(signedIn.size).toBe(3);
    expect(api.calls.every((c) => c.path === '/api/auth/login' && c.body.password === 'pw')).toBe(true);
  });
});

describe('swapFigures (the measured halves combined)', () => {
  const noLatencies = { create: [], approve: [], complete: [], counter: [], answer: [], swap: [] };
  const half = (overrides: Partial<SwapSamples>): SwapSamples => ({
    completed: 0,
    declined: 0,
    seconds: 1,
    latenciesMs: noLatencies,
    errors: {},
    ranOut: false,
    ...overrides,
  });

  it('rates completed swaps over both halves, pools latencies, sums errors and divides CPU by completed swaps', () => {
    const figures = swapFigures([
      {
        samples: half({ completed: 30, seconds: 2, latenciesMs: { ...noLatencies, create: Array(99).fill(1) } }),
        cpu: { node: 100, postgres: 50 },
      },
      {
        samples: half({
          completed: 10,
          seconds: 2,
          latenciesMs: { ...noLatencies, create: [700] },
          errors: { 'create 500 INTERNAL': 1 },
        }),
        cpu: { node: 100, postgres: 30 },
      },
    ]);
    expect(figures.perSecond).toBe(10);
    expect(figures.transitions.create).toEqual({ count: 100, p50Ms: 1, p99Ms: 700 });
    expect(figures.errors).toEqual({ 'create 500 INTERNAL': 1 });
    expect(figures.cpuMsPerSwap).toEqual({ node: 5, postgres: 2 });
  });
});
