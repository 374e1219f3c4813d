import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_URL, DESKTOP, PHONE, hotelRowsIn, openHome, openPage, screenshot, setUpBrowser } from './browser';
import { emulateTelegram, sentEvents, waitForSent } from './telegram-client';

setUpBrowser();

/**
 * The panel keeps the administrator in place: Back from a hotel returns to the search with its
 * results, a new hotel shows in the region it was created in, typed news survives a reload, and
 * leaving a changed form asks first (in the browser with the in-app dialog, in Telegram through
 * its closing confirmation). A refused save says why.
 */

const column = (page: Page) => page.getByRole('complementary', { name: 'Регионы' });
const footerAction = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Действия' }).getByRole('link', { name });
const hotelList = (page: Page, regionName: string) => page.getByRole('region', { name: `Отели региона ${regionName}!` });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Название отеля' });
const searchResults = (page: Page) => page.getByRole('list', { name: 'Результаты поиска' });
const panel = (page: Page) => page.getByRole('tabpanel');
const newsTitle = (page: Page) => panel(page).getByLabel('Заголовок', { exact: true });
const newsText = (page: Page) => panel(page).getByLabel('Текст новости', { exact: true });
const successToast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const errorToast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const confirmation = (page: Page) => page.getByRole('dialog', { name: 'Подтверждение' });

const UNSAVED_QUESTION = 'Есть несохранённые изменения. Уйти без сохранения?';

/** On a phone the regions column folds itself after a pick: unfold it first when needed. */
async function pickRegion(page: Page, regionName: string) {
  const expand = column(page).getByRole('button', {
    name: 'Развернуть регионы',
  });
  if (await expand.isVisible()) await expand.click();
  await column(page).getByRole('link', { name: regionName, exact: true }).click();
  await hotelList(page, regionName).waitFor();
}

/** The region marked current in the column, folded (hidden) or not. */
const currentRegionName = (page: Page) => column(page).locator('a[aria-current="true"]').textContent();

async function openHotelDetail(page: Page, regionName: string, hotelName: string) {
  await pickRegion(page, regionName);
  await hotelList(page, regionName).getByRole('link', { name: hotelName, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: hotelName }).waitFor();
  // News is the default tab; its list comes first.
  await addNewsButton(page).waitFor();
}

const addNewsButton = (page: Page) => panel(page).getByRole('button', { name: 'Добавить новость' });

/** The news tab's create form, opened above its list. */
async function openNewsForm(page: Page) {
  await addNewsButton(page).click();
  await panel(page).getByRole('heading', { name: 'Новая новость' }).waitFor();
}

/** Toasts would cover the screen in a screenshot; a tap closes each. */
async function closeToasts(page: Page) {
  const closeButtons = page.getByRole('button', {
    name: 'Закрыть уведомление',
  });
  while ((await closeButtons.count()) > 0) await closeButtons.first().click();
}

/** Waits for the page's finite animations (a dialog or toast fading in) to end, so a screenshot shows them settled. */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/** The search's count line and the names it lists, once the results are in. */
async function searchState(page: Page) {
  await searchResults(page).getByRole('listitem').first().waitFor();
  const count = await page.getByText(/^Найдено: \d+$/).textContent();
  const names = await searchResults(page).getByRole('listitem').allInnerTexts();
  return { count, names };
}

