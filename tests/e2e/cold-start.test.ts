import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_URL, APP_URL, PHONE, emulateNetwork, login, openPage, screenshot, setUpBrowser } from './browser';

setUpBrowser();

const REGIONS_URL = `${API_URL}/v1/regions`;

/** The region list as the main screen draws it, once the regions have arrived. */
const regionButton = (page: Page) => page.getByRole('link', { name: 'Анталья' }).first();

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not drawn');
  return box;
}


describe('a cold start of /homePage in a real browser', () => {
  it('shows a loading status in its first paint, then the shell, while the regions are held back', async () => {
    const page = await openPage({ viewport: PHONE });
    await login(page);
    // The regions answer only once the test has seen the progress: order, not the clock, is checked.
    let releaseRegions = () => {};
    const regionsHeld = new Promise<void>((resolve) => {
      releaseRegions = resolve;
    });
    await page.route(REGIONS_URL, async (route) => {
      await regionsHeld;
      await route.continue();
    });

    await page.goto(`${APP_URL}/homePage`, { waitUntil: 'commit' });
    // Either the markup index.html carries or the route's pending shell: never a blank page.
    await page.getByRole('status').filter({ hasText: /^Загрузка/ }).first().waitFor();
    // The first contentful paint is index.html's own status: no script has drawn anything before it.
    const firstPaintMs = await page.evaluate(async () => {
      while (performance.getEntriesByName('first-contentful-paint').length === 0) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    });
    console.info(`first paint, with the loading status, ${Math.round(firstPaintMs)} ms after navigation`);

    await page.getByRole('status').filter({ hasText: 'Загрузка регионов…' }).waitFor();
    await page.getByRole('link', { name: '@anna_admin' }).waitFor();
    expect(await regionButton(page).isVisible()).toBe(false);
    await screenshot(page, 'cold-start-pending-phone');

    releaseRegions();
    await regionButton(page).waitFor();
    expect(await page.getByText('Загрузка регионов…').count()).toBe(0);
  });

  it('regions answering 500 lead to /error, whose «Повторить» opens the panel once the server is back', async () => {
    const page = await openPage({ viewport: PHONE, expectConsoleErrors: true });
    await login(page);
    // The real server still answers, so its CORS headers come along with the 500.
    await page.route(REGIONS_URL, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, status: 500, json: { message: 'Сервер недоступен' } });
    });

    await page.goto(`${APP_URL}/homePage`);
    // The query retries a 5xx twice before the loader gives up.
    await page.waitForURL(/\/error\?reason=unavailable$/, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Добро пожаловать!' }).waitFor();
    await page.getByText('Сервер недоступен. Проверьте соединение и попробуйте ещё раз.').waitFor();
    const retry = page.getByRole('button', { name: 'Повторить' });
    await retry.waitFor();
    await screenshot(page, 'error-unavailable-phone');

    await page.unroute(REGIONS_URL);
    await retry.click();
    await regionButton(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/homePage');
  });

  it('says «Нет соединения» while offline, between the header and the footer', async () => {
    const page = await openPage({ viewport: PHONE });
    // From a known online state, so that going offline is a change Chromium announces.
    await emulateNetwork(page, true);
    await login(page);
    await regionButton(page).waitFor();

    await emulateNetwork(page, false);
    const banner = page.getByRole('status').filter({ hasText: 'Нет соединения' });
    await banner.waitFor();
    const bannerBox = await boxOf(banner);
    const headerBox = await boxOf(page.getByRole('banner'));
    const footerBox = await boxOf(page.getByRole('contentinfo'));
    expect(bannerBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(footerBox.y + 1);
    await screenshot(page, 'offline-banner-phone');

    await emulateNetwork(page, true);
    await banner.waitFor({ state: 'detached' });
  });
});
