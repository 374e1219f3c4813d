import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  APP_URL,
  PHONE,
  describeViolations,
  isSeriousViolation,
  openHome,
  openPageIn,
  runAxe,
  screenshot,
  settle,
  setUpBrowser,
} from './browser';
import { emulateTelegram } from './telegram-client';

setUpBrowser();

/** A Telegram client in its dark theme, as the launch URL passes it (`tgWebAppThemeParams`). */
const TELEGRAM_DARK_THEME = {
  bg_color: '#212121',
  text_color: '#ffffff',
  hint_color: '#aaaaaa',
  link_color: '#8cc2ff',
  button_color: '#2ea6ff',
  button_text_color: '#ffffff',
  secondary_bg_color: '#0f0f0f',
  header_bg_color: '#212121',
  accent_text_color: '#8cc2ff',
  section_bg_color: '#212121',
  section_header_text_color: '#8cc2ff',
  subtitle_text_color: '#aaaaaa',
  destructive_text_color: '#ff595a',
  section_separator_color: '#000000',
  bottom_bar_bg_color: '#212121',
};

/** Telegram's light theme (iOS), whose hint, link and destructive colours are paler than 4.5:1 on white. */
const TELEGRAM_LIGHT_THEME = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#999999',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  secondary_bg_color: '#efeff3',
  header_bg_color: '#f8f8f8',
  accent_text_color: '#2481cc',
  section_bg_color: '#ffffff',
  section_header_text_color: '#6d6d72',
  subtitle_text_color: '#999999',
  destructive_text_color: '#ff3b30',
  section_separator_color: '#c8c7cc',
  bottom_bar_bg_color: '#f2f2f2',
};

type Theme = 'light' | 'dark' | 'telegram-dark' | 'telegram-light';
const TELEGRAM_THEMES: Partial<Record<Theme, Record<string, string>>> = {
  'telegram-dark': TELEGRAM_DARK_THEME,
  'telegram-light': TELEGRAM_LIGHT_THEME,
};

/**
 * A logged-in page in `theme`. Inside Telegram the device's own scheme is left light, so in the
 * Telegram dark theme no colour may quietly come from the panel's light palette.
 */
async function openThemed(theme: Theme, viewport = PHONE): Promise<Page> {
  const telegramTheme = TELEGRAM_THEMES[theme];
  // Inside Telegram the sign-in carries the launch parameters, so it goes through /verify.
  const page = await openPageIn(theme === 'dark' ? 'dark' : 'light', { viewport, signedIn: !telegramTheme });
  if (!telegramTheme) {
    await openHome(page);
    return page;
  }
  await emulateTelegram(page);
  const launch = new URLSearchParams({
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(telegramTheme),
  });
  await page.goto(`${APP_URL}/verify?tg_id=1&hash=demo#${launch.toString()}`);
  await page.waitForURL(/\/homePage/);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-telegram-theme'));
  return page;
}

const column = (page: Page) => page.getByRole('complementary', { name: 'Регионы' });
const footerAction = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Действия' }).getByRole('link', { name });
const tabPanel = (page: Page) => page.getByRole('tabpanel');

async function expandRegions(page: Page) {
  const expand = column(page).getByRole('button', { name: /развернуть/i });
  if (await expand.isVisible()) await expand.click();
}

/**
 * Walks the views of the main screen in one page, checking each with axe and photographing it
 * (`a11y-<view>-<theme><shotSuffix>.png`).
 */