/** Search 'lara' from the footer, open a hotel of Анталья, and come back with «Назад к списку отелей». */
async function searchOpenAndBack(page: Page) {
  await footerAction(page, 'Найти отель').click();
  await searchBox(page).fill('lara');
  await searchResults(page).getByRole('link', { name: 'Lara Sun Palace', exact: true }).waitFor();
  await page.waitForURL((url) => url.searchParams.get('q') === 'lara');
  const found = await searchState(page);
  expect(found.names.some((name) => name.includes('Lara Family Club'))).toBe(true);

  await searchResults(page).getByRole('link', { name: 'Lara Sun Palace', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Lara Sun Palace' }).waitFor();
  await page.getByRole('link', { name: 'Назад к списку отелей' }).click();
  await hotelRowsIn(hotelList(page, 'Анталья')).filter({ hasText: 'Lara Sun Palace' }).waitFor();
  expect(await currentRegionName(page)).toBe('Анталья');
  return found;
}

describe('keeping the administrator in place (phone)', () => {
  it('returns from a hotel opened by a lower-case search to its region, and browser Back to the search with its results', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await openHome(page);

    const found = await searchOpenAndBack(page);
    await closeToasts(page);
    await screenshot(page, 'keep-place-region-after-back-phone');

    await page.goBack();
    await page.getByRole('heading', { name: 'Поиск отеля' }).waitFor();
    expect(await searchBox(page).inputValue()).toBe('lara');
    expect(new URL(page.url()).searchParams.get('q')).toBe('lara');
    expect(await searchState(page)).toEqual(found);
    await screenshot(page, 'keep-place-search-after-back-phone');

    await page.reload();
    await page.getByRole('heading', { name: 'Поиск отеля' }).waitFor();
    expect(await searchBox(page).inputValue()).toBe('lara');
    expect(await searchState(page)).toEqual(found);
    await screenshot(page, 'keep-place-search-after-reload-phone');
  });

  it('lists a hotel created in another region than the selected one in that region', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await openHome(page);
    await pickRegion(page, 'Анталья');
    await footerAction(page, 'Добавить отель').click();
    await page.getByRole('heading', { name: 'Добавить отель' }).waitFor();

    const name = `Кемер e2e ${Date.now()}`;
    await page.getByLabel('Название отеля', { exact: true }).fill(name);
    await page.getByLabel('Описание', { exact: true }).fill('Отель у гор, создан сквозным тестом.');
    await page.getByLabel('Услуги', { exact: true }).fill('Wi-Fi');
    await page.getByLabel('Для детей', { exact: true }).fill('Мини-клуб');
    await page.getByLabel('Рестораны', { exact: true }).fill('Основной ресторан');
    await page.getByRole('radio', { name: '5 звёзд' }).check();
    await page.getByLabel('Ссылка на Google Maps', { exact: true }).fill('https://www.google.com/maps?q=36.60,30.55');
    await page.getByLabel('Регион', { exact: true }).selectOption({ label: 'Кемер' });
    await page.getByRole('button', { name: 'Создать' }).click();

    await successToast(page, 'Отель успешно создан!').waitFor();
    await hotelRowsIn(hotelList(page, 'Кемер')).filter({ hasText: name }).waitFor();
    expect(await currentRegionName(page)).toBe('Кемер');
    await closeToasts(page);
    await screenshot(page, 'keep-place-created-in-kemer-phone');
  });

  it('brings back a typed news item after a reload, and drops it on «Удалить черновик»', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await openHome(page);
    await openHotelDetail(page, 'Анталья', 'Konyaalti Bay Hotel');
    await openNewsForm(page);

    const title = `Черновик e2e ${Date.now()}`;
    const text = 'Первая строка черновика.\nВторая строка.';
    await newsTitle(page).fill(title);
    await newsText(page).fill(text);
    // Drafts are written once the typing pauses: wait until this one is in storage.
    await page.waitForFunction(
      (expected) =>
        Object.keys(localStorage).some((key) => key.startsWith('draft:') && (localStorage.getItem(key) ?? '').includes(expected)),
      title,
    );

    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    await page.getByText('Черновик восстановлен').waitFor();
    expect(await newsTitle(page).inputValue()).toBe(title);
    expect(await newsText(page).inputValue()).toBe(text);
    await screenshot(page, 'keep-place-news-draft-restored-phone');

    await panel(page).getByRole('button', { name: 'Удалить черновик' }).click();
    await page.getByText('Черновик восстановлен').waitFor({ state: 'detached' });
    expect(await newsTitle(page).inputValue()).toBe('');
    expect(await newsText(page).inputValue()).toBe('');
  });

  it('brings back a news item being edited after a reload, in edit mode, and forgets it once the edit is left', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    page.on('dialog', (dialog) => void dialog.accept());
    await openHome(page);
    await openHotelDetail(page, 'Анталья', 'Lara Sun Palace');
    await panel(page).getByRole('button', { name: 'Редактировать «Раннее бронирование»' }).click();
    const edited = 'Скидка до 30% при бронировании до 31 января.';
    await newsText(page).fill(edited);
    await page.waitForFunction(
      (expected) => Object.keys(localStorage).some((key) => key.includes(':edit:') && (localStorage.getItem(key) ?? '').includes(expected)),
      edited,
    );

    await page.reload();
    await panel(page).getByRole('heading', { name: 'Редактирование новости' }).waitFor();
    await page.getByText('Черновик восстановлен').waitFor();
    expect(await newsTitle(page).inputValue()).toBe('Раннее бронирование');
    expect(await newsText(page).inputValue()).toBe(edited);
    await screenshot(page, 'keep-place-news-edit-restored-phone');

    await panel(page).getByRole('button', { name: 'Отмена' }).click();
    await confirmation(page).getByRole('button', { name: 'Уйти без сохранения' }).click();
    // The form closes: the list is back with its «Добавить новость».
    await addNewsButton(page).waitFor();
    await page.reload();
    await addNewsButton(page).waitFor();
    await panel(page).getByRole('button', { name: 'Редактировать «Раннее бронирование»' }).waitFor();
    expect(await panel(page).getByRole('heading', { name: 'Редактирование новости' }).count()).toBe(0);
    expect(await page.getByText('Черновик восстановлен').count()).toBe(0);
  });

  it("brings back the changes typed into a hotel's edit form after a reload, and forgets them once the form is left", async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    page.on('dialog', (dialog) => void dialog.accept());
    await openHome(page);
    await pickRegion(page, 'Анталья');
    const openEditForm = async () => {
      await hotelList(page, 'Анталья').getByRole('link', { name: 'Редактировать «Lara Sun Palace»' }).click();
      await page.getByRole('heading', { name: 'Редактировать отель' }).waitFor();
      return page.getByLabel('Описание', { exact: true });
    };
    const description = await openEditForm();
    const original = await description.inputValue();
    const added = `Добавлено перед перезагрузкой ${Date.now()}.`;
    const typed = `${original}\n${added}`;
    await description.fill(typed);
    await page.waitForFunction((expected) => (localStorage.getItem('draft:hotel-edit:1') ?? '').includes(expected), added);

    await page.reload();
    await page.getByText('Черновик восстановлен').waitFor();
    expect(await description.inputValue()).toBe(typed);
    expect(await page.getByLabel('Название отеля', { exact: true }).inputValue()).toBe('Lara Sun Palace');
    await screenshot(page, 'keep-place-edit-draft-restored-phone');

    await page.getByRole('button', { name: 'Отмена' }).click();
    await confirmation(page).getByRole('button', { name: 'Уйти без сохранения' }).click();
    await hotelList(page, 'Анталья').waitFor();
    await openEditForm();
    expect(await description.inputValue()).toBe(original);
    expect(await page.getByText('Черновик восстановлен').count()).toBe(0);
  });

  it('asks before leaving a changed hotel form by «Отмена» or browser Back, and «Остаться» keeps the text', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await openHome(page);
    await pickRegion(page, 'Анталья');
    const openEditForm = async () => {
      await hotelList(page, 'Анталья')
        .getByRole('listitem')
        .filter({ hasText: 'Antalya Garden Resort' })
        .getByRole('link', { name: 'Редактировать' })
        .click();
      await page.getByRole('heading', { name: 'Редактировать отель' }).waitFor();
      const nameField = page.getByLabel('Название отеля', { exact: true });
      expect(await nameField.inputValue()).toBe('Antalya Garden Resort');
      return nameField;
    };

    const nameField = await openEditForm();
    const changed = `Antalya Garden Resort (правка ${Date.now()})`;
    await nameField.fill(changed);
    await page.getByRole('button', { name: 'Отмена' }).click();
    const dialog = confirmation(page);
    await dialog.getByText(UNSAVED_QUESTION).waitFor();
    await dialog.getByRole('button', { name: 'Уйти без сохранения' }).waitFor();
    await animationsDone(page);
    await screenshot(page, 'keep-place-unsaved-confirm-phone');
    await dialog.getByRole('button', { name: 'Остаться' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await nameField.inputValue()).toBe(changed);

    await page.getByRole('button', { name: 'Отмена' }).click();
    await dialog.getByRole('button', { name: 'Уйти без сохранения' }).click();
    await hotelRowsIn(hotelList(page, 'Анталья')).filter({ hasText: 'Antalya Garden Resort' }).waitFor();
    expect(await hotelList(page, 'Анталья').getByText(changed).count()).toBe(0);

    // The browser's own Back asks the same question.
    const again = await openEditForm();
    await again.fill(changed);
    await page.goBack();
    await dialog.getByText(UNSAVED_QUESTION).waitFor();
    await dialog.getByRole('button', { name: 'Остаться' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Редактировать отель' }).waitFor();
    expect(await again.inputValue()).toBe(changed);

    await page.goBack();
    await dialog.getByRole('button', { name: 'Уйти без сохранения' }).click();
    await hotelRowsIn(hotelList(page, 'Анталья')).filter({ hasText: 'Antalya Garden Resort' }).waitFor();
    await screenshot(page, 'keep-place-left-form-phone');
  });

  it('inside Telegram turns the closing confirmation on while a news item is typed and off once it is saved', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await emulateTelegram(page);
    await openHome(page);
    await waitForSent(page, 'web_app_ready');
    await openHotelDetail(page, 'Кемер', 'Beldibi Pine Resort');
    expect((await sentEvents(page)).map(([type]) => type)).not.toContain('web_app_setup_closing_behavior');

    await openNewsForm(page);
    const title = `Telegram e2e ${Date.now()}`;
    await newsTitle(page).fill(title);
    await waitForSent(page, 'web_app_setup_closing_behavior', {
      need_confirmation: true,
    });
    await screenshot(page, 'keep-place-telegram-typing-phone');

    await panel(page).getByRole('button', { name: 'Создать', exact: true }).click();
    await successToast(page, 'Новость успешно создана!').waitFor();
    await panel(page).getByRole('listitem').filter({ hasText: title }).waitFor();
    await waitForSent(page, 'web_app_setup_closing_behavior', {
      need_confirmation: false,
    });

    const closing = (await sentEvents(page)).filter(([type]) => type === 'web_app_setup_closing_behavior');
    expect(closing).toEqual([
      ['web_app_setup_closing_behavior', { need_confirmation: true }],
      ['web_app_setup_closing_behavior', { need_confirmation: false }],
    ]);
    // Saved, the form closes and the list is back.
    await addNewsButton(page).waitFor();
  });

  it("shows the server's reason of a 400 on a second line of the error toast and keeps the typed news", async () => {
    const page = await openPage({ viewport: PHONE, expectConsoleErrors: true, signedIn: true });
    const refused: string[] = [];
    await page.route(`${API_URL}/v1/news/*`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      refused.push(route.request().url());
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ detail: 'Заголовок слишком длинный' }),
      });
    });
    await openHome(page);
    await openHotelDetail(page, 'Анталья', 'Antalya Garden Resort');
    await openNewsForm(page);

    const title = `Очень длинный заголовок e2e ${Date.now()}`;
    const text = 'Текст, который не должен пропасть.';
    await newsTitle(page).fill(title);
    await newsText(page).fill(text);
    await panel(page).getByRole('button', { name: 'Создать', exact: true }).click();

    const alert = errorToast(page, 'Ошибка при создании новости!');
    await alert.waitFor();
    await alert.getByText('Заголовок слишком длинный').waitFor();
    const lines = (await alert.innerText())
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines).toEqual(['Ошибка при создании новости!', 'Заголовок слишком длинный']);
    expect(refused).toHaveLength(1);
    expect(await newsTitle(page).inputValue()).toBe(title);
    expect(await newsText(page).inputValue()).toBe(text);
    await animationsDone(page);
    await screenshot(page, 'keep-place-news-400-reason-phone');
  });
});

