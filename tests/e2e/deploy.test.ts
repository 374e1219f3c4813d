import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type NginxServer } from '../../scripts/nginx-server';
import { makeThrowawayCertificate } from '../../scripts/throwaway-cert';
import { API_URL, APP_URL, DESKTOP, PHONE, login, openPage, setUpBrowser } from './browser';
import { emulateTelegram, launchHash, waitForSent } from './telegram-client';

setUpBrowser();

// The suite runs the build behind deploy/'s nginx configuration (global-setup.ts): these are the
// answers a browser gets in production.
const distDir = process.env.E2E_DIST_DIR ?? 'dist';
const builtIndex = readFileSync(join(distDir, 'index.html'), 'utf8');
const entryScript = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(builtIndex)?.[1] ?? 'no entry script';

const apiOrigin = new URL(API_URL).origin;
/** The build's index.html as nginx serves it with the API on its own origin: that origin's hints first in <head>. */
const servedIndex = builtIndex.replace(
  '<head>',
  `<head>\n    <link rel="preconnect" href="${apiOrigin}" crossorigin><link rel="dns-prefetch" href="${apiOrigin}">`,
);

const get = (path: string, headers: Record<string, string> = {}, appUrl = APP_URL) => fetch(`${appUrl}${path}`, { headers });

/** What config.js sets, run as the browser runs it. */
async function configOf(appUrl: string): Promise<unknown> {
  const window: { __APP_CONFIG__?: unknown } = {};
  runInNewContext(await (await get('/config.js', {}, appUrl)).text(), { window });
  return window.__APP_CONFIG__;
}

