import { readFileSync } from 'node:fs';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyTelegramTheme } from '@/shared/telegram/theme';
import { renderApp } from '../utils/render-app';
import { signIn } from '../utils/session';
import { LAUNCH_PARAMS_KEY, emulateTelegramClient, launchQuery } from '../utils/telegram-client';
import { DERIVED_TOKENS, NIGHT, TOKEN_OF_THEME_KEY } from '../utils/telegram-theme-tokens';

/** Telegram iOS's day theme from a client before Bot API 6.10: only the first seven keys. */
const OLD_DAY = {
  bg_color: '#ffffff',
  secondary_bg_color: '#efeff4',
  text_color: '#000000',
  hint_color: '#8e8e93',
  link_color: '#007aff',
  button_color: '#007aff',
  button_text_color: '#ffffff',
};

const root = document.documentElement;
const variable = (name: string) => root.style.getPropertyValue(name);

afterEach(() => {
  root.removeAttribute('style');
  delete root.dataset.telegramTheme;
  history.replaceState(null, '', '/');
});

const css = readFileSync('src/shared/styles/global.css', 'utf8');
const block = (opening: string) => css.slice(css.indexOf(opening), css.indexOf('\n}', css.indexOf(opening)));
/** `--name: value;` pairs of a block; a value spread over several lines is put on one. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')');
const declarations = (text: string) =>
  new Map([...text.matchAll(/(--[a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, oneLine(value!)]));
const light = declarations(block(':root {'));
const dark = declarations(block(':root:not([data-telegram-theme])'));

// The bridge is a lazy chunk: load it once up front, so no test's first wait includes compiling it.
beforeAll(() => import('@/shared/telegram/bridge'));

describe('the Telegram theme on the tokens', () => {
  it('puts every theme key on <html> under the name Telegram gives it', () => {
    applyTelegramTheme(NIGHT);
    for (const [key, colour] of Object.entries(NIGHT)) {
      expect(variable(`--tg-theme-${key.replaceAll('_', '-')}`), key).toBe(colour);
    }
  });

  it('maps every theme key onto its token, with a value of its own for a client that lacks the key', () => {
    for (const [key, token] of Object.entries(TOKEN_OF_THEME_KEY)) {
      expect(light.get(token), token).toMatch(new RegExp(`^var\\(--tg-theme-${key.replaceAll('_', '-')}, .+\\)$`));
    }
  });

  it('sets color-scheme from the background: dark for a dark chat, light for a light one', () => {
    applyTelegramTheme(NIGHT);
    expect(root.style.colorScheme).toBe('dark');
    expect(root).toHaveAttribute('data-telegram-theme');
    applyTelegramTheme(OLD_DAY);
    expect(root.style.colorScheme).toBe('light');
  });

  it("fills primary buttons with Telegram's button colour as given only where its label reads on it at 4.5:1", () => {
    applyTelegramTheme({ button_color: '#1c5d8f', button_text_color: '#ffffff' });
    expect(variable('--tg-theme-button-fill')).toBe('#1c5d8f');
    // #50a8eb under #fffffe is 2.6:1: global.css deepens it instead.
    applyTelegramTheme(NIGHT);
    expect(variable('--tg-theme-button-fill')).toBe('');
    // With no label colour the contrast is unknown: deepened too.
    applyTelegramTheme({ button_color: '#1c5d8f' });
    expect(variable('--tg-theme-button-fill')).toBe('');
  });

  it('takes short hex colours, and ignores what is not a colour', () => {
    applyTelegramTheme({ bg_color: '#FFF', text_color: 'red', hint_color: 12, link_color: '#12345' });
    expect(variable('--tg-theme-bg-color')).toBe('#FFF');
    expect(root.style.colorScheme).toBe('light');
    for (const key of ['text-color', 'hint-color', 'link-color']) expect(variable(`--tg-theme-${key}`)).toBe('');
  });
});

describe('the token block of global.css', () => {
  it('derives the tokens Telegram has no key for from the others, with color-mix()', () => {
    for (const name of DERIVED_TOKENS) {
      expect(light.get(name), name).toMatch(/^color-mix\(in srgb, .*var\(--color-[a-z-]+\)/);
    }
  });

  it('has a dark value for every colour of the panel\'s palette', () => {
    const palette = [...light.keys()].filter((name) => name.startsWith('--palette-'));
    expect(palette.length).toBeGreaterThan(5);
    expect([...dark.keys()].sort()).toEqual(palette.sort());
  });
});

/** index.html's inline launch script, run as the browser runs it while parsing <head>. */
function runLaunchScript(): void {
  const html = readFileSync('index.html', 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].find(([, code]) => code!.includes('tgWebAppThemeParams'));
  if (!script) throw new Error('index.html has no launch theme script');
  // The script is ours and has to run as written, the way the page's parser runs it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(script[1]!)();
}