/** Анталья with 120 more hotels, named to come first, so its own hotels are far down its list. */
async function lengthenAntalya(page: Page) {
  await page.route(/\/v1\/hotels\?region_id=1(&|$)/, async (route) => {
    const response = await route.fetch();
    const hotels = (await response.json()) as { hotel_id: number; hotel_name: string }[];
    const more = Array.from({ length: 120 }, (_, index) => ({
      ...hotels[0]!,
      hotel_id: 8001 + index,
      hotel_name: `Adalia ${String(index + 1).padStart(3, '0')}`,
    }));
    await route.fulfill({ response, json: [...hotels, ...more] });
  });
}

/** The names of the hotels whose rows are wholly on screen, between the header and the footer. */
const rowsInSight = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main [role="listitem"]')]
      .filter((row) => {
        const { top, bottom } = row.getBoundingClientRect();
        return top >= 72 && bottom <= window.innerHeight - 72;
      })
      .map((row) => row.querySelector('a')?.textContent ?? ''),
  );

/** A phone signed in on the lengthened Анталья, scrolled down `distance` px. */
async function openScrolledAntalya(distance: number) {
  const page = await openPage({ viewport: PHONE, signedIn: true });
  await lengthenAntalya(page);
  await openHome(page);
  await pickRegion(page, 'Анталья');
  // Scrolled from the header: a pointer resting on a row would have the router prepare that
  // hotel, and the added ones have no page on the server.
  await page.mouse.move(5, 5);
  await page.mouse.wheel(0, distance);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
  return page;
}

