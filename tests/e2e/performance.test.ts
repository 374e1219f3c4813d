import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_URL, PHONE, login, openPage, setUpBrowser } from './browser';

setUpBrowser();

// Lighthouse's mobile profile: 4× CPU slowdown and "slow 4G" (150 ms RTT, 1.6 Mbps down, 750 kbps up).
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const REGIONS_VISIBLE_BUDGET_MS = 2200;

describe('performance of a cold /homePage load', () => {
  it('shows the regions within 2.2 s on a throttled phone, without fetching lazy chunks first', async () => {
    const page = await openPage({ viewport: PHONE });
    await login(page);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await page.goto(`${APP_URL}/homePage`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Анталья' }).first().waitFor();
    const regionsVisibleMs = await page.evaluate(() => performance.now());

    console.info(`regions visible ${Math.round(regionsVisibleMs)} ms after navigation (4× CPU, slow 4G)`);
    console.info(`scripts fetched: ${scripts.join(', ')}`);
    expect(regionsVisibleMs).toBeLessThan(REGIONS_VISIBLE_BUDGET_MS);
    for (const lazyChunk of ['hls', 'bridge', 'hotel-form', 'hotel-search', 'hotel-detail', 'region-form', 'devtools']) {
      expect(scripts.some((path) => path.includes(lazyChunk))).toBe(false);
    }
  });
});

describe('the production build', () => {
  it('ships neither Query Devtools nor Router Devtools', () => {
    const assets = join(process.env.E2E_DIST_DIR ?? 'dist', 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readFileSync(join(assets, file), 'utf8');
      // Markers of each devtools bundle: Query Devtools' class prefix, the Router Devtools' title.
      expect(code, file).not.toContain('tsqd');
      expect(code, file).not.toContain('TanStack Router');
    }
  });
});
