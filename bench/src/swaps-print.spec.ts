import type { SwapsBenchResult } from './swaps-bench.js';
import { printSwapsResult } from './swaps-print.js';

const latency = { count: 100, p50Ms: 10, p99Ms: 40 };
const result = (overrides: Partial<SwapsBenchResult> = {}): SwapsBenchResult => ({
  members: 1000,
  clients: 16,
  seedSeconds: 1,
  signInSeconds: 1,
  swaps: {
    completed: 100,
    perSecond: 50,
    transitions: { create: latency, approve: latency, complete: latency, swap: latency },
    errors: {},
    cpuMsPerSwap: { node: 8, postgres: 4 },
  },
  ledger: { transfers: 10_000, failed: 0, perSecond: 1000, p50Ms: 5, p99Ms: 20, cpuMsPerTransfer: { node: 0.5, postgres: 0.5 } },
  ledgerCommandsPerSwap: 2,
  ranOut: false,
  statements: { perSwap: 80, top: [{ statement: 'begin', perSwap: 12 }] },
  counterOfferMix: { seconds: 5, completed: 30, declined: 10, errors: {} },
  audit: { ok: true, events: 500, problems: 0 },
  swapAudit: { ok: true, swaps: 140, problems: [] },
  ...overrides,
});

const print = (r: SwapsBenchResult) => {
  const lines: string[] = [];
  const ok = printSwapsResult(r, (line) => lines.push(line));
  return { ok, text: lines.join('\n') };
};

describe('printSwapsResult', () => {
  it('states what the ratio compares: swaps/s × ledger commands per swap over bare transfers/s, and by CPU', () => {
    const { ok, text } = print(result());
    expect(ok).toBe(true);
    expect(text).toContain('**50.0 swaps/s**');
    expect(text).toContain('**1000 transfers/s**');
    expect(text).toContain("**10.0 % of the bare ledger's transfer rate** (swaps/s × 2.00 ÷ transfers/s)");
    expect(text).toContain('one swap costs the time of 20.0 bare transfers');
    expect(text).toContain('CPU-bound estimate of the same ratio: 16.7 %'); // (1 ms × 2) / 12 ms
    expect(text).toContain('12.0 × begin');
  });

  it("prints issue 16's verdicts: ≥ 25 % of the bare ledger's rate, ≤ 50 statements per swap", () => {
    expect(print(result()).text).toContain("swaps, ≥ 25 % of the bare ledger's transfer rate: 10.0 % — NOT met");
    expect(print(result()).text).toContain('swaps, ≤ 50 statements per swap incl. every event delivery: 80.0 — NOT met');
    // 130 swaps/s × 2 ÷ 1000 transfers/s = 26 %; 50 statements is on the line, and the line is met.
    const fast = print(result({ swaps: { ...result().swaps, perSecond: 130 }, statements: { perSwap: 50, top: [] } })).text;
    expect(fast).toContain("swaps, ≥ 25 % of the bare ledger's transfer rate: 26.0 % — met");
    expect(fast).toContain('swaps, ≤ 50 statements per swap incl. every event delivery: 50.0 — met');
  });

  it('fails the run on a failed call, an unclean audit, or a swap that did not reserve and transfer once each', () => {
    expect(print(result({ swaps: { ...result().swaps, errors: { 'approve 500 INTERNAL': 1 } } })).ok).toBe(false);
    expect(print(result({ audit: { ok: false, events: 500, problems: 1 } })).ok).toBe(false);
    expect(print(result({ ledgerCommandsPerSwap: 3 })).ok).toBe(false);
    expect(print(result({ ledger: { ...result().ledger, failed: 1 } })).ok).toBe(false);
  });

  it('prints the counter-offer mix and the swap audit, and fails the run on an error in the mix, no decline, or an unclean swap audit', () => {
    const { ok, text } = print(result());
    expect(ok).toBe(true);
    expect(text).toContain('30 completed, 10 declined, errors: 0');
    expect(text).toContain('Swap audit (every ended credit swap against the ledger): 140 swaps, ok=true');
    const mix = result().counterOfferMix;
    expect(print(result({ counterOfferMix: { ...mix, errors: { 'answer 409 SWAP_NOT_PENDING': 1 } } })).ok).toBe(false);
    expect(print(result({ counterOfferMix: { ...mix, declined: 0 } })).ok).toBe(false);
    const unclean = print(
      result({ swapAudit: { ok: false, swaps: 140, problems: ['swap s1 (completed, agreed 4500): 1 transfers moving 4000'] } }),
    );
    expect(unclean.ok).toBe(false);
    expect(unclean.text).toContain('swap s1 (completed, agreed 4500): 1 transfers moving 4000');
  });
});
