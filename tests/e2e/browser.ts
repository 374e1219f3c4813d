import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

export const APP_URL = inject('appUrl');
export const API_URL = inject('apiUrl');
const DEFAULT_API_URL = 'http://localhost:3000';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browser: Browser;
const contexts: BrowserContext[] = [];
let pageErrors: string[] = [];

/** Registers the hooks of a spec file: one Chromium for the file, a fresh context per page. */
export function setUpBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
    });
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

type PageOptions = { viewport?: { width: number; height: number }; expectConsoleErrors?: boolean };

/** A page in a fresh context; any console error or uncaught exception fails the test. */
export async function openPage({ viewport = DESKTOP, expectConsoleErrors = false }: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'ru-RU', acceptDownloads: true });
  contexts.push(context);
  if (API_URL !== DEFAULT_API_URL) {
    // The runtime setting, as an operator would edit public/config.js on a server.
    await context.route('**/config.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: `window.__APP_CONFIG__ = { apiBaseUrl: '${API_URL}' };` }),
    );
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
  if (!expectConsoleErrors) {
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console.error: ${message.text()}`);
    });
  }
  return page;
}

/** Logs in through the real handshake, as the bot's link does. */
export async function login(page: Page): Promise<void> {
  await page.goto(`${APP_URL}/verify?tg_id=1&hash=demo`);
  await page.waitForURL(/\/homePage/);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `tests/e2e/artifacts/${name}.png`, fullPage: false });
}
