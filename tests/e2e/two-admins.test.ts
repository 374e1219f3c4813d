import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { APP_URL, DESKTOP, PHONE, expectNoSeriousViolations, openHome, openPage, screenshot, settle, setUpBrowser } from './browser';

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
    await column.getByRole('link', { name: 'Кемер', exact: true }).waitFor();

    db.regions.find((region) => region.region_name === 'Кемер')!.region_name = 'Кемер и Бельдиби';
    await setOutOfSight(page, true);
    await page.clock.fastForward('01:00');
    await setOutOfSight(page, false);

    await column.getByRole('link', { name: 'Кемер и Бельдиби', exact: true }).waitFor();
  });
});

describe('another admin changing what this admin has open', () => {
  const hotelForm = (page: Page) => page.getByRole('form', { name: 'Редактировать отель' });
  const toasts = (page: Page) => page.getByRole('region', { name: 'Уведомления' });

  it('keeps the services another admin changed behind an open hotel form, and says so', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await page.goto(`${APP_URL}/homePage?view=HOTEL_MANAGE&regionId=1&hotelId=2`);
    await hotelForm(page).getByLabel('Название отеля').waitFor();

    const hotel = db.hotels.find((stored) => stored.hotel_id === 2)!;
    hotel.services = 'Wi-Fi, SPA, аквапарк';
    await hotelForm(page).getByLabel('Название отеля').fill('Konyaalti Bay Resort');
    await hotelForm(page).getByRole('button', { name: 'Обновить' }).click();

    await toasts(page).getByText('Сохранены и изменения другого администратора: Услуги.').waitFor();
    await settle(page);
    expect(hotel).toMatchObject({ hotel_name: 'Konyaalti Bay Resort', services: 'Wi-Fi, SPA, аквапарк' });
    await screenshot(page, 'two-admins-kept-phone');
  });

  it('asks about a news title both admins changed, and saves nothing until answered', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    await page.goto(`${APP_URL}/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1&tab=news`);
    await page.getByRole('button', { name: 'Редактировать «Новый SPA-центр»' }).click();
    const form = page.getByRole('form', { name: 'Редактирование новости' });
    await form.getByLabel('Заголовок').waitFor();

    const news = db.news.find((stored) => stored.news_header === 'Новый SPA-центр')!;
    news.news_header = 'SPA-центр открыт';
    await form.getByLabel('Заголовок').fill('Новый SPA-центр с хаммамом');
    await form.getByRole('button', { name: 'Сохранить' }).click();

    const question = page.getByRole('dialog', { name: 'Новость изменена другим администратором' });
    await question.getByText('SPA-центр открыт').waitFor();
    await question.getByText('Новый SPA-центр с хаммамом').waitFor();
    // The form behind says nothing of its own about the change while the question is asked.
    expect(await form.getByText('Изменено другим администратором').count()).toBe(0);
    await settle(page);
    await screenshot(page, 'two-admins-question-desktop');
    await expectNoSeriousViolations(page, 'the conflict question', 'dialog');
    expect(news.news_header).toBe('SPA-центр открыт');

    await question.getByRole('button', { name: 'Оставить моё' }).click();
    await toasts(page).getByText('Новость обновлена!').waitFor();
    expect(news.news_header).toBe('Новый SPA-центр с хаммамом');
  });

  it('an open hotel form offers another admin’s change once the panel is back, keeping what was typed', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await page.clock.install();
    await page.goto(`${APP_URL}/homePage?view=HOTEL_MANAGE&regionId=1&hotelId=2`);
    await hotelForm(page).getByLabel('Название отеля').fill('Konyaalti Bay Resort');

    db.hotels.find((stored) => stored.hotel_id === 2)!.resto = 'Новый рыбный ресторан';
    await setOutOfSight(page, true);
    await page.clock.fastForward('01:00');
    await setOutOfSight(page, false);

    await hotelForm(page).getByText('Изменено другим администратором').waitFor();
    await screenshot(page, 'two-admins-changed-notice-phone');
    await expectNoSeriousViolations(page, 'the hotel form with its notice');
    await hotelForm(page).getByRole('button', { name: 'Загрузить изменения' }).click();
    expect(await hotelForm(page).getByLabel('Рестораны').inputValue()).toBe('Новый рыбный ресторан');
    expect(await hotelForm(page).getByLabel('Название отеля').inputValue()).toBe('Konyaalti Bay Resort');
  });
});
