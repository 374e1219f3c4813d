// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isInsideTelegram } from '@/shared/telegram/environment';

/** A window as far as the check reads it: where it was opened, whether it is framed, what was injected. */
function windowAt(href: string, { framed = false, injected = {} }: { framed?: boolean; injected?: object } = {}): Window {
  const win = { location: { href }, ...injected } as unknown as Window & { parent: Window };
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
});
