import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_URL, DESKTOP, PHONE, SMALL_PHONE, openHome, openPage, screenshot, setUpBrowser } from './browser';

setUpBrowser();

const column = (page: Page) => page.getByRole('complementary', { name: 'Регионы' });
const panel = (page: Page) => page.getByRole('tabpanel');
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const row = (page: Page, text: string) => panel(page).getByRole('listitem').filter({ hasText: text });

type SentRequest = { method: string; url: string; authorization: string | undefined };

/** Every call to the API's /v1 routes the page sends from now on, in order. */
function recordApiCalls(page: Page): SentRequest[] {
  const sent: SentRequest[] = [];
  page.on('request', (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/v1/') || request.method() === 'OPTIONS') return;
    sent.push({ method: request.method(), url: request.url(), authorization: request.headers().authorization });
  });
  return sent;
}

const getsOf = (sent: readonly SentRequest[], pathname: string) =>
  sent.filter((request) => request.method === 'GET' && new URL(request.url).pathname === pathname);

/** As an admin does it: the region, then the hotel's name. */
async function openLaraSunPalace(page: Page) {
  const expand = column(page).getByRole('button', { name: 'Развернуть регионы' });
  if (await expand.isVisible()) await expand.click();
  await column(page).getByRole('link', { name: 'Анталья', exact: true }).click();
  await page.getByRole('link', { name: 'Lara Sun Palace', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Lara Sun Palace' }).waitFor();
}

async function switchTab(page: Page, name: string, shownText: string) {
  await page.getByRole('tab', { name }).click();
  await panel(page).getByText(shownText).first().waitFor();
}

async function confirmDeletion(page: Page, question: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(question).waitFor();
  await dialog.getByRole('button', { name: 'Удалить' }).click();
}

async function newsRoundTrip(page: Page, title: string) {
  await panel(page).getByRole('button', { name: 'Добавить новость' }).click();
  await panel(page).getByLabel('Заголовок', { exact: true }).fill(title);
  await panel(page).getByLabel('Текст новости', { exact: true }).fill('Первая строка.\nВторая строка <b>без разметки</b>.');
  await panel(page).getByRole('button', { name: 'Создать', exact: true }).click();
  await toast(page, 'Новость успешно создана!').waitFor();
  await row(page, title).getByText('Вторая строка <b>без разметки</b>.', { exact: false }).waitFor();
  expect(await panel(page).locator('b').count()).toBe(0);

  await row(page, title).getByRole('button', { name: 'Редактировать' }).click();
  await page.getByRole('heading', { name: 'Редактирование новости' }).waitFor();
  const edited = `${title} (обновлено)`;
  await panel(page).getByLabel('Заголовок', { exact: true }).fill(edited);
  await panel(page).getByRole('button', { name: 'Сохранить', exact: true }).click();
  await toast(page, 'Новость обновлена!').waitFor();
  await page.getByRole('heading', { name: 'Редактирование новости' }).waitFor({ state: 'detached' });

  await row(page, edited).getByRole('button', { name: 'Удалить' }).click();
  await confirmDeletion(page, 'Удалить эту новость?');
  await toast(page, 'Новость удалена!').waitFor();
  await row(page, edited).waitFor({ state: 'detached' });
}

async function roomRoundTrip(page: Page, roomType: string) {
  await panel(page).getByRole('button', { name: 'Добавить номер' }).click();
  await panel(page).getByLabel('Тип номера', { exact: true }).fill(roomType);
  await panel(page).getByLabel('Площадь, м²', { exact: true }).fill('31');
  await panel(page).getByLabel('Вид', { exact: true }).fill('Сад');
  await panel(page).getByRole('button', { name: 'Создать', exact: true }).click();
  await toast(page, 'Комната создана!').waitFor();
  await row(page, roomType).getByText('31 м² · Сад · вместимость 1').waitFor();

  await row(page, roomType).getByRole('button', { name: 'Редактировать' }).click();
  await page.getByRole('heading', { name: 'Редактирование номера' }).waitFor();
  await panel(page).getByLabel('Вместимость', { exact: true }).fill('2+2');
  await panel(page).getByRole('button', { name: 'Сохранить', exact: true }).click();
  await toast(page, 'Комната обновлена!').waitFor();
  await row(page, roomType).getByText('31 м² · Сад · вместимость 2+2').waitFor();

  await row(page, roomType).getByRole('button', { name: 'Удалить' }).click();
  await confirmDeletion(page, 'Удалить комнату безвозвратно?');
  await toast(page, 'Комната удалена!').waitFor();
  await row(page, roomType).waitFor({ state: 'detached' });
}

describe('hotel detail in a real browser', () => {
  it('opens a hotel, loads each tab list once, and manages its news and rooms with the token', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    const sent = recordApiCalls(page);
    await openHome(page);
    await openLaraSunPalace(page);
    await panel(page).getByText('Открытие сезона').waitFor();

    for (let round = 0; round < 2; round += 1) {
      await switchTab(page, 'Номера', 'Family Suite');
      await switchTab(page, 'Новости', 'Открытие сезона');
    }
    expect(getsOf(sent, '/v1/news/hotel/1')).toHaveLength(1);
    expect(getsOf(sent, '/v1/rooms/hotel/1')).toHaveLength(1);
    const getUrls = sent.filter((request) => request.method === 'GET').map((request) => request.url);
    expect(getUrls).toEqual([...new Set(getUrls)]);

    const stamp = Date.now();
    await newsRoundTrip(page, `Новость e2e ${stamp}`);
    await switchTab(page, 'Номера', 'Family Suite');
    await roomRoundTrip(page, `Номер e2e ${stamp}`);

    const writes = sent.filter((request) => request.method !== 'GET').map((request) => request.method);
    expect(writes).toEqual(['POST', 'PUT', 'DELETE', 'POST', 'PUT', 'DELETE']);
    expect(sent.length).toBeGreaterThan(writes.length);
    for (const request of sent) expect(request.authorization, request.url).toMatch(/^Bearer \S+$/);
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('looks finished on a %s, with the tabs on one line', async (device, viewport) => {
    const page = await openPage({ viewport, signedIn: true });
    await openHome(page);
    await openLaraSunPalace(page);
    await panel(page).getByText('Открытие сезона').waitFor();
    await screenshot(page, `hotel-detail-news-${device}`);

    const tabBoxes = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => ({ top: tab.getBoundingClientRect().top, right: tab.getBoundingClientRect().right })));
    expect(new Set(tabBoxes.map((box) => box.top)).size).toBe(1);
    // At 390 px all five tabs are in view, none hidden behind the edge.
    for (const box of tabBoxes) expect(box.right).toBeLessThanOrEqual(viewport.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await switchTab(page, 'Номера', 'Family Suite');
    await screenshot(page, `hotel-detail-rooms-${device}`);
    await row(page, 'Deluxe Sea View').getByRole('button', { name: 'Редактировать' }).click();
    await page.getByRole('heading', { name: 'Редактирование номера' }).waitFor();
    await screenshot(page, `hotel-detail-rooms-edit-${device}`);
  });

  it('makes each tab chosen a step of Back: Back shows the tab chosen before, then the list the hotel was opened from', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    await openHome(page);
    await openLaraSunPalace(page);
    const selected = (name: string) => page.getByRole('tab', { name, selected: true }).waitFor();
    // Read at once, without waiting for a tab: after a Back that left the detail there is none.
    const selectedTab = () => page.getByRole('tab', { selected: true }).allInnerTexts();
    await selected('Новости');

    await switchTab(page, 'Номера', 'Family Suite');
    // Arrows only move the focus along the strip; Enter chooses the tab the focus is on.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab()).toEqual(['Номера']);
    await page.keyboard.press('Enter');
    await selected('Фото');
    await switchTab(page, 'Видео', 'Пляж Лара с дрона');

    await page.goBack();
    await selected('Фото');
    await page.goBack();
    await selected('Номера');
    await panel(page).getByText('Family Suite').waitFor();
    await page.goBack();
    await selected('Новости');
    await page.goBack();
    await page.getByRole('region', { name: 'Отели региона Анталья!' }).getByRole('link', { name: 'Lara Sun Palace', exact: true }).waitFor();
    expect(await selectedTab()).toEqual([]);
  });

  it('shows the whole of a tab chosen by the address on a small phone, where the strip scrolls', async () => {
    const page = await openPage({ viewport: SMALL_PHONE, signedIn: true });
    await page.goto(`${APP_URL}/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1&tab=reels`);
    const reels = page.getByRole('tab', { name: 'Рилсы', selected: true });
    await reels.waitFor();
    const strip = await page.getByRole('tablist').boundingBox();
    const rightEdge = async () => {
      const box = await reels.boundingBox();
      return box!.x + box!.width;
    };
    await expect.poll(rightEdge).toBeLessThanOrEqual(strip!.x + strip!.width);
  });

  it("lines up the room form's two short fields side by side on a small phone", async () => {
    const page = await openPage({ viewport: SMALL_PHONE, signedIn: true });
    await openHome(page);
    await openLaraSunPalace(page);
    await switchTab(page, 'Номера', 'Family Suite');
    await panel(page).getByRole('button', { name: 'Добавить номер' }).click();
    const [area, occupancy] = await Promise.all(
      ['Площадь, м²', 'Вместимость'].map((label) => panel(page).getByLabel(label, { exact: true }).boundingBox()),
    );
    expect(occupancy!.x).toBeGreaterThan(area!.x + area!.width);
    expect(occupancy!.y).toBe(area!.y);
  });
});
