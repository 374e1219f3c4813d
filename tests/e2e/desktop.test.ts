import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_URL, DESKTOP, PHONE, describeViolations, openPage, openPageIn, runAxe, screenshot, setUpBrowser, sidewaysOverflow } from './browser';

setUpBrowser();

type Box = { x: number; y: number; width: number; height: number };

const hotelList = (page: Page, regionName: string) => page.getByRole('region', { name: `Отели региона ${regionName}!` });
const table = (page: Page) => hotelList(page, 'Анталья').getByRole('table', { name: 'Отели' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Уведомления' }).locator('[role="status"], [role="alert"]');
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The cells of the hotel's row, by their column header's text. */
async function rowByColumn(page: Page, hotelName: string): Promise<Record<string, string>> {
  const headers = await table(page).getByRole('columnheader').allInnerTexts();
  const row = table(page).getByRole('row').filter({ has: page.getByRole('link', { name: hotelName, exact: true }) });
  const cells = row.getByRole('cell');
  const byColumn: Record<string, string> = {};
  for (const [index, header] of headers.entries()) {
    const cell = cells.nth(index);
    // Stars are a named picture: the name is what a reader hears and what the column holds.
    const stars = cell.getByRole('img');
    byColumn[header.replace(/[↑↓↕]/g, '').trim()] = (await stars.count()) > 0 ? ((await stars.getAttribute('aria-label')) ?? '') : (await cell.innerText()).trim();
  }
  return byColumn;
}

/** Each shown toast's box, none of which may cover `kept`. */
async function expectToastsClearOf(page: Page, kept: Locator, what: string) {
  const keptBox = await kept.boundingBox();
  if (!keptBox) throw new Error(`${what} is not drawn`);
  for (const box of await Promise.all((await toasts(page).all()).map((shown) => shown.boundingBox()))) {
    if (box) expect(overlaps(box, keptBox), `a toast ${JSON.stringify(box)} covers ${what} ${JSON.stringify(keptBox)}`).toBe(false);
  }
}

/** Each switch in `scope`: the words it shows (its tooltip where a row has no room for them) and its accessible name. */
async function switchWordsAndNames(scope: Locator): Promise<Array<{ shown: string; name: string }>> {
  const switches = await scope.getByRole('switch').all();
  expect(switches.length).toBeGreaterThan(0);
  return Promise.all(
    switches.map(async (toggle) => {
      const label = toggle.locator('xpath=ancestor::label[1]');
      const shown = (await label.innerText()).trim() || ((await label.getAttribute('title')) ?? '');
      const name = /^- switch "(.*)"/.exec(await toggle.ariaSnapshot())?.[1] ?? '';
      return { shown, name };
    }),
  );
}

/** Every switch's name holds the words it shows (WCAG 2.5.3), by a direct look and by axe's rule for it. */
async function expectSwitchNamesHoldTheirWords(page: Page, scope: Locator, where: string) {
  for (const { shown, name } of await switchWordsAndNames(scope)) {
    expect(shown, `${where}: a switch showing no words`).toMatch(/^(Активен|Неактивен)$/);
    expect(name, `${where}: the switch showing «${shown}»`).toContain(shown);
  }
  const violations = await runAxe(page, { rules: ['label-content-name-mismatch'] });
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

describe('a region’s hotels as a table on a desktop', () => {
  it.each(['light', 'dark'] as const)('shows each hotel’s stars and beach in columns under their headers (%s)', async (colorScheme) => {
    const page = await openPageIn(colorScheme, { viewport: DESKTOP, signedIn: true });
    await page.goto(`${APP_URL}/homePage?view=HOTEL_LIST&regionId=1`);
    await table(page).getByRole('link', { name: 'Lara Sun Palace', exact: true }).waitFor();
    expect(await table(page).getByRole('columnheader').allInnerTexts()).toEqual([
      expect.stringMatching(/^Название/),
      expect.stringMatching(/^Звёзды/),
      'Пляж',
      'Рекомендуемый',
      'Статус',
      'Действия',
    ]);
    // The beaches come with the list: no row is drawn without its beach's name.
    expect(await rowByColumn(page, 'Lara Sun Palace')).toMatchObject({ Название: 'Lara Sun Palace', Звёзды: '5 звёзд', Пляж: 'Лара', Рекомендуемый: 'Да' });
    expect(await rowByColumn(page, 'Antalya Garden Resort')).toMatchObject({ Звёзды: '4 звезды', Пляж: 'Коньяалты', Рекомендуемый: 'Нет' });
    // The row keeps the links and the switch of the phone's row, named the same.
    const row = table(page).getByRole('row').filter({ hasText: 'Lara Sun Palace' });
    await row.getByRole('link', { name: 'Lara Sun Palace', exact: true }).waitFor();
    await row.getByRole('link', { name: 'Редактировать «Lara Sun Palace»' }).waitFor();
    await row.getByRole('switch', { name: 'Активен «Lara Sun Palace»' }).waitFor();
    // The list is a column of the page's width at most: nothing reaches the window's far edges.
    const tableBox = await table(page).boundingBox();
    expect(tableBox!.width).toBeLessThan(DESKTOP.width - 300);
    await screenshot(page, `hotels-table-${colorScheme}-desktop`);
  });

  it.each([
    [1024, 768],
    [1440, 900],
  ])('fits a %ix%i window: the table within the page, header and footer lined up with the content column', async (width, height) => {
    const page = await openPage({ viewport: { width, height }, signedIn: true });
    await page.goto(`${APP_URL}/homePage?view=HOTEL_LIST&regionId=1`);
    await table(page).getByRole('link', { name: 'Lara Sun Palace', exact: true }).waitFor();
    expect((await sidewaysOverflow(page)).culprits).toEqual([]);
    // The logo starts where the regions column does, the footer's first action too: one column.
    const columnLeft = (await page.getByRole('complementary', { name: 'Регионы' }).boundingBox())!.x;
    const logoLeft = (await page.getByRole('link', { name: 'Каталог отелей — на главную' }).boundingBox())!.x;
    const actionLeft = (await page.getByRole('navigation', { name: 'Действия' }).getByRole('link').first().boundingBox())!.x;
    expect(Math.abs(logoLeft - columnLeft)).toBeLessThan(2);
    expect(Math.abs(actionLeft - columnLeft)).toBeLessThan(2);
    await screenshot(page, `hotels-table-${width}`);
  });

  it('sorts from the column headers, told by aria-sort, and Back undoes each choice', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    await page.goto(`${APP_URL}/homePage?view=HOTEL_LIST&regionId=1`);
    const starsHeader = table(page).getByRole('columnheader', { name: /Звёзды/ });
    const nameHeader = table(page).getByRole('columnheader', { name: /Название/ });
    await table(page).getByRole('link', { name: 'Lara Sun Palace', exact: true }).waitFor();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await starsHeader.getAttribute('aria-sort')).toBe('none');
    const sortOf = () => new URL(page.url()).searchParams.get('hotelSort');

    await starsHeader.getByRole('button').click();
    await expect.poll(sortOf).toBe('stars-desc');
    expect(await starsHeader.getAttribute('aria-sort')).toBe('descending');
    await starsHeader.getByRole('button').click();
    await expect.poll(sortOf).toBe('stars-asc');
    expect(await starsHeader.getAttribute('aria-sort')).toBe('ascending');
    await hotelList(page, 'Анталья').getByLabel('Статус').selectOption('active');
    await expect.poll(() => new URL(page.url()).searchParams.get('hotelStatus')).toBe('active');
    await screenshot(page, 'hotels-table-sorted-desktop');

    // Back undoes the filter, then the second sort, then the first, and only then leaves the list.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('hotelStatus')).toBeNull();
    expect(sortOf()).toBe('stars-asc');
    await page.goBack();
    await expect.poll(sortOf).toBe('stars-desc');
    await expect.poll(() => starsHeader.getAttribute('aria-sort')).toBe('descending');
    await page.goBack();
    await expect.poll(sortOf).toBeNull();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(new URL(page.url()).searchParams.get('view')).toBe('HOTEL_LIST');
  });

  it('comes back from a hotel by «Назад к списку отелей» to the list as sorted, without a new history entry', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    await page.goto(`${APP_URL}/homePage?view=HOTEL_LIST&regionId=1`);
    await table(page).getByRole('columnheader', { name: /Звёзды/ }).getByRole('button').click();
    await page.waitForURL(/hotelSort=stars-desc/);
    const entries = await page.evaluate(() => history.length);
    await table(page).getByRole('link', { name: 'Konyaalti Bay Hotel', exact: true }).click();
    await page.getByRole('link', { name: 'Назад к списку отелей' }).click();
    await table(page).getByRole('link', { name: 'Konyaalti Bay Hotel', exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('hotelSort')).toBe('stars-desc');
    // A real Back: the detail's entry is still ahead of this one, and Back again undoes the sort.
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('hotelSort')).toBeNull();
  });

  it('names each status switch with the words it shows, in the hotel’s detail, the table and the phone’s rows', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    // Lara Family Club is the region's inactive hotel: its switch shows «Неактивен».
    await page.goto(`${APP_URL}/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=4`);
    await page.getByRole('heading', { level: 1, name: /Lara Family Club/ }).waitFor();
    await expectSwitchNamesHoldTheirWords(page, page.getByRole('main'), 'the hotel’s detail');

    await page.goto(`${APP_URL}/homePage?view=HOTEL_LIST&regionId=1`);
    await table(page).getByRole('link', { name: 'Lara Sun Palace', exact: true }).waitFor();
    await expectSwitchNamesHoldTheirWords(page, table(page), 'the table');
    // Switched on, its name follows the words it shows now.
    const inactive = table(page).getByRole('row').filter({ hasText: 'Lara Family Club' }).getByRole('switch');
    expect(await inactive.isChecked()).toBe(false);
    await inactive.click();
    await expect.poll(() => inactive.isChecked()).toBe(true);
    await expectSwitchNamesHoldTheirWords(page, table(page), 'the table, a hotel switched on');

    await page.setViewportSize(PHONE);
    const rows = hotelList(page, 'Анталья').getByRole('list');
    await rows.getByRole('link', { name: 'Lara Sun Palace', exact: true }).waitFor();
    await expectSwitchNamesHoldTheirWords(page, rows, 'the phone’s rows');
  });
});

