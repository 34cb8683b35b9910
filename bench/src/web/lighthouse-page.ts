import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { MemberSignIn } from './demo-member.js';
import { observePaint, type ObservedPaint } from './observed-shifts.js';

/** Debian's Chromium unless CHROME_PATH says otherwise. */
export const chromePath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * One Lighthouse navigation in a Chromium of its own, with Lighthouse's default config: the
 * mobile preset (Moto G Power screen, simulated slow 4G, 4× CPU slowdown). Only the performance
 * category is gathered; its score does not depend on the others.
 *
 * Every visitor has answered the install dialog; `session`: the refresh cookie goes into the browser's cookie jar before the run, as a returning
 * member's browser has it (Lighthouse resets caches and service workers, not cookies); the page
 * then restores the session through /api/auth/refresh as it does for a real visitor (whose
 * rotated cookie then serves the plain load that observes the page's paints and shifts).
 */
export async function runLighthouse(url: string, session?: MemberSignIn): Promise<{ lhr: Result; observed: ObservedPaint }> {
  const chrome = await launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const page = await browser.newPage();
      // Local storage survives Lighthouse's reset. Every visitor measured has answered the spec's
      // install prompts (the phone's dialog, 'Don't show this message again', and the Install App
      // card; frontend PWA_PROMPT_DISMISSED_KEY and INSTALL_CARD_DISMISSED_KEY): Lighthouse's mobile
      // preset is an Android phone, so the dialog would open 1.5 s after load and the card 3 s after
      // the browser's install event, and Lantern, which simulates no timers, takes such a late paint
      // as the page's largest and prices it as the whole first load — the app's own speed is what the
      // targets are about (docs/benchmarks.md).
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate(
        "localStorage.setItem('pwa-prompt-dismissed', 'true'); localStorage.setItem('install-app-prompt-dismissed', 'true')",
      );
      if (session) {
        const { name, value, path } = session.refreshCookie;
        await page.setCookie({ name, value, path, url: new URL(path, url).href, httpOnly: true, sameSite: 'Strict' });
        // A returning member has answered the 'Stay Updated Instantly' prompt too (as the browser
        // tests' members have; frontend PUSH_PROMPT_DISMISSED_KEY).
        await page.evaluate("localStorage.setItem('push-prompt-dismissed', 'true')");
      }
      const result = await lighthouse(url, { logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      return { lhr: result.lhr, observed: await observePaint(await browser.newPage(), url) };
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}
