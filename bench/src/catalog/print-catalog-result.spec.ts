import type { CatalogBenchResult, ScenarioFigures } from './catalog-bench.js';
import type { LoadFigures } from './load.js';
import { printCatalogResult } from './print-catalog-result.js';

const load = (overrides: Partial<LoadFigures> = {}): LoadFigures => ({
  perSecond: 500,
  p50Ms: 4,
  p99Ms: 20,
  errors: 0,
  cpuMsPerAnswer: 1,
  databaseCpuMsPerAnswer: 1,
  ...overrides,
});
const scenario = (name: string, fixedApp: Partial<LoadFigures>, ratio: number): ScenarioFigures => ({
  name,
  path: '/api/reagents',
  rate: 500,
  p99TargetMs: 50,
  catalogStatements: 1,
  statements: 1,
  responseBytes: { app: 16_532, baseline: 19_876, appBrotli: 3_129 },
  explain: { planningMs: 0.1, executionMs: 0.5 },
  fixed: { app: load({ fellBehind: false, ...fixedApp }), baseline: load({ fellBehind: false }) },
  saturated: { app: load({ perSecond: 1000 * ratio }), baseline: load({ perSecond: 1000 }), ratio },
});
const result = (scenarios: ScenarioFigures[]): CatalogBenchResult => ({
  seedSeconds: 1,
  poolSize: 10,
  scenarios,
  csv: { rows: 10, bytes: 100, seconds: 1, created: 10, failed: 0, createdIds: [] },
  images: { images: 1, bytes: 100, concurrency: 1, seconds: 1, perSecond: 1, p50Ms: 1, failed: 0 },
});

describe('printCatalogResult', () => {
  it("prints issue 16's verdicts: the rate held with its p99, and flat out at ≥ 80 % of the bare handler", () => {
    const lines: string[] = [];
    const ok = printCatalogResult(
      result([
        scenario('browse, first page', {}, 0.81),
        scenario('browse, page 51', { perSecond: 320, p99Ms: 2585, fellBehind: true }, 0.75),
      ]),
      (line) => lines.push(line),
    );
    expect(ok).toBe(true);
    expect(lines).toEqual(
      expect.arrayContaining([
        '  browse, first page, 500 req/s open loop, p99 ≤ 50 ms: 500/s achieved, p99 20.0 ms, 0 errors — met',
        '  browse, page 51, 500 req/s open loop, p99 ≤ 50 ms: 320/s achieved, p99 2585.0 ms, 0 errors — NOT met',
        '  browse, first page, flat out, ≥ 80 % of the bare handler: 81.0 % — met',
        '  browse, page 51, flat out, ≥ 80 % of the bare handler: 75.0 % — NOT met',
      ]),
    );
    expect(lines).toContain(
      '  browse, first page: 1 catalog statement(s) of 1 in all; EXPLAIN ANALYZE planning 0.1 ms, execution 0.5 ms; answer 16,532 bytes (brotli 3,129), baseline 19,876',
    );
    // The tables keep their columns; the ratio's header follows the target.
    expect(lines).toContain(
      '| scenario | baseline /s | app /s | app p50 / p99 ms | CPU ms per request, baseline: node + pg | app: node + pg | app / baseline | ≥ 80 % | CPU-bound estimate |',
    );
  });

  it('misses the fixed rate on a low p99 that did not keep up, or on errors', () => {
    const lines: string[] = [];
    printCatalogResult(
      result([scenario('browse, first page', { perSecond: 480 }, 0.9), scenario('browse, page 51', { errors: 2 }, 0.9)]),
      (line) => lines.push(line),
    );
    const fixedRate = lines.filter((l) => l.includes('req/s open loop'));
    expect(fixedRate).toHaveLength(2);
    expect(fixedRate.every((l) => l.endsWith('— NOT met'))).toBe(true);
  });
});
