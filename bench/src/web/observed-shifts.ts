import type { Page } from 'puppeteer-core';

/** What the page itself reports (PerformanceObserver) of its largest paint and its layout shifts. */
export interface ObservedPaint {
  lcpElement: string | null;
  layoutShifts: { element: string; score: number }[];
}

/**
 * Runs in the page before its own scripts. Names an element the way the report shows it:
 * tag, id and classes, e.g. `div#root.app > header.app-header`.
 */
const OBSERVER = `(() => {
  const name = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName.toLowerCase() : 'unknown';
    const own = (n) => n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + [...n.classList].slice(0, 3).map((c) => '.' + c).join('');
    return (node.parentElement ? own(node.parentElement) + ' > ' : '') + own(node);
  };
  const seen = (window.__rsPaint = { lcp: null, shifts: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = name(entry.element);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const source = [...entry.sources].sort((a, b) => b.previousRect.height * b.previousRect.width - a.previousRect.height * a.previousRect.width)[0];
      seen.shifts.push({ element: source ? name(source.node) : 'unknown', score: entry.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/**
 * A second, plain load of the page on the same phone screen and 4× CPU slowdown (no network
 * throttling), for the diagnostics Lighthouse 12.2.3 cannot give with a current Chromium: its
 * trace engine fails on the newer trace format (PipelineReporter events), which takes the LCP
 * element, layout-shift and render-blocking audits with it, while the metrics still work.
 */
export async function observePaint(page: Page, url: string): Promise<ObservedPaint> {
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await page.emulateCPUThrottling(4);
  await page.evaluateOnNewDocument(OBSERVER);
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  // Late shifts (a session restored, a prompt shown ~2 s after load) count too.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const seen = (await page.evaluate('window.__rsPaint')) as { lcp: string | null; shifts: ObservedPaint['layoutShifts'] };
  return { lcpElement: seen.lcp, layoutShifts: seen.shifts };
}
