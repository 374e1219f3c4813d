import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_URL, PHONE, openPage, setUpBrowser, settle } from './browser';
import { emulateTelegram, launchHash } from './telegram-client';
import { NIGHT } from '../utils/telegram-theme-tokens';

setUpBrowser();

/**
 * The shared components of docs/design.md, each in the place it is used, in the panel's light theme
 * and in Telegram's night theme. The pictures land in tests/e2e/artifacts/design-*.png; docs/design.md
 * says how they are copied to docs/design/.
 */
type Theme = 'light' | 'telegram-dark';

async function openThemed(theme: Theme): Promise<Page> {
  if (theme === 'light') return openPage({ viewport: PHONE, signedIn: true });
  const page = await openPage({ viewport: PHONE });
  await emulateTelegram(page);
  // Signing in through Telegram's launch link keeps its theme for every later address of the tab.
  await page.goto(`${APP_URL}/verify?tg_id=1&hash=demo${launchHash({ theme: NIGHT })}`);
  await page.waitForURL(/\/homePage/);
  return page;
}

const home = (search: string) => `${APP_URL}/homePage?${search}`;

async function shoot(section: Locator, name: string): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  await settle(section.page());
  await section.screenshot({ path: `tests/e2e/artifacts/design-${name}.png` });
}

/** Where a card's title and a row's text start, from the inside of the card's border. */
const insetsOf = (card: Locator, rowText: string) =>
  card.evaluate((section, text) => {
    const left = (element: Element | null | undefined) => Math.round(element!.getBoundingClientRect().left - section.getBoundingClientRect().left - section.clientLeft);
    const rowTitle = [...section.querySelectorAll('li :is(div, h3)')].find((element) => element.textContent === text);
    return { title: left(section.querySelector('h2')), row: left(rowTitle) };
  }, rowText);

describe.each<Theme>(['light', 'telegram-dark'])('the design system in the %s theme', (theme) => {
  it('draws beaches, rooms and news as the same rows on the card inset, with a header, a count and an empty state', async () => {
    const page = await openThemed(theme);

    await page.goto(home('view=REGION_MANAGE&regionId=2'));
    const beaches = page.getByRole('region', { name: 'Пляжи' });
    await beaches.getByText('Гёйнюк').waitFor();
    await shoot(beaches, `list-row-beaches-${theme}`);
    // Every list's text starts on its card title's inset, 20 px in.
    expect(await insetsOf(beaches, 'Гёйнюк')).toEqual({ title: 20, row: 20 });

    await page.goto(home('view=REGION_MANAGE&regionId=3'));
    await page.getByText('Нет пляжей в этом регионе.').waitFor();
    await shoot(page.getByRole('region', { name: 'Пляжи' }), `empty-state-${theme}`);

    await page.goto(home('view=HOTEL_DETAIL&regionId=1&hotelId=1&tab=rooms'));
    const rooms = page.getByRole('region', { name: 'Номера' });
    await rooms.getByText('Family Suite').waitFor();
    await rooms.getByRole('button', { name: 'Редактировать «Family Suite»' }).click();
    await shoot(rooms, `list-row-rooms-selected-${theme}`);
    expect(await insetsOf(rooms, 'Family Suite')).toEqual({ title: 20, row: 20 });

    await page.goto(home('view=HOTEL_DETAIL&regionId=1&hotelId=1&tab=news'));
    const news = page.getByRole('region', { name: 'Новости' });
    await news.getByRole('heading', { name: 'Открытие сезона' }).waitFor();
    await shoot(news, `list-row-news-${theme}`);
    expect(await insetsOf(news, 'Открытие сезона')).toEqual({ title: 20, row: 20 });

  });

  it('marks an inactive hotel with a clean chip that still reads «(неактивен)»', async () => {
    const page = await openThemed(theme);
    await page.goto(home('view=HOTEL_LIST&regionId=1'));
    const hotels = page.getByRole('region', { name: 'Отели региона Анталья!' });
    const inactive = hotels.getByRole('link', { name: 'Lara Family Club (неактивен)' });
    await inactive.waitFor();
    // The pill shows the word alone; its text (and so the link's name, found above) is the product's, brackets included.
    const row = hotels.getByRole('listitem').filter({ hasText: 'Lara Family Club' });
    const chip = row.locator('[data-shown]');
    expect(await chip.textContent()).toBe('(неактивен)');
    expect(await chip.evaluate((pill) => getComputedStyle(pill, '::before').content)).toMatch(/^"неактивен"/);
    await shoot(row, `status-chip-${theme}`);
  });
});
