import type { Result } from 'lighthouse';
import { refreshCookieOf } from './demo-member.js';
import { figuresFromLhr, medianRun, missedTargets, pageRuns, printWebResult, type PageFigures } from './web-figures.js';

const table = (items: Record<string, unknown>[]) => ({ type: 'table', headings: [], items });
const audit = (numericValue?: number, details?: unknown, scoreDisplayMode = 'numeric') => ({ numericValue, details, scoreDisplayMode });

/** The parts of a Lighthouse 12 report the bench reads, as Lighthouse writes them. */
const lhr = (overrides: { score?: number | null; audits?: Record<string, unknown>; runtimeError?: unknown } = {}) =>
  ({
    categories: { performance: { score: overrides.score === undefined ? 0.934 : overrides.score } },
    environment: { benchmarkIndex: 1500 },
    runtimeError: overrides.runtimeError,
    audits: {
      'first-contentful-paint': audit(900),
      'largest-contentful-paint': audit(2100),
      interactive: audit(3400),
      'total-blocking-time': audit(120),
      'cumulative-layout-shift': audit(0.02),
      'total-byte-weight': audit(204_800),
      'resource-summary': audit(
        undefined,
        table([
          { resourceType: 'total', transferSize: 204_800 },
          { resourceType: 'script', transferSize: 153_600 },
        ]),
      ),
      'largest-contentful-paint-element': audit(undefined, {
        type: 'list',
        items: [table([{ node: { selector: 'main.page > h1', nodeLabel: 'Dashboard' } }]), table([{ phase: 'TTFB' }])],
      }),
      'layout-shifts': audit(undefined, table([{ node: { selector: 'footer.site-footer' }, score: 0.015 }])),
      'render-blocking-resources': audit(undefined, table([{ url: 'http://127.0.0.1/assets/index.css' }])),
      ...overrides.audits,
    },
  }) as unknown as Result;

const observed = { lcpElement: 'main.page > h1', layoutShifts: [{ element: 'div.summary-card', score: 0.2 }] };

describe('web bench figures', () => {
  it('reads score, metrics, bytes and diagnostics from a Lighthouse report', () => {
    expect(figuresFromLhr('/dashboard', lhr())).toEqual({
      page: '/dashboard',
      score: 93,
      fcpMs: 900,
      lcpMs: 2100,
      ttiMs: 3400,
      tbtMs: 120,
      cls: 0.02,
      totalBytes: 204_800,
      scriptBytes: 153_600,
      benchmarkIndex: 1500,
      lcpElement: 'main.page > h1 "Dashboard"',
      layoutShifts: [{ element: 'footer.site-footer', score: 0.015 }],
      diagnosticsFrom: 'lighthouse',
      renderBlocking: ['http://127.0.0.1/assets/index.css'],
      error: null,
    });
  });

  it('takes the observed paints when Lighthouse could not tell the LCP element or the shifts', () => {
    const failed = { details: undefined, scoreDisplayMode: 'error' };
    const f = figuresFromLhr('/', lhr({ audits: { 'layout-shifts': failed, 'render-blocking-resources': failed } }), observed);
    expect(f).toMatchObject({ ...observed, diagnosticsFrom: 'observed', renderBlocking: null });
  });

  it('keeps Lighthouse runtime errors, and a page without a score is not measured', () => {
    const f = figuresFromLhr('/', lhr({ score: null, runtimeError: { code: 'NO_NAVSTART', message: 'no trace' } }));
    expect(f.error).toBe('NO_NAVSTART: no trace');
    expect(missedTargets(f)).toEqual(['not measured']);
  });

  it('names each missed target, and a target met exactly is met', () => {
    const base = figuresFromLhr('/', lhr());
    expect(missedTargets(base)).toEqual([]);
    expect(missedTargets({ ...base, score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 })).toEqual([]);
    expect(missedTargets({ ...base, score: 89, lcpMs: 2501, tbtMs: 201, cls: 0.11 })).toEqual([
      'score 89 < 90',
      'LCP 2501 ms > 2500 ms',
      'TBT 201 ms > 200 ms',
      'CLS 0.110 > 0.1',
    ]);
  });

  it('prints one table row per page, its median run and the spread, and fails the run only for a run not measured', () => {
    const lines: string[] = [];
    const measured: PageFigures = figuresFromLhr('/login', lhr());
    const slower = { ...measured, score: 88, tbtMs: 1162, ttiMs: 5000 };
    expect(printWebResult([pageRuns([measured, slower, measured])], (l) => lines.push(l))).toBe(true);
    expect(lines).toContain(
      '| /login | 3 | 93 | 0.9 s | 2.1 s | 120 ms | 0.020 | 200 KiB | 150 KiB | 88–93 | 120–1162 ms | meets targets |',
    );
    expect(lines).toContainEqual(expect.stringMatching(/^\/login \(median run: round 1\): LCP element main\.page > h1/));
    const slow = { ...measured, page: '/help', score: 41, lcpMs: 10_900 };
    const broken = { ...measured, page: '/', error: 'NO_FCP: nothing painted' };
    lines.length = 0;
    expect(printWebResult([pageRuns([slow]), pageRuns([broken, measured])], (l) => lines.push(l))).toBe(false);
    expect(lines).toContain(
      '| /help | 1 | 41 | 0.9 s | 10.9 s | 120 ms | 0.020 | 200 KiB | 150 KiB | 41 | 120 ms | misses: score 41 < 90, LCP 10900 ms > 2500 ms |',
    );
    expect(lines).toContain('| / | 1 of 2 | 93 | 0.9 s | 2.1 s | 120 ms | 0.020 | 200 KiB | 150 KiB | 93 | 120 ms | meets targets |');
    expect(lines).toContain('/, round 1: not measured (NO_FCP: nothing painted)');
    lines.length = 0;
    expect(printWebResult([pageRuns([broken])], (l) => lines.push(l))).toBe(false);
    expect(lines).toContain('| / | 0 of 1 | – | – | – | – | – | – | – | – | – | not measured: NO_FCP: nothing painted |');
  });
});