async function walkViews(page: Page, theme: Theme, shotSuffix = ''): Promise<string[]> {
  const report: string[] = [];
  const serious: string[] = [];
  const check = async (view: string, options?: Parameters<typeof runAxe>[1]) => {
    await settle(page);
    const violations = await runAxe(page, options);
    if (violations.length > 0) report.push(describeViolations(`${theme} ${view}`, violations));
    for (const violation of violations.filter(isSeriousViolation)) {
      serious.push(`${view}: ${violation.id} on ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
    }
    if (!options?.selector) await screenshot(page, `a11y-${view}-${theme}${shotSuffix}`);
  };

  await page.getByRole('heading', { name: 'Добро пожаловать в панель администратора!' }).waitFor();
  await check('welcome');

  await expandRegions(page);
  await column(page).getByRole('link', { name: 'Анталья', exact: true }).click();
  const hotels = page.getByRole('region', { name: 'Отели региона Анталья!' });
  await hotels.getByText('(неактивен)').waitFor();
  await check('hotel-list');
  // Hover colours are checked too, on a device that has hover.
  await hotels.getByRole('link', { name: 'Lara Sun Palace', exact: true }).hover();
  await check('hotel-list-hover', { selector: 'main', rules: ['color-contrast'] });
  await page.mouse.move(0, 0);

  await hotels.getByRole('link', { name: 'Редактировать «Lara Sun Palace»' }).click();
  await page.getByRole('heading', { name: 'Редактировать отель' }).waitFor();
  await page.getByLabel('Пляж', { exact: true }).locator('option:checked', { hasText: 'Лара' }).waitFor({ state: 'attached' });
  await check('hotel-edit');

  // A form leaves the footer's actions out: back to the list (nothing changed, so nothing asked) first.
  await page.getByRole('button', { name: 'Отмена', exact: true }).click();
  await hotels.waitFor();
  await footerAction(page, 'Добавить отель').click();
  await page.getByRole('heading', { name: 'Добавить отель' }).waitFor();
  await check('hotel-create');
  await page.getByRole('button', { name: 'Создать', exact: true }).hover();
  await check('hotel-create-hover', { selector: 'main', rules: ['color-contrast'] });
  await page.mouse.move(0, 0);

  await expandRegions(page);
  await column(page).getByRole('button', { name: 'Добавить регион' }).click();
  await page.getByRole('heading', { name: 'Добавить регион' }).waitFor();
  await check('region-add');

  await expandRegions(page);
  await column(page).getByRole('listitem').filter({ hasText: 'Анталья' }).getByRole('button', { name: 'Редактировать' }).click();
  await page.getByRole('list', { name: 'Пляжи региона' }).getByText('Лара').waitFor();
  await check('region-edit');

  // A form leaves the footer's actions out: to a region's list first.
  await expandRegions(page);
  await column(page).getByRole('link', { name: 'Анталья', exact: true }).click();
  await footerAction(page, 'Найти отель').click();
  await page.getByRole('searchbox', { name: 'Название отеля' }).fill('lara');
  const results = page.getByRole('list', { name: 'Результаты поиска' });
  await results.getByRole('link', { name: 'Lara Sun Palace', exact: true }).waitFor();
  await check('search');

  await results.getByRole('link', { name: 'Lara Sun Palace', exact: true }).click();
  const tab = (name: string) => page.getByRole('tab', { name });
  await tabPanel(page).getByRole('heading', { name: 'Новости', exact: true }).waitFor();
  await check('detail-news');

  await tab('Номера').click();
  await tabPanel(page).getByRole('listitem').first().waitFor();
  await check('detail-rooms');
  await tabPanel(page).getByRole('listitem').first().getByRole('button', { name: 'Редактировать' }).click();
  await tabPanel(page).getByRole('button', { name: 'Отмена' }).waitFor();
  await check('detail-rooms-editing');
  await tabPanel(page).getByRole('button', { name: 'Отмена' }).click();

  await tab('Фото').click();
  const photo = tabPanel(page).getByRole('listitem').filter({ hasText: 'Вид на море' });
  await photo.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  await check('detail-photo');
  await photo.getByRole('button', { name: 'Вид на море', exact: true }).click();
  const viewer = page.getByRole('dialog', { name: 'Вид на море' });
  await viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.decode());
  await check('photo-viewer');
  await viewer.getByRole('button', { name: 'Закрыть' }).last().click();
  await viewer.waitFor({ state: 'detached' });

  await tab('Видео').click();
  const video = tabPanel(page).getByRole('listitem').filter({ hasText: 'Пляж Лара с дрона' });
  await video.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  await check('detail-video');
  await video.getByRole('button', { name: 'Пляж Лара с дрона', exact: true }).click();
  const player = page.getByRole('dialog', { name: 'Пляж Лара с дрона' });
  await player.locator('video').waitFor();
  await check('video-player');
  await player.getByRole('button', { name: 'Закрыть' }).click();
  await player.waitFor({ state: 'detached' });

  await tab('Рилсы').click();
  await tabPanel(page).getByText('Нет превью').waitFor();
  await check('detail-reels');

  // Inside Telegram deletions ask through its native popup; the in-app dialog there is the exit question.
  if (TELEGRAM_THEMES[theme]) {
    await page.evaluate(() =>
      (window as unknown as { Telegram: { WebView: { receiveEvent: (type: string) => void } } }).Telegram.WebView.receiveEvent(
        'back_button_pressed',
      ),
    );
  } else {
    await tabPanel(page).getByRole('listitem').first().getByRole('button', { name: 'Удалить' }).click();
  }
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Отмена' }).waitFor();
  await check('confirm');
  await dialog.getByRole('button').last().hover();
  await check('confirm-hover', { selector: 'dialog[open], [role="dialog"]', rules: ['color-contrast'] });
  await dialog.getByRole('button', { name: 'Отмена' }).click();

  await page.getByRole('link', { name: '@anna_admin' }).click();
  await page.getByRole('heading', { name: 'Привет, @anna_admin!' }).waitFor();
  await check('profile');
  await page.getByRole('link', { name: 'Вернуться в панель' }).click();
  await tabPanel(page).getByText('Нет превью').waitFor();

  for (const [view, path, heading] of [
    ['health', '/health', 'Состояние сервиса'],
    ['admins-only', '/error', 'Добро пожаловать!'],
  ] as const) {
    await page.goto(`${APP_URL}${path}`);
    await page.getByRole('heading', { name: heading }).waitFor();
    await check(view);
  }

  if (report.length > 0) console.info(report.join('\n'));
  return serious;
}

/**
 * A walk through every view with axe and a screenshot at each is a dozen tests' work in one: on a slow
 * or busy machine it outlasts the suite's 60 s for one test, so it has three times as long.
 */
const WALK_TIMEOUT_MS = 180_000;

describe('accessibility of every view, checked by axe-core at 390×844', () => {
  it.each<Theme>(['light', 'dark', 'telegram-dark', 'telegram-light'])(
    'has no serious or critical violation in the %s theme',
    async (theme) => {
      const page = await openThemed(theme);
      expect(await walkViews(page, theme)).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});

// The smallest phone and a desktop window lay the same views out differently (the folded column,
// the hotels' table), in the panel's own light theme and in Telegram's dark one.
describe.each([
  { width: 320, height: 640 },
  { width: 1280, height: 800 },
])('accessibility of every view at $width px', (viewport) => {
  it.each<Theme>(['light', 'telegram-dark'])(
    'has no serious or critical violation in the %s theme',
    async (theme) => {
      const page = await openThemed(theme, viewport);
      expect(await walkViews(page, theme, `-${viewport.width}`)).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
