import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { resetDb } from '../../mocks/db';
import { workerFakeApi } from './fake-api';
import { apiUrlOf, currentSlot } from './workers';

/** This worker's panel and fake API (tests/e2e/workers.ts). */
export const APP_URL = inject('appUrls')[currentSlot()] ?? '';
export const API_URL = apiUrlOf(currentSlot());
export const PHONE = { width: 390, height: 844 };
/** A small Android phone, where a row of controls has the least room. */
export const SMALL_PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** A region's hotel rows as drawn: list items on a phone, the body rows of its table from 1024 px. */
export const hotelRowsIn = (scope: Locator) =>
  scope.getByRole('listitem').or(scope.getByRole('rowgroup', { name: 'Отели' }).getByRole('row'));

let browser: Browser;
const contexts: BrowserContext[] = [];
let pageErrors: string[] = [];

/**
 * Registers the hooks of a spec file: one Chromium for the file, a fresh context per page, and the
 * demo data put back before each test (the tokens stay, so the worker's signed-in state does too),
 * with the fake API's standing answers and no one counting its requests (`FakeApi.use`, `onRequest`).
 */
export function setUpBrowser() {
  beforeAll(async () => {
    await workerFakeApi();
    browser = await chromium.launch(inject('chromiumLaunch'));
  });
  beforeEach(async () => {
    resetDb();
    (await workerFakeApi()).resetOverrides();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const errors = pageErrors;
    pageErrors = [];
    if (errors.length > 0) throw new Error(`The page logged errors:\n${errors.join('\n')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let signedInState: Promise<StorageState> | undefined;

/** The cookies and localStorage of a real sign-in through /verify, made once per worker. */
function workerSignedInState(): Promise<StorageState> {
  signedInState ??= (async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${APP_URL}/verify?tg_id=1&hash=demo`);
      await page.waitForURL(/\/homePage/);
      return await context.storageState();
    } finally {
      await context.close();
    }
  })();
  return signedInState;
}

type PageOptions = {
  viewport?: { width: number; height: number };
  expectConsoleErrors?: boolean;
  /**
   * Starts with the worker's signed-in state (its tokens and userInfo), for a test that is not
   * about signing in: it opens the panel with `openHome` instead of going through /verify.
   */
  signedIn?: boolean;
  /** Takes a throwaway certificate as valid (a server started with TLS by the test itself). */
  ignoreHTTPSErrors?: boolean;
};

/** A page in a fresh context; any console error or uncaught exception fails the test. */
export async function openPage({
  viewport = DESKTOP,
  expectConsoleErrors = false,
  signedIn = false,
  ignoreHTTPSErrors = false,
}: PageOptions = {}): Promise<Page> {
  const storageState = signedIn ? await workerSignedInState() : undefined;
  const context = await browser.newContext({ viewport, locale: 'ru-RU', acceptDownloads: true, storageState, ignoreHTTPSErrors });
  contexts.push(context);
  return watchedPage(context, expectConsoleErrors);
}

/** Another tab beside `page`, in its browser: the same cookies and storage, watched the same way. */
export function openTab(page: Page, { expectConsoleErrors = false } = {}): Promise<Page> {
  return watchedPage(page.context(), expectConsoleErrors);
}

/**
 * A new page in `context`, watched as `openPage`'s are (its frames' console messages included), for
 * a context of a test's own. `tolerated` lets through the console errors a test knows the browser
 * logs itself (a 401 it provokes); every other error still fails the test.
 */
export async function watchedPage(
  context: BrowserContext,
  expectConsoleErrors: boolean,
  tolerated: (message: ConsoleMessage) => boolean = () => false,
): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
  if (!expectConsoleErrors) {
    page.on('console', (message) => {
      if (message.type() === 'error' && !tolerated(message)) pageErrors.push(`console.error: ${message.text()}`);
    });
  }
  return page;
}

/**
 * Forces Chromium's view of the network either way. Playwright's `setOffline(false)` only lifts the
 * emulation, and a machine whose only interface is loopback (a sandboxed CI) then stays "offline"
 * without an `online` event; a non-zero latency makes Chromium report online regardless.
 */
export async function emulateNetwork(page: Page, online: boolean) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: !online,
    latency: online ? 1 : 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** Logs in through the real handshake, as the bot's link does. */
export async function login(page: Page): Promise<void> {
  await page.goto(`${APP_URL}/verify?tg_id=1&hash=demo`);
  await page.waitForURL(/\/homePage/);
}

