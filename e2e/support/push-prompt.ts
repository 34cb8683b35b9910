import { expect, type Page, type Request } from '@playwright/test';
import { PUSH_PROMPT_DISMISSED_KEY } from './api';

/** Spec §9: the push wizard ('Stay Updated Instantly') opens about 2 s after the app decided to ask. */
export const PUSH_PROMPT_DELAY_MS = 2_000;

/**
 * The two moments the app decides about the wizard, as a test can see them from outside:
 * - `flag-read`: it reads the dismissal flag: the shell as soon as an approved member is signed in
 *   (with the flag set it does not even fetch the wizard), and the wizard last, only when everything
 *   else (no push subscription on this browser, not yet asked on this page load) says ask — had the
 *   flag been unset, the wizard's timer would start then;
 * - `subscription-known`: with notifications allowed, it has asked this browser for its push
 *   subscription (its `navigator.serviceWorker.getRegistration()`, the app's only call of it) and
 *   had the answer — with a subscription there, that answer is the decision not to ask.
 */
export type PushPromptDecision = 'flag-read' | 'subscription-known';

interface DecisionMarks {
  /** When each decision was last made, in the page's `performance.now()`. */
  __pushPromptDecisions?: Partial<Record<PushPromptDecision, number>>;
}

/** The page's requests in flight and a count of every start and end, per page. */
const traffic = new WeakMap<Page, { inFlight: Set<Request>; changes: number }>();

/**
 * Records the decisions in the page, and the page's requests (call before the page loads; it
 * holds for every later load of this page).
 */
export async function watchPushPromptDecisions(page: Page): Promise<void> {
  const seen = { inFlight: new Set<Request>(), changes: 0 };
  traffic.set(page, seen);
  page.on('request', (request) => {
    seen.inFlight.add(request);
    seen.changes++;
  });
  const done = (request: Request) => {
    seen.inFlight.delete(request);
    seen.changes++;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.addInitScript((flagKey) => {
    const marks: NonNullable<DecisionMarks['__pushPromptDecisions']> = {};
    (window as unknown as DecisionMarks).__pushPromptDecisions = marks;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (key === flagKey) marks['flag-read'] = performance.now();
      return getItem.call(this, key);
    };
    const getRegistration = ServiceWorkerContainer.prototype.getRegistration;
    ServiceWorkerContainer.prototype.getRegistration = function (this: ServiceWorkerContainer, ...args) {
      return getRegistration.apply(this, args).then((registration) => {
        // Marked a task later: the app's own await on the subscription (microtasks) is over by then.
        const known = () => setTimeout(() => (marks['subscription-known'] = performance.now()));
        void (registration ? registration.pushManager.getSubscription().then(known, known) : known());
        return registration;
      });
    };
  }, PUSH_PROMPT_DISMISSED_KEY);
}

/**
 * Waits until the wizard could have opened on this page load. The decision is seen in React's
 * render, but its timer starts in the effects of the commit, and the app renders in a transition
 * (startApp.tsx): React commits only once every lazy chunk the render waits for has arrived. So:
 * the decision was made; no request of the page is in flight (nothing left for React to wait
 * for); the page went idle (`requestIdleCallback` runs only when no task is queued: React has
 * committed and run those effects); the wizard's delay passed in the page's own clock (a timer
 * started after the wizard's, of the same length, fires after it); the page went idle again (React
 * rendered what that timer opened). Any new decision or request meanwhile starts the wait over. A
 * negative assertion after this proves the wizard did not come, not that the test looked too early.
 */
export async function pushPromptHadItsChance(page: Page, decision: PushPromptDecision): Promise<void> {
  const seen = traffic.get(page);
  if (!seen) throw new Error('pushPromptHadItsChance needs watchPushPromptDecisions(page) before the page loads');
  await page.waitForFunction((d) => (window as unknown as DecisionMarks).__pushPromptDecisions?.[d] !== undefined, decision);
  for (;;) {
    await expect.poll(() => seen.inFlight.size, { intervals: [50] }).toBe(0);
    const changes = seen.changes;
    const quiet = await page.evaluate(
      async ({ decision: d, delay }) => {
        const marks = (window as unknown as DecisionMarks).__pushPromptDecisions!;
        const idle = () => new Promise((resolve) => requestIdleCallback(resolve));
        await idle();
        const decided = marks[d];
        await new Promise((resolve) => setTimeout(resolve, delay));
        await idle();
        return marks[d] === decided;
      },
      { decision, delay: PUSH_PROMPT_DELAY_MS },
    );
    if (quiet && seen.changes === changes) return;
  }
}
