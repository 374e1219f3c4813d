import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/compile-hint';
import { APP_URL, PHONE, login, openPage, setUpBrowser } from './browser';

setUpBrowser();

// Wall-clock figures (regions visible on a throttled phone, the search keystroke) are measured by
// `npm run bench`, never asserted here: a busy machine must not fail a correct change. What a cold
// /homePage fetches is the same on any machine, so it is checked here.
const assets = join(process.env.E2E_DIST_DIR ?? 'dist', 'assets');
const builtScripts = () => readdirSync(assets).filter((file) => file.endsWith('.js'));

/** Chunks the first paint of /homePage must not wait for; each name is part of its file's name. */
// The hotel list, its edit form and the hotel detail are lazy too, but fetched on purpose right after
// the first paint (src/preload-ahead.ts), which may come before this test sees the regions: they
// are not listed here.
const LAZY_CHUNKS = ['hls', 'bridge', 'hotel-search', 'region-form'];

describe('a cold /homePage load', () => {
  it('shows the regions without fetching a lazy chunk first', async () => {
    // A lazy chunk renamed or folded into the entry would make the check below pass for nothing.
    for (const lazyChunk of LAZY_CHUNKS) expect(builtScripts().some((file) => file.startsWith(lazyChunk)), lazyChunk).toBe(true);

    const page = await openPage({ viewport: PHONE });
    await login(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // The login already loaded the entry: without the cache, this open fetches all it needs again.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${APP_URL}/homePage`, { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Анталья' }).first().waitFor();
    const beforeRegions = [...scripts];

    console.info(`scripts fetched before the regions were visible: ${beforeRegions.join(', ')}`);
    expect(beforeRegions.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
    for (const lazyChunk of [...LAZY_CHUNKS, 'devtools']) {
      expect(beforeRegions.filter((path) => path.includes(lazyChunk)), lazyChunk).toEqual([]);
    }
  });
});

describe('after the first screen', () => {
  it("fetches the hotel list's code, then its edit form's, then the detail's, before any click", async () => {
    const page = await openPage({ viewport: PHONE });
    await login(page);
    // The signed-in page fetches ahead too, on a timer: unloaded first, it cannot add to the count.
    await page.goto('about:blank');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    await page.goto(`${APP_URL}/homePage`);
    await page.getByRole('link', { name: 'Анталья' }).first().waitFor();

    const fetched = (chunk: string) => scripts.findIndex((path) => path.startsWith(`/assets/${chunk}-`));
    await expect.poll(() => fetched('hotel-detail'), { timeout: 10_000 }).toBeGreaterThan(-1);
    expect(fetched('hotel-list')).toBeGreaterThan(-1);
    expect(fetched('hotel-list')).toBeLessThan(fetched('hotel-form'));
    expect(fetched('hotel-form')).toBeLessThan(fetched('hotel-detail'));
    expect(page.url()).toBe(`${APP_URL}/homePage`);
  });
});

describe('the production build', () => {
  it('ships neither Query Devtools nor Router Devtools', () => {
    const scripts = builtScripts();
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readFileSync(join(assets, file), 'utf8');
      // Markers of each devtools bundle: Query Devtools' class prefix, the Router Devtools' title.
      expect(code, file).not.toContain('tsqd');
      expect(code, file).not.toContain('TanStack Router');
    }
  });

  it("starts every chunk of the panel's code with the compile hint, hls.js's without, the source map still lined up", () => {
    const entry = builtScripts().find((file) => /^index-[\w-]+\.js$/.test(file));
    if (!entry) throw new Error('no entry chunk in the build');
    const code = readFileSync(join(assets, entry), 'utf8');
    expect(code.slice(0, code.indexOf('\n'))).toBe(COMPILE_HINT);
    const hinted = (prefix: string) =>
      builtScripts()
        .filter((file) => file.startsWith(prefix))
        .map((file) => readFileSync(join(assets, file), 'utf8').startsWith(COMPILE_HINT));
    // The panes fetched right after the first screen, and a library chunk a video alone needs.
    for (const pane of ['hotel-list', 'hotel-form', 'hotel-detail', 'virtual-list']) expect(hinted(pane), pane).toEqual([true]);
    expect(hinted('hls')).toEqual([false]);

    // A message of src/app/main.tsx, found in the built code, must map back to it.
    const at = code.indexOf('index.html has no #root element');
    const linesBefore = code.slice(0, at).split('\n');
    const map = new SourceMapConsumer(readFileSync(join(assets, `${entry}.map`), 'utf8'));
    const original = map.originalPositionFor({ line: linesBefore.length, column: linesBefore.at(-1)!.length });
    expect(original.source).toMatch(/src\/app\/main\.tsx$/);
  });
});
