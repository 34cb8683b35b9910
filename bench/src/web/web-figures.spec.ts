import type { Result } from 'lighthouse';
import { refreshCookieOf } from './demo-member.js';
import { figuresFromLhr, missedTargets, printWebResult, type PageFigures } from './web-figures.js';

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

  it('prints one table row per page and fails the run only for a page not measured', () => {
    const lines: string[] = [];
    const measured: PageFigures = figuresFromLhr('/login', lhr());
    expect(printWebResult([measured], (l) => lines.push(l))).toBe(true);
    expect(lines).toContain('| /login | 93 | 0.9 s | 2.1 s | 120 ms | 0.020 | 200 KiB | 150 KiB | meets targets |');
    const slow = { ...measured, page: '/help', score: 41, lcpMs: 10_900 };
    const broken = { ...measured, page: '/', error: 'NO_FCP: nothing painted' };
    lines.length = 0;
    expect(printWebResult([slow, broken], (l) => lines.push(l))).toBe(false);
    expect(lines).toContain(
      '| /help | 41 | 0.9 s | 10.9 s | 120 ms | 0.020 | 200 KiB | 150 KiB | misses: score 41 < 90, LCP 10900 ms > 2500 ms |',
    );
    expect(lines).toContain('| / | – | – | – | – | – | – | – | not measured: NO_FCP: nothing painted |');
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