describe('the launch theme, before the first frame (index.html)', () => {
  it('comes from the launch URL, is kept where a reload finds it, and matches what the bridge applies', () => {
    history.replaceState(null, '', `/verify?tg_id=1#tgWebAppData=x&${launchQuery({ version: '8.0', theme: NIGHT })}`);
    runLaunchScript();
    const launched = root.getAttribute('style');
    expect(variable('--tg-theme-bg-color')).toBe('#212d3b');
    expect(root.style.colorScheme).toBe('dark');
    expect(root).toHaveAttribute('data-telegram-theme');
    expect(JSON.parse(sessionStorage.getItem(LAUNCH_PARAMS_KEY) ?? 'null')).toContain('tgWebAppThemeParams=');

    root.removeAttribute('style');
    applyTelegramTheme(NIGHT);
    expect(root.getAttribute('style')).toBe(launched);
  });

  it("takes Telegram's button colour as given where its label reads on it, as the bridge does", () => {
    const readable = { ...NIGHT, button_color: '#1c5d8f', button_text_color: '#ffffff' };
    history.replaceState(null, '', `/verify?tg_id=1#tgWebAppData=x&${launchQuery({ version: '8.0', theme: readable })}`);
    runLaunchScript();
    const launched = root.getAttribute('style');
    expect(variable('--tg-theme-button-fill')).toBe('#1c5d8f');

    root.removeAttribute('style');
    applyTelegramTheme(readable);
    expect(root.getAttribute('style')).toBe(launched);
  });

  it('comes from sessionStorage once the router has replaced the URL', () => {
    sessionStorage.setItem(LAUNCH_PARAMS_KEY, JSON.stringify(launchQuery({ version: '8.0', theme: { bg_color: '#fff' } })));
    runLaunchScript();
    expect(variable('--tg-theme-bg-color')).toBe('#fff');
    expect(root.style.colorScheme).toBe('light');
  });

  it('leaves a plain browser alone', () => {
    runLaunchScript();
    expect(root.getAttribute('style')).toBeNull();
    expect(root).not.toHaveAttribute('data-telegram-theme');
  });
});

describe('inside Telegram', () => {
  const colours = (telegram: ReturnType<typeof emulateTelegramClient>) =>
    ['web_app_set_header_color', 'web_app_set_background_color', 'web_app_set_bottom_bar_color'].map((type) =>
      telegram.sent(type).map((event) => event.data),
    );

  it("sets Telegram's header, background and bottom bar to the panel's colours at start and on every change", async () => {
    const telegram = emulateTelegramClient({ version: '8.0', theme: NIGHT });
    signIn();
    renderApp('/user');
    await screen.findByRole('heading', { name: 'Привет, @anna_admin!' });
    await waitFor(() => expect(telegram.sent('web_app_request_theme')).toHaveLength(1));
    expect(colours(telegram)).toEqual([[{ color: '#242d39' }], [{ color: '#151e27' }], [{ color: '#151e28' }]]);

    // An older client's theme: the header takes the background, the bottom bar the page.
    telegram.deliver('theme_changed', { theme_params: OLD_DAY });
    expect(colours(telegram)).toEqual([
      [{ color: '#242d39' }, { color: '#ffffff' }],
      [{ color: '#151e27' }, { color: '#efeff4' }],
      [{ color: '#151e28' }, { color: '#efeff4' }],
    ]);
  });

  it('follows theme_changed completely: no colour is left from the previous theme', async () => {
    const telegram = emulateTelegramClient({ version: '8.0', theme: NIGHT });
    signIn();
    renderApp('/user');
    await waitFor(() => expect(telegram.sent('web_app_request_theme')).toHaveLength(1));
    expect(variable('--tg-theme-header-bg-color')).toBe('#242d39');

    telegram.deliver('theme_changed', { theme_params: OLD_DAY });

    expect(variable('--tg-theme-bg-color')).toBe('#ffffff');
    expect(root.style.colorScheme).toBe('light');
    const left = [...root.style].filter((name) => name.startsWith('--tg-theme-'));
    expect(left.sort()).toEqual(Object.keys(OLD_DAY).map((key) => `--tg-theme-${key.replaceAll('_', '-')}`).sort());
  });

  it("sends only what the client's version knows", async () => {
    const telegram = emulateTelegramClient({ version: '6.1', theme: NIGHT });
    signIn();
    renderApp('/user');
    await waitFor(() => expect(telegram.sent('web_app_request_theme')).toHaveLength(1));
    expect(colours(telegram)).toEqual([[{ color_key: 'bg_color' }], [{ color: '#151e27' }], []]);
    expect(telegram.sent('web_app_request_safe_area')).toEqual([]);
    expect(telegram.sent('web_app_request_content_safe_area')).toEqual([]);
    expect(telegram.sent('web_app_request_viewport')).toHaveLength(1);
  });

  it('asks for the safe areas and the viewport and keeps them in CSS variables', async () => {
    const telegram = emulateTelegramClient({ version: '8.0' });
    signIn();
    renderApp('/user');
    await waitFor(() => expect(telegram.sent('web_app_request_viewport')).toHaveLength(1));
    expect(telegram.sent('web_app_request_safe_area')).toHaveLength(1);
    expect(telegram.sent('web_app_request_content_safe_area')).toHaveLength(1);

    telegram.deliver('safe_area_changed', { top: 47, bottom: 34, left: 0, right: 0 });
    telegram.deliver('content_safe_area_changed', { top: 46, bottom: 0, left: 0, right: 0 });
    telegram.deliver('viewport_changed', { height: 500, width: 390, is_expanded: false, is_state_stable: false });

    expect(['top', 'bottom', 'left', 'right'].map((side) => variable(`--tg-safe-${side}`))).toEqual(['47px', '34px', '0px', '0px']);
    expect(variable('--tg-content-safe-top')).toBe('46px');
    expect(variable('--tg-viewport-height')).toBe('500px');
    // Mid-drag: the stable height waits until the sheet settles.
    expect(variable('--tg-viewport-stable-height')).toBe('');

    telegram.deliver('viewport_changed', { height: 760, width: 390, is_expanded: true, is_state_stable: true });
    expect(variable('--tg-viewport-stable-height')).toBe('760px');
  });
});
