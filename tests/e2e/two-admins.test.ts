import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { db } from '../../mocks/db';
import { PHONE, openHome, openPage, setUpBrowser } from './browser';

setUpBrowser();

/**
 * The page out of sight or back, as when Telegram is minimised and opened again. A headless
 * Chromium keeps every page visible, so the document says so itself and tells its listeners.
 */
async function setOutOfSight(page: Page, hidden: boolean) {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

describe('another admin at work', () => {
  it("shows another admin's rename in a list once the panel is back after a while out of sight", async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await page.clock.install();
    await openHome(page);
    const column = page.getByRole('complementary', { name: 'Регионы' });
    await column.getByRole('button', { name: 'Кемер', exact: true }).waitFor();

    db.regions.find((region) => region.region_name === 'Кемер')!.region_name = 'Кемер и Бельдиби';
    await setOutOfSight(page, true);
    await page.clock.fastForward('01:00');
    await setOutOfSight(page, false);

    await column.getByRole('button', { name: 'Кемер и Бельдиби', exact: true }).waitFor();
  });
});
