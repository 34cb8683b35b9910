import axe from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule sets the product is held to (issue 15): A and AA of 2.0, 2.1 and 2.2. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What a page shows once its data is in: a level-1 heading in the main region and no loading
 * screen, skeleton or spinner left (a check mid-load would judge the skeleton, not the page).
 */
export async function pageSettled(page: Page): Promise<void> {
  // Generous bounds: on a loaded machine restoring the session, or the admin panel's dozen requests
  // (statistics, users, the ledger audit), take well over the default ten seconds.
  await expect(page.locator('#main-content h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.loading-screen, .ant-skeleton, .ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * axe's WCAG violations on the page as it is now, one line per rule: id, impact, how many elements,
 * the first few. axe is put into the page once per document and run there directly: a wrapper
 * that injects it afresh (and opens a page of its own to merge results) for every check took
 * about three times as long per route, most of this file's time.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, {
          runOnly: { type: 'tag', values: tags },
          // Only violations are read: axe then describes no passing element, much of its time on a large page.
          resultTypes: ['violations'],
        })
        .then((results) => results.violations),
    WCAG_TAGS,
  );
  return violations.map((violation) => {
    const where = violation.nodes
      .slice(0, 3)
      .map((node) => `${node.target.join(' ')} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`)
      .join('\n    ');
    return `${violation.id} (${violation.impact ?? 'n/a'}, ${violation.nodes.length} elements)\n    ${where}`;
  });
}

/** What the keyboard focus is on, and whether it shows a ring. */
export interface FocusStop {
  element: string;
  ring: string | null;
}

/**
 * The focused element and its focus ring: an outline of 2 px or more, or a box shadow spread 2 px
 * or more around it (antd's inputs draw their ring so), on the element or, for controls antd wraps
 * (inputs with affixes, selects, number inputs, checkboxes), on the wrapper that shows it. A plain
 * drop shadow (a primary button's) is no ring.
 */
export async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(async () => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { element: 'body', ring: null };
    // antd fades its rings in: judge the ring once the focus transition has run.
    const fading = [focused, focused.parentElement, focused.parentElement?.parentElement].flatMap(
      (element) => element?.getAnimations() ?? [],
    );
    await Promise.all(fading.map((animation) => animation.finished.catch(() => undefined)));
    const ringIn = (style: CSSStyleDeclaration): string | null => {
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2)
        return `outline ${style.outlineWidth} ${style.outlineColor}`;
      for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
        const lengths = shadow.match(/-?[\d.]+px/g) ?? [];
        if (lengths.length >= 4 && parseFloat(lengths[3]!) >= 2) return `box-shadow ${shadow.trim()}`;
      }
      return null;
    };
    // antd draws some rings on a pseudo-element (a slider's handle on its ::after).
    const ringOf = (element: Element | null): string | null =>
      element
        ? (ringIn(getComputedStyle(element)) ??
          ringIn(getComputedStyle(element, '::after')) ??
          ringIn(getComputedStyle(element, '::before')))
        : null;
    const wrapper = focused.closest(
      '.ant-input-affix-wrapper, .ant-input-number, .ant-select, .ant-picker, .ant-input-textarea-affix-wrapper',
    );
    // A checkbox or radio draws its ring on the box beside the (hidden) input.
    const box = focused.matches('input[type=checkbox], input[type=radio]') ? focused.nextElementSibling : null;
    const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const element = `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''}${name ? ` "${name}"` : ''}`;
    return { element, ring: ringOf(focused) ?? ringOf(wrapper) ?? ringOf(box) };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the
 * page, and returns every stop on the way that showed no focus ring (the target included).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, maxStops = 60 } = {}): Promise<FocusStop[]> {
  const unringed: FocusStop[] = [];
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const here = await focusStop(page);
    if (!here.ring) unringed.push(here);
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return unringed;
  }
  throw new Error(`${maxStops} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
}