/** Opens the main screen of a page made with `signedIn`, as an admin who signed in earlier. */
export async function openHome(page: Page): Promise<void> {
  await page.goto(`${APP_URL}/homePage`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `tests/e2e/artifacts/${name}.png`, fullPage: false });
}

// Accessibility and layout checks (a11y.test.ts, layout.test.ts).

/** A page whose `prefers-color-scheme` is `colorScheme`, as a phone or a desktop set to that theme. */
export async function openPageIn(colorScheme: 'light' | 'dark', options: PageOptions = {}): Promise<Page> {
  const page = await openPage(options);
  await page.emulateMedia({ colorScheme });
  return page;
}

export type AxeNode = { target: unknown[]; failureSummary?: string; html: string };
export type AxeViolation = { id: string; impact?: string | null; help: string; nodes: AxeNode[] };

let axeSource: string | undefined;

/**
 * Runs axe-core in the page (injected once per document) on `selector` or the whole document and
 * returns its violations. `rules` narrows the run to those rule ids.
 */
export async function runAxe(page: Page, { selector, rules }: { selector?: string; rules?: string[] } = {}): Promise<AxeViolation[]> {
  if (axeSource === undefined) {
    const [{ readFileSync }, { createRequire }] = await Promise.all([import('node:fs'), import('node:module')]);
    axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  }
  // Evaluated, not added as an inline <script>, which the panel's Content-Security-Policy refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ selector, rules }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
      };
      const options = { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) };
      const { violations } = await axe.run(selector ?? document, options);
      // Plain data only: the node objects of axe's results do not survive the trip back.
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary, html }) => ({ target, failureSummary, html: html.slice(0, 160) })),
      }));
    },
    { selector, rules },
  );
}

export const isSeriousViolation = (violation: AxeViolation) => violation.impact === 'serious' || violation.impact === 'critical';

/** axe over `selector` finds nothing serious or critical; the failure names each node to fix. */
export async function expectNoSeriousViolations(page: Page, where: string, selector?: string): Promise<void> {
  const violations = (await runAxe(page, selector ? { selector } : {})).filter(isSeriousViolation);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

/** One line per violation and one per node: what a developer needs to find and fix it. */
export function describeViolations(where: string, violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `[${where}] ${violation.impact ?? '?'} ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .map((node) => `    ${JSON.stringify(node.target)} ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`)
          .join('\n'),
    )
    .join('\n');
}

/** Waits until no finite animation runs (a modal's fade-in), so a screenshot shows the settled view. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

export type SidewaysOverflow = { scrollWidth: number; innerWidth: number; culprits: string[] };

/**
 * How wide the page scrolls against the window, and the outermost elements that stick out of it
 * (those inside a box that scrolls or clips them are fine, as are the screen-reader-only ones).
 */
export function sidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  return page.evaluate(() => {
    const { innerWidth } = window;
    const { scrollWidth } = document.documentElement;
    const sticksOut = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 1 && (rect.right > innerWidth + 0.5 || rect.left < -0.5);
    };
    const clippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible' && !sticksOut(parent)) return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const classes = [...element.classList].join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} [${Math.round(rect.left)}..${Math.round(rect.right)}] «${(element.textContent ?? '').trim().slice(0, 40)}»`;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !clippedByAncestor(element))
      .filter((element) => !(element.parentElement && sticksOut(element.parentElement)))
      .slice(0, 8)
      .map(describe);
    return { scrollWidth, innerWidth, culprits };
  });
}

/** A file as a drag from the desktop carries it: its name, type and bytes. */
export type DroppedFile = { name: string; type: string; base64: string };

/**
 * Files dragged from the desktop onto `target` through Playwright's own dispatch of the browser's
 * DragEvents, with a DataTransfer built in the page holding them. Stops while they are held over
 * `target` (`drop: false`), for a look at what that shows.
 */
export async function dragFilesOver(target: Locator, files: DroppedFile[], { drop = true } = {}): Promise<void> {
  const dataTransfer = await target.page().evaluateHandle((files) => {
    const transfer = new DataTransfer();
    for (const { name, type, base64 } of files) {
      transfer.items.add(new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, { type }));
    }
    return transfer;
  }, files);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  if (drop) await target.dispatchEvent('drop', { dataTransfer });
  await dataTransfer.dispose();
}
