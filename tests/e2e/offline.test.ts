import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, emulateNetwork, expectNoSeriousViolations, login, openPage, screenshot, setUpBrowser } from './browser';

setUpBrowser();

/** A hotel of Кемер, the region these specs open; its photos are seeded. */
const HOTEL = 'Beldibi Pine Resort';

/** Whether the page has fetched a chunk whose file name starts with `chunk`. */
const hasFetched = (page: Page, chunk: string) =>
  page.evaluate((name) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.startsWith(`/assets/${name}-`)), chunk);

/** Signs in and opens Кемер's hotels, with the code fetched ahead after the first screen there. */
async function kemerListOnline(page: Page): Promise<void> {
  await login(page);
  await page.getByRole('link', { name: 'Кемер', exact: true }).first().click();
  await page.getByRole('link', { name: HOTEL, exact: true }).waitFor();
  await expect.poll(() => hasFetched(page, 'hotel-detail'), { timeout: 10_000 }).toBe(true);
}

// The failed fetches of the connection's loss are logged by the browser itself.
const openPageExpectingFailedFetches = () => openPage({ viewport: PHONE, expectConsoleErrors: true });

describe('the connection lost while the panel is open', () => {
  it('opens a hotel of the list shown: its code came ahead, its facts with the list', async () => {
    const page = await openPageExpectingFailedFetches();
    await kemerListOnline(page);
    await page.context().setOffline(true);

    await page.getByRole('link', { name: HOTEL, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: HOTEL }).waitFor();
    await expect.poll(() => page.getByText('Нет соединения').first().isVisible()).toBe(true);
    expect(page.url()).toMatch(/view=HOTEL_DETAIL/);
  });

  it('a region whose hotels never came says they will with the connection, and draws them once it is back', async () => {
    const page = await openPageExpectingFailedFetches();
    await emulateNetwork(page, true);
    await login(page);
    await page.getByRole('link', { name: 'Аланья', exact: true }).first().waitFor();
    await emulateNetwork(page, false);
    await page.getByRole('status').filter({ hasText: 'Нет соединения' }).waitFor();

    await page.getByRole('link', { name: 'Аланья', exact: true }).first().click();
    const list = page.getByRole('region', { name: 'Отели региона Аланья!' });
    await list.getByRole('status').filter({ hasText: 'Загрузится, когда появится соединение.' }).waitFor();
    await screenshot(page, 'offline-list-waiting-phone');

    await emulateNetwork(page, true);
    await list.getByRole('link', { name: /^Редактировать «/ }).first().waitFor({ timeout: 10_000 });
    expect(await list.getByText('Загрузится, когда появится соединение.').count()).toBe(0);
  });

  it('a tab whose code has not come says so, keeps the hotel usable, and opens with its styles once back online', async () => {
    const page = await openPageExpectingFailedFetches();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await kemerListOnline(page);
    await page.context().setOffline(true);
    await page.getByRole('link', { name: HOTEL, exact: true }).click();
    // The media tabs' code is warmed when a detail opens online: offline, it has not come.
    expect(await hasFetched(page, 'photo-tab')).toBe(false);

    await page.getByRole('tab', { name: 'Фото' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { level: 2, name: 'Нет соединения' }).waitFor();
    await expect.poll(() => panel.getByRole('alert').textContent()).toBe('Нет соединенияЭтот экран ещё не загружен. Он откроется сам, как только связь вернётся.');
    // Still the panel, not the browser's offline page: the hotel and its other tabs are there.
    await page.getByRole('heading', { level: 1, name: HOTEL }).waitFor();
    await page.getByRole('tab', { name: 'Новости' }).click();
    await panel.getByRole('button', { name: 'Добавить новость' }).waitFor();
    // The tab strip sticks right below the stuck «Нет соединения» (where it stops), not under it.
    const banner = await page.getByRole('status').filter({ hasText: 'Нет соединения' }).boundingBox();
    const stripStopsAt = await page.getByRole('tablist').evaluate((strip) => parseFloat(getComputedStyle(strip).top));
    if (!banner) throw new Error('the offline banner is not laid out');
    expect(Math.abs(stripStopsAt - (banner.y + banner.height))).toBeLessThanOrEqual(1);
    await page.getByRole('tab', { name: 'Фото' }).click();
    await panel.getByRole('heading', { level: 2, name: 'Нет соединения' }).waitFor();
    await screenshot(page, 'offline-tab-phone');
    await expectNoSeriousViolations(page, 'a tab whose code has not come, offline');

    await page.context().setOffline(false);
    await panel.getByRole('button', { name: 'Добавить фото' }).waitFor({ timeout: 10_000 });
    await panel.getByRole('button', { name: 'Сосновый парк', exact: true }).waitFor();
    expect(page.url()).toMatch(/tab=photo/);
    // Reloaded, not rendered again: the tab's stylesheet, which failed offline, came this time.
    expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/photo-tab-')))).toBe(true);
    // Only the browser's own lines about the requests that failed: the missing code is the screen's to tell.
    expect(consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  });
});
