import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, login, openPage, screenshot, setUpBrowser } from './browser';

setUpBrowser();

const column = (page: Page) => page.getByRole('complementary', { name: 'Регионы' });
const footerAction = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Действия' }).getByRole('button', { name });
const hotelList = (page: Page, regionName: string) => page.getByRole('region', { name: `Отели региона ${regionName}!` });

/** On a phone the regions column folds itself after a pick: unfold it first when needed. */
async function pickRegion(page: Page, regionName: string) {
  const expand = column(page).getByRole('button', { name: 'Развернуть регионы' });
  if (await expand.isVisible()) await expand.click();
  await column(page).getByRole('button', { name: regionName, exact: true }).click();
  await hotelList(page, regionName).waitFor();
}

async function fillHotelForm(page: Page, name: string) {
  await page.getByLabel('Название отеля', { exact: true }).fill(name);
  await page.getByLabel('Описание', { exact: true }).fill('Небольшой отель у моря, создан сквозным тестом.');
  await page.getByLabel('Услуги', { exact: true }).fill('Wi-Fi, парковка');
  await page.getByLabel('Для детей', { exact: true }).fill('Детский бассейн');
  await page.getByLabel('Рестораны', { exact: true }).fill('Ресторан «шведский стол»');
  await page.getByLabel('Звёзды', { exact: true }).fill('4');
  await page.getByLabel('Ссылка на Google Maps', { exact: true }).fill('https://www.google.com/maps?q=36.85,30.85');
  await page.getByLabel('Пляж', { exact: true }).selectOption({ label: 'Лара' });
}

const toast = (page: Page, role: 'alert' | 'status', text: string) => page.getByRole(role).filter({ hasText: text });