describe('the median run of a page', () => {
  const run = (fcpMs: number, ttiMs: number, score = 80, tbtMs = 500): PageFigures => ({
    ...figuresFromLhr('/reagents', lhr()),
    fcpMs,
    ttiMs,
    score,
    tbtMs,
  });

  it('is the run closest to the median FCP and the median TTI together, whatever its score', () => {
    const runs = [run(900, 4000, 70), run(1000, 5200, 95), run(1100, 4400, 85), run(950, 4300, 60), run(3000, 9000, 80)];
    // Medians FCP 1000, TTI 4400: run 3 is 100 ms from both; the median score (80) is run 5, the outlier.
    expect(medianRun(runs)).toBe(runs[2]);
  });

  it('takes the median of an even count as the mean of the middle two, and a tie goes to the lower TTI', () => {
    const [early, late] = [run(1000, 4000), run(1000, 5000)];
    // Medians FCP 1000, TTI 4500: both 500 ms away.
    expect(medianRun([late, early])).toBe(early);
  });

  it('leaves out runs that were not measured, and is none when no run was', () => {
    const broken = { ...run(1000, 4000), error: 'NO_FCP: nothing painted' };
    const unscored = { ...run(1000, 4000), score: null };
    const only = run(2000, 8000);
    expect(medianRun([broken, only, unscored])).toBe(only);
    expect(medianRun([broken, unscored])).toBeNull();
  });

  it('spreads score and TBT from lowest to highest over the measured runs', () => {
    const broken = { ...run(1000, 4000, 99, 10), error: 'NO_FCP: nothing painted' };
    expect(pageRuns([run(900, 4000, 76, 1162), broken, run(950, 4100, 90, 415), run(1000, 4200, 83, 704)]).spread).toEqual({
      score: [76, 90],
      tbtMs: [415, 1162],
    });
    expect(pageRuns([broken]).spread).toBeNull();
  });
});

describe('refreshCookieOf', () => {
  it('reads the refresh cookie and its path among the cookies a sign-in sets', () => {
    const cookies = [
      'rs_device=abc; Path=/api/auth/login; HttpOnly; SameSite=Strict',
      'rs_refresh=tok.en=; Path=/api/auth; Expires=Sun, 27 Dec 2026 06:00:00 GMT; HttpOnly; SameSite=Strict',
    ];
    expect(refreshCookieOf(cookies)).toEqual({ name: 'rs_refresh', value: 'tok.en=', path: '/api/auth' });
  });

  it('fails when the sign-in set none', () => {
    expect(() => refreshCookieOf(['rs_device=abc; Path=/'])).toThrow('no rs_refresh cookie');
  });
});
