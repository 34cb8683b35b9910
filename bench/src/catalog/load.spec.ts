import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { figuresOf, fixedRate, type Samples, type Target } from './load.js';

const samples = (overrides: Partial<Samples>): Samples => ({
  latenciesMs: [],
  lagsMs: [],
  answers: 0,
  errors: 0,
  seconds: 1,
  cpuMs: 0,
  databaseCpuMs: 0,
  ...overrides,
});

describe('figuresOf (the halves of an ABBA run combined)', () => {
  it('takes percentiles over all latencies of both halves, not an average of each half', () => {
    const fast = samples({ latenciesMs: Array.from({ length: 98 }, () => 1), answers: 98, seconds: 1 });
    const slow = samples({ latenciesMs: [500, 900], answers: 2, seconds: 1 });
    const figures = figuresOf([fast, slow], false);
    expect(figures.p50Ms).toBe(1);
    expect(figures.p99Ms).toBe(900);
    expect(figures.perSecond).toBe(50);
  });

  it('sums errors and divides CPU by all answers', () => {
    const figures = figuresOf(
      [
        samples({ answers: 10, errors: 1, cpuMs: 30, databaseCpuMs: 10 }),
        samples({ answers: 30, errors: 2, cpuMs: 10, databaseCpuMs: 30 }),
      ],
      true,
    );
    expect(figures.errors).toBe(3);
    expect(figures.cpuMsPerAnswer).toBe(1);
    expect(figures.databaseCpuMsPerAnswer).toBe(1);
    expect(figures.fellBehind).toBe(false);
  });
});

describe('fixedRate (open loop)', () => {
  let server: Server;
  let held: ServerResponse[] = [];
  let received = 0;
  let releaseAt = Infinity;

  beforeAll(async () => {
    server = createServer((_req: IncomingMessage, res: ServerResponse) => {
      received += 1;
      held.push(res);
      if (received >= releaseAt) for (const r of held.splice(0)) r.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    held = [];
    received = 0;
  });

  const target = (): Target => ({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    headers: {},
    pid: process.pid,
    databasePids: () => Promise.resolve([]),
  });

  it('keeps sending while earlier requests are unanswered, then stops once a second of them is (fell behind)', async () => {
    // 20/s for 10 s would be 200 requests; the server answers nothing until it holds 21.
    releaseAt = 21;
    const run = await fixedRate(target(), 20, 10);
    expect(received).toBe(21);
    expect(run.answers).toBe(21);
    expect(run.fellBehind).toBe(true);
    expect(run.errors).toBe(0);
  });

  it('sends every request of the run when the server keeps up', async () => {
    releaseAt = 1;
    const run = await fixedRate(target(), 50, 0.2);
    expect(received).toBe(10);
    expect(run.answers).toBe(10);
    expect(run.fellBehind).toBe(false);
  });
});