/** The policy's directives, each with its sources. */
function directivesOf(response: Response): Map<string, string[]> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The sha256 sources of the inline <script> or <style> blocks of the built index.html, as a browser hashes them. */
function inlineHashes(tag: 'script' | 'style'): string[] {
  return [...builtIndex.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi'))]
    .filter(([, attributes = '']) => !/\ssrc\s*=/i.test(attributes))
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('content-security-policy')).toBeTruthy();
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe('what nginx answers', () => {
  it('serves index.html and every route of the panel revalidated on each open', async () => {
    for (const path of ['/', '/index.html', '/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1', '/verify?tg_id=1&hash=demo', '/no/such/page']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expectSecurityHeaders(response);
      expect(await response.text(), path).toBe(servedIndex);
    }
  });

  it("preconnects to the API's own origin before any script of index.html runs", async () => {
    const served = await (await get('/verify?tg_id=1&hash=demo')).text();
    const hints = served.indexOf(`<link rel="preconnect" href="${apiOrigin}" crossorigin><link rel="dns-prefetch" href="${apiOrigin}">`);
    expect(hints).toBeGreaterThan(0);
    expect(hints).toBeLessThan(served.indexOf('<script'));
  });

  it('writes config.js from the environment, never cached', async () => {
    const response = await get('/config.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(response);
    expect(await configOf(APP_URL)).toEqual({ apiBaseUrl: API_URL });
  });

  // A browser asks for both; brotli is preferred, and a client without it still gets the gzip twin.
  it.each([
    ['br', 'br, gzip'],
    ['gzip', 'gzip'],
  ])("caches hashed assets for a year and sends the build's %s twin", async (encoding, accepted) => {
    const response = await get(entryScript, { 'accept-encoding': accepted });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    // A length is what a file on disk has; nginx compressing on the fly would stream it in chunks.
    const twin = statSync(join(distDir, `${entryScript}.${encoding === 'br' ? 'br' : 'gz'}`)).size;
    expect(Number(response.headers.get('content-length'))).toBe(twin);
    expect(twin).toBeLessThan(statSync(join(distDir, entryScript)).size / 3);
    expectSecurityHeaders(response);
    expect(await response.text()).toBe(readFileSync(join(distDir, entryScript), 'utf8'));
  });

  it('answers a missing asset with 404, not with the panel', async () => {
    const response = await get('/assets/index-0000000.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
    expect(await response.text()).not.toContain('<div id="root">');
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });

  it('allows the build\'s inline code by hash, the API and Telegram Web, and nothing inline besides', async () => {
    const directives = directivesOf(await get('/'));
    expect(inlineHashes('script').length).toBeGreaterThan(0);
    expect(directives.get('script-src')?.toSorted()).toEqual(["'self'", ...inlineHashes('script')].toSorted());
    expect(directives.get('style-src')?.toSorted()).toEqual(["'self'", ...inlineHashes('style')].toSorted());
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    for (const name of ['connect-src', 'img-src', 'media-src']) expect(directives.get(name), name).toContain(apiOrigin);
    expect(directives.get('frame-ancestors')).toContain('https://web.telegram.org');
  });
});

/** Every CSP violation the page reports from now on, as an event or as the browser's console error. */
async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`);
    });
  });
  return violations;
}

const column = (page: Page) => page.getByRole('complementary', { name: 'Регионы' });
const tabPanel = (page: Page) => page.getByRole('tabpanel');

async function openTab(page: Page, name: string, shownText: string) {
  await page.getByRole('tab', { name }).click();
  await tabPanel(page).getByText(shownText).first().waitFor();
}

/** Opens a media card's viewer and closes it again, once `ready` says the media is really shown. */
async function viewMedia(page: Page, title: string, ready: (dialogSelector: string) => boolean) {
  await tabPanel(page).getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await page.waitForFunction(ready, 'dialog[open]');
  await dialog.getByRole('button', { name: 'Закрыть' }).last().click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the Content-Security-Policy in a real browser', () => {
  it('reports no violation while an admin walks the panel', async () => {
    const page = await openPage({ viewport: DESKTOP });
    const violations = await recordCspViolations(page);
    await login(page);

    await column(page).getByRole('link', { name: 'Анталья', exact: true }).click();
    await page.getByRole('link', { name: 'Lara Sun Palace', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Lara Sun Palace' }).waitFor();

    await openTab(page, 'Номера', 'Family Suite');
    await openTab(page, 'Новости', 'Открытие сезона');
    await openTab(page, 'Фото', 'Вид на море');
    await viewMedia(page, 'Вид на море', (dialog) => (document.querySelector<HTMLImageElement>(`${dialog} img`)?.naturalWidth ?? 0) > 0);
    await openTab(page, 'Видео', 'Пляж Лара с дрона');
    // The seeded HLS stream: hls.js fetches the playlist from the API and plays it through a blob: source.
    await viewMedia(page, 'Пляж Лара с дрона', (dialog) => (document.querySelector<HTMLVideoElement>(`${dialog} video`)?.currentTime ?? 0) > 0.5);
    await openTab(page, 'Рилсы', 'Утро у бассейна');

    await page.getByRole('navigation', { name: 'Действия' }).getByRole('link', { name: 'Найти отель' }).click();
    await page.getByRole('searchbox', { name: 'Название отеля' }).fill('lara');
    await page.getByRole('list', { name: 'Результаты поиска' }).getByRole('link', { name: 'Lara Sun Palace', exact: true }).waitFor();

    expect(violations).toEqual([]);
  });

  it('reports no violation inside Telegram, with the chat\'s theme and the bridge', async () => {
    const page = await openPage({ viewport: PHONE });
    const violations = await recordCspViolations(page);
    await emulateTelegram(page);
    await page.goto(`${APP_URL}/verify?tg_id=1&hash=demo${launchHash({ theme: { bg_color: '#17212b', text_color: '#f5f5f5' } })}`);
    await waitForSent(page, 'web_app_ready');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-telegram-theme'))).toBe(true);
    expect(violations).toEqual([]);
  });

  it('blocks an inline script the build did not have', async () => {
    const page = await openPage({ expectConsoleErrors: true });
    const violations = await recordCspViolations(page);
    await login(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
    });
    await expect.poll(() => violations.filter((violation) => violation.startsWith('event: script-src-elem blocked inline'))).toHaveLength(1);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });

  it('may be framed by Telegram Web, and by no other site', async () => {
    const page = await openPage({ expectConsoleErrors: true });
    const violations = await recordCspViolations(page);
    const framedBy = async (origin: string) => {
      // Chromium keeps a public site from framing a loopback address unless allowed; a deployed panel is public.
      await page.context().grantPermissions(['local-network-access'], { origin });
      await page.route(`${origin}/`, (route) =>
        route.fulfill({ contentType: 'text/html', body: `<iframe src="${APP_URL}/health" title="panel"></iframe>` }),
      );
      await page.goto(`${origin}/`);
      const frame = page.frameLocator('iframe');
      // A refused frame shows the browser's error page, whose document has no #root.
      return frame.locator('#root, #main-frame-error').first().getAttribute('id');
    };
    expect(await framedBy('https://web.telegram.org')).toBe('root');
    expect(violations).toEqual([]);
    expect(await framedBy('https://example.com')).toBe('main-frame-error');
    expect(violations).toEqual([expect.stringContaining("violates the following Content Security Policy directive: \"frame-ancestors")]);
  });
});

/** Signs in through /verify at `appUrl` and waits for the regions; answers every address the page asked for. */
async function signInAndListRegions(page: Page, appUrl: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${appUrl}/verify?tg_id=1&hash=demo`);
  await page.waitForURL(/\/homePage/);
  await column(page).getByRole('link', { name: 'Анталья', exact: true }).waitFor();
  return requested;
}

describe('one origin: nginx proxies the API (API_UPSTREAM)', () => {
  let server: NginxServer;
  beforeAll(async () => {
    server = await startNginx({ distDir, apiUpstream: API_URL });
  });
  afterAll(() => server?.close());

  it('points the panel at its own origin, with no hint or policy source for another', async () => {
    expect(await configOf(server.url)).toEqual({ apiBaseUrl: '/' });
    const index = await get('/homePage', {}, server.url);
    expect(await index.text()).toBe(builtIndex);
    const directives = directivesOf(index);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'blob:', 'data:']);
    expect(directives.get('media-src')).toEqual(["'self'", 'blob:']);
  });

  it("passes the API's answers through, its JSON compressed as the browser asks", async () => {
    const login = await fetch(`${server.url}/admin/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tg_id: '1', hash: 'demo' }),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    // Every hotel: a list long enough to be worth compressing.
    const path = '/v1/hotels?include_inactive=true';
    const direct = (await (await fetch(`${API_URL}${path}`, { headers: { authorization: `Bearer ${access_token}` } })).json()) as unknown;
    for (const encoding of ['br', 'gzip']) {
      const response = await get(path, { authorization: `Bearer ${access_token}`, 'accept-encoding': encoding }, server.url);
      expect(response.status, encoding).toBe(200);
      expect(response.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(await response.json(), encoding).toEqual(direct);
    }
    expect((await get('/media/no-such-file.jpg', {}, server.url)).status).toBe(404);
  });

  it('signs an admin in and lists the regions without a request leaving the panel\'s origin', async () => {
    const page = await openPage({ viewport: DESKTOP });
    const violations = await recordCspViolations(page);
    const requested = await signInAndListRegions(page, server.url);
    expect(requested.filter((url) => new URL(url).origin !== server.url)).toEqual([]);
    expect(requested).toContain(`${server.url}/admin/verify`);
    expect(requested).toContain(`${server.url}/v1/regions`);
    expect(violations).toEqual([]);
  });
});

describe('TLS and HTTP/2 (TLS_CERT, TLS_KEY)', () => {
  let server: NginxServer;
  let certDir: string;
  beforeAll(async () => {
    certDir = await mkdtemp(join(tmpdir(), 'panel-tls-'));
    const { cert, key } = await makeThrowawayCertificate(certDir, ['127.0.0.1']);
    server = await startNginx({ distDir, apiUpstream: API_URL, tls: { cert, key } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(certDir, { recursive: true, force: true });
  });

  it('serves the panel and the API behind it over one HTTP/2 connection, the bundle in brotli', async () => {
    const page = await openPage({ viewport: DESKTOP, ignoreHTTPSErrors: true });
    const entryEncoding = page.waitForResponse((response) => new URL(response.url()).pathname === entryScript).then((response) => response.headerValue('content-encoding'));
    await signInAndListRegions(page, server.url);
    const protocols = await page.evaluate(() =>
      performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource')).map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
    );
    expect(protocols.length).toBeGreaterThan(3);
    expect(new Set(protocols)).toEqual(new Set(['h2']));
    // The page's own connection carries its code and the API's answers too: no request opened another.
    const connecting = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).flatMap((entry) => (entry.connectEnd > entry.connectStart ? [entry.name] : [])),
    );
    expect(connecting).toEqual([]);
    expect(await entryEncoding).toBe('br');
  });
});