describe('toasts keep clear of what the admin is using', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('a room’s deletion toast does not cover the tab strip or the focused control (%s)', async (device, viewport) => {
    const page = await openPage({ viewport, signedIn: true });
    await page.goto(`${APP_URL}/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1&tab=rooms`);
    const tabs = page.getByRole('tablist');
    const panel = page.getByRole('tabpanel');
    const deleteButton = panel.getByRole('button', { name: /^Удалить/ }).first();
    await deleteButton.waitFor();
    // The strip as low as the page lets it go, where the toasts come.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await deleteButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await toasts(page).filter({ hasText: 'Комната удалена!' }).waitFor();
    await expectToastsClearOf(page, tabs, 'the tab strip');
    await expectToastsClearOf(page, page.locator(':focus'), 'the focused control');
    await screenshot(page, `toast-room-deleted-${device}`);
  });

  // A phone's form brings a focused field clear of the footer and of one toast's room (the app
  // shell's scroll padding); a desktop has no such room under its forms, so the toasts move instead.
  it('moves the toasts to the top while a field in the lower part of the screen has the focus', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    await page.goto(`${APP_URL}/homePage?view=HOTEL_MANAGE&regionId=1&hotelId=1`);
    const name = page.getByLabel('Название отеля');
    // Refused from the keyboard, so the focus stays at the form's top and the toast at the bottom.
    await name.fill('');
    await name.press('Enter');
    const refusal = toasts(page).filter({ hasText: 'Заполните все обязательные текстовые поля.' });
    await refusal.waitFor();
    const atBottom = await refusal.boundingBox();
    expect(atBottom!.y).toBeGreaterThan(DESKTOP.height / 2);

    // A field scrolled to where the toast stands, just above the footer, takes the focus: at that
    // moment, before the toasts have moved, the two overlap.
    const lowField = page.getByLabel('Описание');
    const coveredAtFocus = await lowField.evaluate((field, toast) => {
      window.scrollBy({ top: field.getBoundingClientRect().bottom - (toast.y + toast.height - 8), behavior: 'instant' });
      field.focus({ preventScroll: true });
      const box = field.getBoundingClientRect();
      return box.top < toast.y + toast.height && toast.y < box.bottom && box.left < toast.x + toast.width && toast.x < box.right;
    }, atBottom!);
    expect(coveredAtFocus, 'the field is where the toast was').toBe(true);
    await expect.poll(async () => overlaps((await refusal.boundingBox())!, (await lowField.boundingBox())!)).toBe(false);
    expect((await refusal.boundingBox())!.y).toBeLessThan(DESKTOP.height / 2);
    await screenshot(page, 'toast-clear-of-focused-field-desktop');

    // The focus back at the top: the toast returns above the footer.
    await name.focus();
    await expect.poll(async () => (await refusal.boundingBox())!.y).toBeGreaterThan(DESKTOP.height / 2);
  });
});
