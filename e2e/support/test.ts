import { test as base, type Browser, type BrowserContext, type Response, type TestInfo } from '@playwright/test';

export * from '@playwright/test';

/**
 * What the browser did, kept for a failed test (its first try included: CI's retry records a trace, the failed
 * try records nothing else, and CI keeps only its log). Per browser context, in time order:
 * - the API's answers of 400 and above (method, path, status, the body's start) and requests that never got one;
 * - console errors and uncaught page errors;
 * - the toasts (antd's message notices): when each appeared and went, with its text;
 * - main-thread tasks of a second or more (the page could neither paint nor answer the test meanwhile).
 * Without these, "the toast was not visible within 20 s" cannot tell a toast never raised (the action failed or
 * never ran) from one shown and gone while the page or the runner was starved (a toast lasts 4 s).
 */
const BODY_EXCERPT = 300;
const LONG_TASK_MS = 1_000;
/** The last lines: a failure is at the end. */
const MAX_LINES = 200;
/** A console message from the script below, not the app's. */
const MARK = '[e2e-diagnostics]';

/**
 * Runs in every page before the app: watches <body>'s own children (where antd adds the toasts' container) and
 * that container, not the whole document, so a page's own rendering costs no extra work.
 */
function watchPage({ mark, longTaskMs }: { mark: string; longTaskMs: number }): void {
  const say = (text: string) => console.debug(`${mark} ${text}`);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.duration >= longTaskMs) say(`main thread busy ${Math.round(entry.duration)} ms`);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the toasts are still watched.
  }
  // A notice may come and go inside a wrapper of its own (antd's motion): look in what was added or removed.
  const notices = (node: Node) =>
    node instanceof HTMLElement
      ? [
          ...(node.matches('.ant-message-notice-wrapper') ? [node] : []),
          ...Array.from(node.querySelectorAll('.ant-message-notice-wrapper')),
        ]
      : [];
  const watchToasts = (container: Element) =>
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) for (const notice of notices(node)) say(`toast shown: ${notice.textContent}`);
        for (const node of Array.from(record.removedNodes)) for (const notice of notices(node)) say(`toast gone: ${notice.textContent}`);
      }
    }).observe(container, { childList: true, subtree: true });
  const isContainer = (node: Node): node is HTMLElement => node instanceof HTMLElement && node.classList.contains('ant-message');
  const start = () => {
    const watchContainer = (container: Element) => {
      watchToasts(container);
      for (const notice of notices(container)) say(`toast shown: ${notice.textContent}`);
    };
    // Kept on: antd may take its container out when the last toast goes and add a new one with the next.
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) if (isContainer(node)) watchContainer(node);
        for (const node of Array.from(record.removedNodes))
          if (isContainer(node)) for (const notice of notices(node)) say(`toast gone: ${notice.textContent}`);
      }
    }).observe(document.body, { childList: true });
    for (const container of Array.from(document.body.children)) if (isContainer(container)) watchContainer(container);
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

export class Journal {
  private readonly started = Date.now();
  private readonly lines: string[] = [];
  private readonly reading = new Set<Promise<void>>();
  private dropped = 0;
  private contexts = 0;

  add(source: string, text: string): void {
    if (this.lines.length >= MAX_LINES) {
      this.lines.shift();
      this.dropped += 1;
    }
    const at = ((Date.now() - this.started) / 1000).toFixed(2).padStart(6);
    this.lines.push(`${at}s ${source} ${text}`);
  }

  watch(context: BrowserContext): void {
    this.contexts += 1;
    const source = `[context ${this.contexts}]`;
    void context.addInitScript(watchPage, { mark: MARK, longTaskMs: LONG_TASK_MS }).catch(() => undefined);
    context.on('console', (message) => {
      const text = message.text();
      if (text.startsWith(MARK)) this.add(source, text.slice(MARK.length + 1));
      else if (message.type() === 'error') this.add(source, `console error: ${text.slice(0, BODY_EXCERPT)}`);
    });
    context.on('weberror', (error) => this.add(source, `page error: ${error.error().message.slice(0, BODY_EXCERPT)}`));
    context.on('response', (response) => {
      if (response.status() < 400 || !isApi(response.url())) return;
      const read = this.failedResponse(source, response).finally(() => this.reading.delete(read));
      this.reading.add(read);
    });
    context.on('requestfailed', (request) => {
      // Aborted asset loads are navigation's ordinary business; an API call that never got an answer is not.
      if (isApi(request.url()))
        this.add(source, `${request.method()} ${pathOf(request.url())} got no answer: ${request.failure()?.errorText ?? ''}`);
    });
  }

  private async failedResponse(source: string, response: Response): Promise<void> {
    const request = response.request();
    const body = await response.text().catch(() => '(body not available)');
    this.add(
      source,
      `${request.method()} ${pathOf(response.url())} → ${response.status()} ${body.slice(0, BODY_EXCERPT).replace(/\s+/g, ' ')}`,
    );
  }

  /** The journal so far, once the bodies being read are in. */
  async text(): Promise<string> {
    await Promise.all(this.reading);
    return this.textSoFar();
  }

  private textSoFar(): string {
    return [...(this.dropped ? [`(${this.dropped} earlier lines left out)`] : []), ...this.lines].join('\n');
  }
}

/** Keeps every context the browser opens from now on in the journal, until the returned function is called. */
export function journalContexts(browser: Browser, journal: Journal): () => void {
  const onContext = (context: BrowserContext) => journal.watch(context);
  browser.on('context', onContext);
  return () => browser.off('context', onContext);
}

const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
const pathOf = (url: string) => new URL(url).pathname;

async function report(journal: Journal, testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return;
  const text = await journal.text();
  if (!text) return;
  await testInfo.attach('browser diagnostics', { body: text, contentType: 'text/plain' });
  // The list reporter cuts a text attachment to 300 characters: the whole of it goes to the log here.
  const title = testInfo.titlePath.slice(1).join(' › ');
  process.stderr.write(`\n── browser diagnostics: ${title} (try ${testInfo.retry + 1}) ──\n${text}\n\n`);
}

/**
 * Every spec's `test`: Playwright's, with the browser's diagnostics kept for each test (see Journal) and printed
 * when it fails. Import `test` and `expect` from here, not from '@playwright/test'.
 */
export const test = base.extend<{ browserDiagnostics: void }>({
  browserDiagnostics: [
    async ({ browser }, use, testInfo) => {
      const journal = new Journal();
      // Every context of the test: the `page` fixture's and those a test opens itself (a second member, a phone).
      const stop = journalContexts(browser, journal);
      try {
        await use();
      } finally {
        stop();
      }
      await report(journal, testInfo);
    },
    { auto: true },
  ],
});
