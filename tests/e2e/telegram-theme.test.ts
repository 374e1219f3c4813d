import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_URL, PHONE, openPage, screenshot, setUpBrowser } from './browser';
import { deliverEvent, emulateTelegram, launchHash, sentEvents, waitForSent } from './telegram-client';
import { DERIVED_TOKENS, NIGHT, TOKEN_OF_THEME_KEY, type ThemeKey } from '../utils/telegram-theme-tokens';

setUpBrowser();

const NIGHT_PAGE = 'rgb(21, 30, 39)';

const CONTRAST_ADJUSTED = new Set(['--color-hint', '--color-link', '--color-accent-text-on-surface', '--color-danger']);

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

type FirstFrame = { background: string; scheme: string };

/** Records the page's colours in the first animation frame, i.e. before anything is painted. */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const target = window as unknown as { __firstFrame: FirstFrame };
      target.__firstFrame = {
        background: document.body ? getComputedStyle(document.body).backgroundColor : 'no body yet',
        scheme: getComputedStyle(document.documentElement).colorScheme,
      };
    });
  });
}

const firstFrame = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __firstFrame?: FirstFrame }).__firstFrame).then((handle) =>
    handle.jsonValue(),
  );

/** Opens the panel as Telegram does: the bot's sign-in link with the launch parameters in the hash. */
async function openInTelegram(page: Page): Promise<void> {
  await emulateTelegram(page);
  await recordFirstFrame(page);
  await page.goto(`${APP_URL}/verify?tg_id=1&hash=demo${launchHash({ theme: NIGHT })}`);
  await page.waitForURL(/\/homePage/);
  await page.getByRole('heading', { name: 'Регионы' }).waitFor();
}

/** Every colour token as Chromium resolves it on a probe element. */
function resolvedTokens(page: Page, names: string[]) {
  return page.evaluate((tokens) => {
    const probe = document.createElement('i');
    document.body.append(probe);
    const resolved = Object.fromEntries(
      tokens.map((token) => {
        probe.style.color = `var(${token}, rgb(1, 2, 3))`;
        return [token, getComputedStyle(probe).color];
      }),
    );
    probe.remove();
    return resolved;
  }, names);
}

const TOKENS = [...Object.values(TOKEN_OF_THEME_KEY), ...DERIVED_TOKENS];

describe('the Telegram theme in a real browser', () => {
  it('paints the chat theme from the very first frame, and again after a reload', async () => {
    const page = await openPage({ viewport: PHONE });
    await openInTelegram(page);
    expect(await firstFrame(page)).toEqual({ background: NIGHT_PAGE, scheme: 'dark' });

    // The router has dropped the hash by now; a reload finds the launch parameters in sessionStorage.
    expect(page.url()).not.toContain('tgWebAppThemeParams');
    await page.reload();
    expect(await firstFrame(page)).toEqual({ background: NIGHT_PAGE, scheme: 'dark' });
    await page.getByRole('heading', { name: 'Регионы' }).waitFor();
    await screenshot(page, 'telegram-dark-home-phone');

    await page.getByRole('complementary', { name: 'Регионы' }).getByRole('link', { name: 'Кемер', exact: true }).click();
    await page.waitForURL(/view=HOTEL_LIST/);
    await page.getByRole('heading', { name: /Отели региона/ }).waitFor();
    await screenshot(page, 'telegram-dark-hotels-phone');
  });

  it('gives every token a colour: light, dark and Telegram dark', async () => {
    const plain = await openPage({ viewport: PHONE });
    await plain.goto(`${APP_URL}/health`);
    const light = await resolvedTokens(plain, TOKENS);
    await plain.emulateMedia({ colorScheme: 'dark' });
    const dark = await resolvedTokens(plain, TOKENS);

    const telegram = await openPage({ viewport: PHONE });
    await openInTelegram(telegram);
    const night = await resolvedTokens(telegram, TOKENS);

    for (const palette of [light, dark, night]) {
      for (const token of TOKENS) expect(palette[token], token).toMatch(/^(rgb|color)\(/);
      for (const token of TOKENS) expect(palette[token], token).not.toBe('rgb(1, 2, 3)');
    }
    expect(dark['--color-surface-muted']).not.toBe(light['--color-surface-muted']);
    for (const [key, token] of Object.entries(TOKEN_OF_THEME_KEY)) {
      // Text colours Telegram gives are pulled toward the text colour for contrast (global.css),
      // so they follow the chat's theme without equalling it; the rest are taken as they are.
      if (CONTRAST_ADJUSTED.has(token)) expect([light[token], dark[token]], token).not.toContain(night[token]);
      else expect(night[token], token).toBe(rgb(NIGHT[key as ThemeKey]));
    }
  });

  it("sets Telegram's header, background and bottom bar, and follows the safe areas and the viewport", async () => {
    const page = await openPage({ viewport: PHONE });
    await openInTelegram(page);
    await waitForSent(page, 'web_app_set_header_color', { color: NIGHT.header_bg_color });
    await waitForSent(page, 'web_app_set_background_color', { color: NIGHT.secondary_bg_color });
    await waitForSent(page, 'web_app_set_bottom_bar_color', { color: NIGHT.bottom_bar_bg_color });
    const types = (await sentEvents(page)).map(([type]) => type);
    for (const request of ['web_app_request_safe_area', 'web_app_request_content_safe_area', 'web_app_request_viewport']) {
      expect(types).toContain(request);
    }

    await deliverEvent(page, 'safe_area_changed', { top: 47, bottom: 34, left: 0, right: 0 });
    await deliverEvent(page, 'content_safe_area_changed', { top: 46, bottom: 0, left: 0, right: 0 });
    await deliverEvent(page, 'viewport_changed', { height: 760, width: 390, is_expanded: true, is_state_stable: true });
    const variables = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return ['--tg-safe-top', '--tg-safe-bottom', '--tg-content-safe-top', '--tg-viewport-stable-height'].map((name) =>
        style.getPropertyValue(name),
      );
    });
    expect(variables).toEqual(['47px', '34px', '46px', '760px']);
    await screenshot(page, 'telegram-dark-insets-phone');

    // A theme change in the chat: the page and Telegram's bars follow it.
    await deliverEvent(page, 'theme_changed', {
      theme_params: { bg_color: '#ffffff', secondary_bg_color: '#efeff4', text_color: '#000000', hint_color: '#8e8e93' },
    });
    await waitForSent(page, 'web_app_set_header_color', { color: '#ffffff' });
    await waitForSent(page, 'web_app_set_bottom_bar_color', { color: '#efeff4' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(239, 239, 244)');
  });
});
