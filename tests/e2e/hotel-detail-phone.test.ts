import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_URL, APP_URL, PHONE, openPage, screenshot, setUpBrowser } from './browser';

setUpBrowser();

/** The narrowest phone the panel is made for. */
const NARROWEST = { width: 320, height: 640 };
const SEEDED_ROOMS = 30;
const panel = (page: Page) => page.getByRole('tabpanel');
const detailUrl = (tab: string) => `${APP_URL}/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1&tab=${tab}`;

/** Rooms added to Lara Sun Palace through the fake API, signed in as the demo administrator. */
async function seedRooms(count: number) {
  const verify = await fetch(`${API_URL}/admin/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tg_id: 1, hash: 'demo' }),
  });
  const { access_token: token } = (await verify.json()) as { access_token: string };
  for (let index = 1; index <= count; index += 1) {
    const response = await fetch(`${API_URL}/v1/rooms`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ room_type: `Номер ${index}`, square_meters: 20 + index, view: 'Сад', max_occupancy: '2', hotel_id: 1 }),
    });
    if (!response.ok) throw new Error(`room ${index}: ${response.status}`);
  }
}

/** Each tab's box, its label's full width, and where the app's header ends. */
function tabGeometry(page: Page) {
  return page.evaluate(() => {
    const strip = document.querySelector('[role="tablist"]')!.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => {
      const box = tab.getBoundingClientRect();
      return { label: tab.textContent, left: box.left, right: box.right, clipped: tab.scrollWidth > tab.clientWidth };
    });
    return { strip: { top: strip.top, bottom: strip.bottom, left: strip.left, right: strip.right }, headerBottom: header.bottom, tabs };
  });
}

describe('the hotel detail on a phone', () => {
  it('keeps the tab strip under the header after scrolling a long list of rooms to its end', async () => {
    await seedRooms(SEEDED_ROOMS);
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await page.goto(detailUrl('rooms'));
    const last = panel(page).getByText(`Номер ${SEEDED_ROOMS}`, { exact: true });
    await last.waitFor();
    await last.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    const { strip, headerBottom, tabs } = await tabGeometry(page);
    // Stuck right under the header, wholly in view, every tab on it.
    expect(Math.abs(strip.top - headerBottom)).toBeLessThanOrEqual(1);
    expect(strip.bottom).toBeLessThan(PHONE.height);
    for (const tab of tabs) expect(tab.right, tab.label ?? '').toBeLessThanOrEqual(PHONE.width);
    await expect.poll(() => page.getByRole('tab', { name: 'Новости' }).isVisible()).toBe(true);
    await screenshot(page, 'hotel-detail-rooms-scrolled-phone');

    // A tab is still one tap away from the end of the list.
    await page.getByRole('tab', { name: 'Новости' }).click();
    await panel(page).getByText('Открытие сезона').waitFor();
  });

  it('shows every tab label whole at 320 px, the strip not scrolling', async () => {
    const page = await openPage({ viewport: NARROWEST, signedIn: true });
    await page.goto(detailUrl('news'));
    await panel(page).getByText('Открытие сезона').waitFor();
    const { strip, tabs } = await tabGeometry(page);
    expect(tabs.map((tab) => tab.label)).toEqual(['Номера', 'Новости', 'Фото', 'Видео', 'Рилсы']);
    for (const tab of tabs) {
      expect(tab.clipped, tab.label ?? '').toBe(false);
      expect(tab.left, tab.label ?? '').toBeGreaterThanOrEqual(strip.left);
      expect(tab.right, tab.label ?? '').toBeLessThanOrEqual(Math.min(strip.right, NARROWEST.width));
    }
    const scrolls = await page.getByRole('tablist').evaluate((list) => list.scrollWidth > list.clientWidth);
    expect(scrolls).toBe(false);
    await screenshot(page, 'hotel-detail-news-320');
  });

  it('opens the create form from «+ Добавить номер» above the list, and lists the room it creates', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await page.goto(detailUrl('rooms'));
    await panel(page).getByText('Family Suite').waitFor();
    // The list comes first: no form until it is asked for.
    expect(await panel(page).getByRole('form').count()).toBe(0);
    await expect.poll(() => panel(page).getByRole('heading', { name: 'Номера' }).isVisible()).toBe(true);
    await screenshot(page, 'hotel-detail-rooms-list-phone');

    await panel(page).getByRole('button', { name: 'Добавить номер' }).click();
    const form = panel(page).getByRole('form', { name: 'Новый номер' });
    const typeField = form.getByLabel('Тип номера', { exact: true });
    await expect.poll(() => typeField.evaluate((field) => field === document.activeElement)).toBe(true);
    const formBox = await form.boundingBox();
    const firstRowBox = await panel(page).getByRole('listitem').first().boundingBox();
    expect(formBox!.y + formBox!.height).toBeLessThanOrEqual(firstRowBox!.y);
    await screenshot(page, 'hotel-detail-rooms-form-phone');

    await typeField.fill('Мансарда e2e');
    await form.getByRole('button', { name: 'Создать', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Комната создана!' }).waitFor();
    await panel(page).getByRole('listitem').filter({ hasText: 'Мансарда e2e' }).waitFor();
    await form.waitFor({ state: 'detached' });
    expect(await panel(page).getByText('Номера').first().isVisible()).toBe(true);
  });

  it('keeps edit and delete in the «⋯» menu, which Escape closes', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await page.goto(detailUrl('news'));
    await panel(page).getByText('Открытие сезона').waitFor();
    const more = page.getByRole('button', { name: 'Действия с отелем' });
    expect(await page.getByRole('button', { name: 'Удалить отель' }).count()).toBe(0);
    await more.click();
    await page.getByRole('menu').waitFor();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Редактировать' }).evaluate((item) => item === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('menuitem', { name: 'Удалить отель' }).evaluate((item) => item === document.activeElement)).toBe(true);
    await screenshot(page, 'hotel-detail-menu-phone');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await more.getAttribute('aria-expanded')).toBe('false');
  });
});