/** Toasts would cover the form in a screenshot; a tap closes each. */
async function screenshotWithoutToasts(page: Page, name: string) {
  const closeButtons = page.getByRole('button', { name: 'Закрыть уведомление' });
  while ((await closeButtons.count()) > 0) await closeButtons.first().click();
  await screenshot(page, name);
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('hotels in a real browser (%s)', (device, viewport) => {
  it('lists a region, creates a hotel after a validation toast, edits it, finds it by a lower-case query', async () => {
    const page = await openPage({ viewport });
    await login(page);

    await pickRegion(page, 'Анталья');
    const antalya = hotelList(page, 'Анталья');
    await antalya.getByRole('listitem').filter({ hasText: 'Lara Family Club' }).getByText('(неактивен)').waitFor();
    await screenshotWithoutToasts(page, `hotels-list-${device}`);

    await pickRegion(page, 'Бодрум');
    await hotelList(page, 'Бодрум').getByText('Нет отелей для этого региона').waitFor();

    await pickRegion(page, 'Анталья');
    await footerAction(page, 'Добавить отель').click();
    await page.getByRole('heading', { name: 'Добавить отель' }).waitFor();
    expect(await page.getByLabel('Регион', { exact: true }).inputValue()).toBe('1');
    await screenshotWithoutToasts(page, `hotels-create-${device}`);
    await page.getByRole('button', { name: 'Создать' }).click();
    await toast(page, 'alert', 'Заполните все обязательные текстовые поля.').waitFor();
    // On a phone the toast sits over the form's foot, and stays while the pointer rests on it: close it.
    await toast(page, 'alert', 'Заполните все обязательные текстовые поля.').getByRole('button', { name: 'Закрыть уведомление' }).click();

    const name = `Тестовый отель ${device} ${Date.now()}`;
    await fillHotelForm(page, name);
    await page.getByRole('button', { name: 'Создать' }).click();
    await toast(page, 'status', 'Отель успешно создан!').waitFor();
    const createdRow = antalya.getByRole('listitem').filter({ hasText: name });
    await createdRow.waitFor();

    await createdRow.getByRole('button', { name: 'Редактировать' }).click();
    await page.getByRole('heading', { name: 'Редактировать отель' }).waitFor();
    await page.getByLabel('Пляж', { exact: true }).locator('option:checked', { hasText: 'Лара' }).waitFor({ state: 'attached' });
    expect(await page.getByLabel('Название отеля', { exact: true }).inputValue()).toBe(name);
    await screenshotWithoutToasts(page, `hotels-edit-${device}`);
    await page.getByRole('button', { name: 'Обновить' }).scrollIntoViewIfNeeded();
    await screenshot(page, `hotels-edit-actions-${device}`);
    const renamed = `${name} Deluxe`;
    await page.getByLabel('Название отеля', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Обновить' }).click();
    await toast(page, 'status', 'Отель успешно обновлён!').waitFor();
    await antalya.getByRole('listitem').filter({ hasText: renamed }).waitFor();

    await footerAction(page, 'Найти отель').click();
    const searchBox = page.getByRole('searchbox', { name: 'Название отеля' });
    await searchBox.fill(renamed.toLowerCase());
    const results = page.getByRole('list', { name: 'Результаты поиска' });
    await results.getByRole('button', { name: renamed, exact: true }).waitFor();
    await page.getByText('Найдено: 1', { exact: true }).waitFor();
    await searchBox.fill('lara');
    await page.getByText('Найдено: 2', { exact: true }).waitFor();
    await screenshotWithoutToasts(page, `hotels-search-${device}`);
  });
});

const HOTEL_COUNT = 10_000;

const generatedName = (index: number) => `Sea Breeze ${String(index + 1).padStart(5, '0')}`;

function generatedHotels() {
  return Array.from({ length: HOTEL_COUNT }, (_, index) => ({
    hotel_id: index + 1,
    hotel_name: generatedName(index),
    hotel_description: 'Сгенерированный отель',
    services: 'Wi-Fi',
    for_child: 'Клуб',
    resto: 'Ресторан',
    recommend_list: 0,
    stars: (index % 5) + 1,
    google_maps: 'https://www.google.com/maps?q=36.8,30.6',
    deposit: null,
    beach_id: null,
    region_id: (index % 5) + 1,
    is_active: index % 9 !== 0,
  }));
}

const byName = new Intl.Collator('ru').compare;

/**
 * Each step changes what the page shows: narrowing, then widening back to every hotel. `matches` are
 * the names the search must find, in the order it lists them; consecutive steps differ in the first.
 */
const QUERY_STEPS = ['9', '99', '999', '9999', 'sea', 'breeze 1'].map((query) => ({
  query,
  matches: Array.from({ length: HOTEL_COUNT }, (_, index) => generatedName(index))
    .filter((name) => name.toLowerCase().includes(query))
    .sort(byName),
}));

/** The rows the virtualised list has in the DOM, in list order: position, set size, hotel name. */
function shownResults(page: Page) {
  return page
    .getByRole('list', { name: 'Результаты поиска' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items
        .map((item) => ({
          position: Number(item.getAttribute('aria-posinset')),
          setSize: Number(item.getAttribute('aria-setsize')),
          // The row's first button is the hotel's name, with a badge when it is inactive.
          name: item.querySelector('button')?.textContent?.replace('(неактивен)', '').trim() ?? '',
        }))
        .sort((a, b) => a.position - b.position),
    );
}

// How fast a keystroke answers is measured by `npm run bench`, not asserted here (GUIDE.md §7).
describe('hotel search with 10,000 hotels in a real browser', () => {
  it('finds the right hotels at each keystroke and keeps only the rows in view in the DOM', async () => {
    const page = await openPage({ viewport: PHONE });
    const hotels = generatedHotels();
    // Only the all-hotels list is replaced; the real server still answers (and allows the origin).
    await page.route(/\/v1\/hotels\?include_inactive=true$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: hotels });
    });
    await login(page);
    await footerAction(page, 'Найти отель').click();
    await page.getByText(`Найдено: ${HOTEL_COUNT}`, { exact: true }).waitFor();
    expect(await page.getByRole('list', { name: 'Результаты поиска' }).getByRole('listitem').count()).toBeLessThan(40);

    const searchBox = page.getByRole('searchbox', { name: 'Название отеля' });
    for (const { query, matches } of QUERY_STEPS) {
      await searchBox.fill(query);
      await page.getByText(`Найдено: ${matches.length}`, { exact: true }).waitFor();
      await expect.poll(async () => (await shownResults(page))[0]?.name, { timeout: 5000 }).toBe(matches[0]);
      const rows = await shownResults(page);
      // Virtualised: a screenful and a few more, whether one hotel matches or every one.
      expect(rows.length, query).toBeGreaterThan(0);
      expect(rows.length, query).toBeLessThan(40);
      expect(rows, query).toEqual(
        matches.slice(0, rows.length).map((name, index) => ({ position: index + 1, setSize: matches.length, name })),
      );
    }
    await screenshot(page, 'hotels-search-10k-phone');
  });
});
