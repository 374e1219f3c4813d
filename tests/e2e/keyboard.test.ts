import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openHome, openPage, setUpBrowser } from './browser';

setUpBrowser();

/**
 * The keyboard's way through the panel, with no pointer at all: Tab, Shift+Tab, Enter, Space and
 * the arrows. After every action the focus must be somewhere meaningful, never on <body>.
 */

/** What has the focus, as a tag and the name a screen reader would give it ('BODY' for none). */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'BODY';
    const byIds = (ids: string | null) =>
      ids
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ');
    const name =
      element.getAttribute('aria-label') ??
      byIds(element.getAttribute('aria-labelledby')) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return `${element.tagName.toLowerCase()}:${name.replace(/\s+/g, ' ').trim()}`;
  });
}

/** Waits for the focus to settle on `expected` (a tag:name, or a pattern of one). */
async function expectFocus(page: Page, expected: string | RegExp) {
  const matches = (actual: string) => (typeof expected === 'string' ? actual === expected : expected.test(actual));
  await expect.poll(async () => focused(page), { timeout: 5000 }).toSatisfy(matches);
}

/** The focus, once the page has settled after an action, is on an element, not on <body>. */
async function expectFocusNotLost(page: Page) {
  await page.waitForTimeout(50);
  await expect.poll(async () => focused(page), { timeout: 5000 }).not.toBe('BODY');
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: string | RegExp, { back = false, limit = 80 } = {}) {
  const matches = (actual: string) => (typeof target === 'string' ? actual === target : target.test(actual));
  const seen: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    const now = await focused(page);
    if (matches(now)) return;
    seen.push(now);
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} not reached with ${back ? 'Shift+Tab' : 'Tab'}; passed: ${seen.join(' | ')}`);
}

const expectTitle = (page: Page, title: string) => expect.poll(() => page.title(), { timeout: 5000 }).toBe(title);
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

/** The focused element lies inside the window, clear of the sticky header and footer. */
async function expectFocusInSight(page: Page) {
  const [header, footer] = await Promise.all([
    page.getByRole('banner').boundingBox(),
    page.getByRole('contentinfo').boundingBox(),
  ]);
  const box = await page.evaluate(() => {
    const rect = (document.activeElement as HTMLElement).getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, name: document.activeElement?.outerHTML.slice(0, 80) };
  });
  const visibleTop = header ? header.y + header.height : 0;
  const visibleBottom = footer ? footer.y : (page.viewportSize()?.height ?? 0);
  expect(box.top, `${box.name} starts under the header`).toBeGreaterThanOrEqual(visibleTop - 0.5);
  expect(box.bottom, `${box.name} ends under the footer`).toBeLessThanOrEqual(visibleBottom + 0.5);
}

const HOTEL_TEXTS: Record<string, string> = {
  'Ссылка на Google Maps': 'https://www.google.com/maps?q=36.85,30.85',
  Описание: 'Отель у моря, заведён с клавиатуры.',
  Услуги: 'Wi-Fi',
  'Для детей': 'Детский клуб',
  Рестораны: 'Шведский стол',
};

describe('the panel with the keyboard alone', () => {
  it('creates a hotel, then adds, edits and deletes its news, the focus and the title following', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    await openHome(page);
    await expectTitle(page, 'Главная — Каталог отелей');

    // A region: its hotels, their heading focused.
    await tabTo(page, 'a:Анталья');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'h1:Отели региона Анталья!');
    await expectTitle(page, 'Отели региона Анталья — Каталог отелей');

    // «Добавить отель» in the footer: the form's heading.
    await tabTo(page, 'a:Добавить отель');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'h1:Добавить отель');
    await expectTitle(page, 'Добавить отель — Каталог отелей');

    // «Создать» on an empty form: the toast, and the focus on the first field to fill.
    await tabTo(page, 'button:Создать');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Заполните все обязательные текстовые поля.' }).first().waitFor();
    await expectFocus(page, 'input:Название отеля');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');

    // The fields, top to bottom; each one the Tab lands on is in sight.
    const name = `Клавиатурный отель ${Date.now()}`;
    await page.keyboard.type(name);
    await tabTo(page, 'select:Пляж');
    await expectFocusInSight(page);
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('Пляж', { exact: true }).inputValue()).not.toBe('');
    // The star picker: Tab lands on its first star, the arrows choose.
    await tabTo(page, 'input:1 звезда');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '4 звезды' }).isChecked()).toBe(true);
    for (const [label, value] of Object.entries(HOTEL_TEXTS)) {
      await tabTo(page, new RegExp(`^(input|textarea):${label}$`));
      await expectFocusInSight(page);
      await page.keyboard.type(value);
    }
    // Back up to the status switch and leave it on: Space would turn it off.
    await tabTo(page, 'input:Активен', { back: true });
    await expectFocusInSight(page);
    expect(await page.getByLabel('Активен', { exact: true }).isChecked()).toBe(true);

    await tabTo(page, 'button:Создать');
    await page.keyboard.press('Enter');
    await toast(page, 'Отель успешно создан!');
    await expectFocus(page, 'h1:Отели региона Анталья!');
    await expectTitle(page, 'Отели региона Анталья — Каталог отелей');

    // The new hotel's detail: its heading, News by default.
    await tabTo(page, `a:${name}`);
    await page.keyboard.press('Enter');
    await expectFocus(page, `h1:${name}`);
    await expectTitle(page, `${name} — Новости — Каталог отелей`);

    // The tabs are arrows and Enter; the chosen tab keeps the focus.
    await tabTo(page, 'a:Новости');
    await page.keyboard.press('ArrowRight');
    await expectFocus(page, 'a:Фото');
    await page.keyboard.press('Enter');
    await expectTitle(page, `${name} — Фото — Каталог отелей`);
    await expectFocus(page, 'a:Фото');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    await expectTitle(page, `${name} — Новости — Каталог отелей`);
    await expectFocus(page, 'a:Новости');

    // Add: «Добавить новость» opens the form, its first field takes the focus.
    const title = 'Открыт с клавиатуры';
    await tabTo(page, 'button:Добавить новость');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'input:Заголовок');
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Новость, набранная без мыши.');
    await tabTo(page, 'button:Создать');
    await page.keyboard.press('Enter');
    await toast(page, 'Новость успешно создана!');
    await page.getByRole('tabpanel').getByRole('heading', { level: 3, name: title }).waitFor();
    // Saved, the form closes: the focus goes back to the button that opened it.
    await expectFocusNotLost(page);
    await expectFocus(page, 'button:Добавить новость');

    // Edit: Space on the row's button; the form's first field takes the focus.
    await tabTo(page, `button:Редактировать «${title}»`);
    await page.keyboard.press('Space');
    await expectFocus(page, 'input:Заголовок');
    const edited = `${title} (обновлено)`;
    await page.keyboard.press('End');
    await page.keyboard.type(' (обновлено)');
    await tabTo(page, 'button:Сохранить');
    await page.keyboard.press('Enter');
    await toast(page, 'Новость обновлена!');
    await page.getByRole('tabpanel').getByRole('heading', { level: 3, name: edited }).waitFor();
    await expectFocusNotLost(page);
    await expectFocus(page, `button:Редактировать «${edited}»`);

    // Delete: Esc first (the question goes, the focus comes back), then for real.
    await tabTo(page, `button:Удалить «${edited}»`);
    await page.keyboard.press('Enter');
    await expectFocus(page, 'button:Отмена');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expectFocus(page, `button:Удалить «${edited}»`);
    await page.keyboard.press('Enter');
    await expectFocus(page, 'button:Отмена');
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button:Удалить');
    await page.keyboard.press('Enter');
    await toast(page, 'Новость удалена!');
    await page.getByRole('tabpanel').getByText('Нет новостей.').waitFor();
    await expectFocus(page, 'h2:Новости');

    // Back to the list (a real Back, over the tabs chosen): the focus is on the hotel it was opened by.
    await tabTo(page, 'a:Назад к списку отелей', { back: true });
    await page.keyboard.press('Enter');
    await expectFocus(page, `a:${name}`);
    await expectTitle(page, 'Отели региона Анталья — Каталог отелей');
  });

  it('keeps every field of the hotel form clear of the sticky header and footer on a phone', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await openHome(page);
    await tabTo(page, 'a:Добавить отель');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'h1:Добавить отель');
    const reached: string[] = [];
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (now === 'button:Создать') break;
      if (!/^(input|select|textarea):/.test(now)) continue;
      reached.push(now);
      await expectFocusInSight(page);
    }
    expect(reached).toEqual(
      expect.arrayContaining(['input:Название отеля', 'input:Ссылка на Google Maps', 'textarea:Рестораны', 'input:Активен']),
    );
  });

  it('keeps the page where it is when a search, a list or a hotel changes in place on a phone', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    // A big catalogue's regions: the column, unfolded above a pane, is then taller than the screen.
    await page.route(/\/v1\/regions$/, async (route) => {
      const response = await route.fetch();
      const regions = (await response.json()) as { id: number; region_name: string }[];
      const more = Array.from({ length: 12 }, (_, index) => ({ ...regions[0]!, id: 9001 + index, region_name: `Регион ${index + 1}` }));
      await route.fulfill({ response, json: [...regions, ...more] });
    });
    await openHome(page);
    const unfoldRegions = async () => {
      await tabTo(page, /^button:Развернуть Регионы/, { back: true });
      await page.keyboard.press('Enter');
      await expectFocus(page, 'button:Свернуть регионы');
    };
    /** Tabs to `field`, changes it with `keys`, and expects it still in sight once the page has changed. */
    const changeInSight = async (field: string, keys: string[], changed: () => Promise<unknown>) => {
      await tabTo(page, field);
      await expectFocusInSight(page);
      for (const key of keys) await page.keyboard.press(key);
      await changed();
      await expectFocusInSight(page);
    };
    const address = (name: string) => new URL(page.url()).searchParams.get(name);

    await tabTo(page, 'a:Найти отель');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'input:Название отеля');
    await unfoldRegions();
    await changeInSight('input:Название отеля', ['s', 'e', 'a'], () => expect.poll(() => address('q')).toBe('sea'));
    await changeInSight('select:Регион', ['ArrowDown'], () => expect.poll(() => address('searchRegion')).not.toBeNull());
    await changeInSight('select:Статус', ['ArrowDown'], () => expect.poll(() => address('searchStatus')).not.toBeNull());

    await tabTo(page, 'a:Анталья', { back: true });
    await page.keyboard.press('Enter');
    await expectFocus(page, 'h1:Отели региона Анталья!');
    await unfoldRegions();
    await changeInSight('select:Сортировка', ['ArrowDown'], () => expect.poll(() => address('hotelSort')).not.toBeNull());
    await changeInSight('select:Звёзды', ['ArrowDown'], () => expect.poll(() => address('hotelStars')).not.toBeNull());

    const firstHotel = await page.getByRole('list', { name: 'Отели' }).getByRole('listitem').first().getByRole('link').first().textContent();
    await tabTo(page, `a:${firstHotel}`);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^h1:/);
    // The column stays unfolded above the hotel, as it was left.
    await page.getByRole('button', { name: 'Свернуть регионы' }).waitFor();
    await changeInSight('a:Новости', ['ArrowRight', 'Enter'], () => expect.poll(() => address('tab')).toBe('photo'));
    await expectFocus(page, 'a:Фото');
  });
});
