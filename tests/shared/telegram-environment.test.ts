// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isInsideTelegram } from '@/shared/telegram/environment';

type WindowSetup = { framed?: boolean; injected?: object; kept?: Record<string, string> };

/**
 * A window as far as the check reads it: where it was opened, whether it is framed, what was
 * injected, what its sessionStorage keeps.
 */
function windowAt(href: string, { framed = false, injected = {}, kept = {} }: WindowSetup = {}): Window {
  const sessionStorage = { getItem: (key: string) => kept[key] ?? null };
  const win = { location: { href }, sessionStorage, ...injected } as unknown as Window & { parent: Window };
  win.parent = framed ? ({} as Window) : win;
  return win;
}

const LAUNCH_DATA = '#tgWebAppPlatform=weba&tgWebAppVersion=8.0';

describe('whether the panel runs inside Telegram', () => {
  it('is inside a mobile client, which injects its proxy', () => {
    const proxy = { TelegramWebviewProxy: { postEvent: () => undefined } };
    expect(isInsideTelegram(windowAt('https://panel.example/homePage', { injected: proxy }))).toBe(true);
  });

  it('is inside Telegram Web, which frames the panel and passes the launch data in the address', () => {
    expect(isInsideTelegram(windowAt(`https://panel.example/homePage${LAUNCH_DATA}`, { framed: true }))).toBe(true);
  });

  it('is not in a tab of its own, even with the launch data in the address', () => {
    expect(isInsideTelegram(windowAt(`https://panel.example/homePage${LAUNCH_DATA}`))).toBe(false);
  });

  it('is not in a frame of some other site without the launch data', () => {
    expect(isInsideTelegram(windowAt('https://panel.example/homePage', { framed: true }))).toBe(false);
  });

  it('is still inside Telegram Web after a reload of its frame, which has no launch data in its address', () => {
    const kept = { 'tapps/launchParams': JSON.stringify(LAUNCH_DATA.slice(1)) };
    expect(isInsideTelegram(windowAt('https://panel.example/homePage', { framed: true, kept }))).toBe(true);
    // The same saved data in a tab of its own has no Telegram to talk to.
    expect(isInsideTelegram(windowAt('https://panel.example/homePage', { kept }))).toBe(false);
  });

  it('is not in a frame whose storage may not be read, without the launch data', () => {
    const win = windowAt('https://panel.example/homePage', { framed: true });
    Object.defineProperty(win, 'sessionStorage', {
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(isInsideTelegram(win)).toBe(false);
  });
});