/** One frame after Back: where the page is scrolled, and whether a row is in the middle of the window. */
type Frame = { scrollY: number; rowInMiddle: boolean };
type FramesWindow = Window & { framesAfterBack?: Promise<Frame[]> };

/** A hotel opened from the bottom of the lengthened Анталья: the page, its name, how far the list was scrolled. */
async function openHotelFarDown() {
  // To the bottom, where the region's own hotels are.
  const page = await openScrolledAntalya(20_000);
  // One of the region's own hotels: the added ones have no page on the server.
  const opened = (await rowsInSight(page)).find((name) => !name.startsWith('Adalia'))!;
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.getByRole('link', { name: opened, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: opened }).waitFor();
  return { page, opened, scrolled };
}

describe('keeping the administrator in place in a long list (phone)', () => {
  it('comes back from a hotel to the row it was opened by, the focus on it and the page where it was', async () => {
    const { page, opened, scrolled } = await openHotelFarDown();
    // By the keyboard: the pointer stays on the opened row, so the list drawn again under it
    // prepares that hotel, not an added one the server has no page for.
    await page.getByRole('link', { name: 'Назад к списку отелей' }).press('Enter');
    await hotelList(page, 'Анталья').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(opened);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // The keyboard carries on along the row, not from the top of the list.
    await page.keyboard.press('Tab');
    const switchName = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(switchName?.replace(/^(Активен|Неактивен) /, '')).toBe(`«${opened}»`);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  it('has the rows in sight in the first frame back at the place, never the list empty there', async () => {
    const { page, scrolled } = await openHotelFarDown();
    // Each frame from the press until the rows are back. Armed, and awaited, before the press, so
    // that no frame after it is missed.
    await page.evaluate(() => {
      const win = window as FramesWindow;
      win.framesAfterBack = new Promise((resolve) => {
        const frames: Frame[] = [];
        const everyFrame = () => {
          const middle = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
          frames.push({ scrollY: window.scrollY, rowInMiddle: Boolean(middle?.closest('main [role="listitem"]')) });
          if (frames.at(-1)!.rowInMiddle || frames.length > 600) resolve(frames);
          else requestAnimationFrame(everyFrame);
        };
        document.addEventListener('keydown', () => requestAnimationFrame(everyFrame), { once: true, capture: true });
      });
    });
    await page.getByRole('link', { name: 'Назад к списку отелей' }).press('Enter');
    const frames = (await page.evaluate(() => (window as FramesWindow).framesAfterBack)) ?? [];
    expect(frames.at(-1)).toEqual({ scrollY: scrolled, rowInMiddle: true });
    expect(frames.filter((frame) => frame.scrollY === scrolled && !frame.rowInMiddle)).toEqual([]);
  });

  it('is back at the same rows after a reload', async () => {
    const page = await openScrolledAntalya(4000);
    const inSight = await rowsInSight(page);
    const scrolled = await page.evaluate(() => window.scrollY);

    await page.reload();
    await hotelList(page, 'Анталья').waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect.poll(() => rowsInSight(page)).toEqual(inSight);
    await screenshot(page, 'keep-place-long-list-after-reload-phone');
  });
});

describe('keeping the administrator in place (desktop)', () => {
  it('shows the region list after «Назад» from a hotel opened by the search', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    await openHome(page);
    await searchOpenAndBack(page);
    await column(page).getByRole('link', { name: 'Анталья', exact: true }).waitFor();
    await closeToasts(page);
    await screenshot(page, 'keep-place-region-after-back-desktop');
  });
});
