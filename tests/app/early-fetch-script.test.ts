import { readFileSync } from 'node:fs';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlBuildSettings } from '../../scripts/html-build-settings';

/** index.html's early-fetch script as a build with `VITE_API_BASE_URL=builtBase` writes it. */
function builtScript(builtBase?: string): string {
  const plugin = htmlBuildSettings();
  (plugin.configResolved as (config: Pick<ResolvedConfig, 'env'>) => void)({ env: builtBase === undefined ? {} : { VITE_API_BASE_URL: builtBase } });
  const html = (plugin.transformIndexHtml as (html: string) => string)(readFileSync('index.html', 'utf8'));
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).find((code) => code.includes('__EARLY_FETCH__'));
  if (!script) throw new Error('index.html has no early-fetch script');
  return script;
}

type Sent = { url: string; init: RequestInit };

/** Runs the script at `path` with `config.js` saying `apiBaseUrl`, and answers what it sends. */
async function openAt(path: string, { apiBaseUrl = '', builtBase }: { apiBaseUrl?: string; builtBase?: string } = {}) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, init });
      const body = url.endsWith('/admin/verify') ? { access_token: 'from-handshake', refresh_token: 'r' } : [];
      return Promise.resolve(Response.json(body));
    }),
  );
  window.history.replaceState(null, '', path);
  window.__APP_CONFIG__ = { apiBaseUrl };
  // As the browser runs a classic inline script: in the global scope (jsdom runs no <script> itself).
  window.eval(builtScript(builtBase));
  // Whatever the script chains (the regions after the handshake) has started.
  await Promise.all(Object.values(window.__EARLY_FETCH__ ?? {}).filter((sent) => sent !== undefined));
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.__EARLY_FETCH__ = undefined;
  window.__APP_CONFIG__ = undefined;
  window.history.replaceState(null, '', '/');
});

describe("index.html's early fetch", () => {
  it('on /homePage asks for the regions with the cookie\'s token, as the API client would', async () => {
    document.cookie = 'jwtToken=token-123; path=/';
    const sent = await openAt('/homePage?view=HOTEL_LIST&regionId=1', { apiBaseUrl: ' https://api.example.com/ ' });

    expect(sent).toEqual([
      { url: 'https://api.example.com/v1/regions', init: { headers: { Authorization: 'Bearer token-123' } } },
    ]);
    expect(Object.keys(window.__EARLY_FETCH__ ?? {})).toEqual(['v1/regions']);
  });

  it('on /verify sends the handshake, then the regions with the token it returns', async () => {
    const sent = await openAt('/Verify?tg_id=1&hash=1e5');

    expect(sent.map(({ url }) => url)).toEqual(['http://localhost:3000/admin/verify', 'http://localhost:3000/v1/regions']);
    expect(sent[0]!.init).toEqual({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ tg_id: '1', hash: '1e5' }) });
    expect(sent[1]!.init.headers).toEqual({ Authorization: 'Bearer from-handshake' });
  });

  it("calls the panel's own origin when config.js names a path, as behind nginx proxying the API", async () => {
    const sent = await openAt('/verify?tg_id=1&hash=demo', { apiBaseUrl: '/' });

    expect(sent.map(({ url }) => url)).toEqual([`${location.origin}/admin/verify`, `${location.origin}/v1/regions`]);
  });

  it("falls back to the build's address, then to the local default, as src/api/config.ts does", async () => {
    document.cookie = 'jwtToken=token-123; path=/';
    expect((await openAt('/homePage', { builtBase: 'https://built.example.com' }))[0]!.url).toBe('https://built.example.com/v1/regions');
    window.__EARLY_FETCH__ = undefined;
    expect((await openAt('/homePage'))[0]!.url).toBe('http://localhost:3000/v1/regions');
  });

  it('sends nothing without a token, without a login, or on pages that show no regions', async () => {
    expect(await openAt('/homePage')).toEqual([]);
    expect(await openAt('/verify?tg_id=1')).toEqual([]);
    document.cookie = 'jwtToken=token-123; path=/';
    expect(await openAt('/health')).toEqual([]);
    expect(await openAt('/user')).toEqual([]);
  });
});
