import type { Page } from 'playwright-core';

export type SentEvent = [type: string, data: unknown];

/** Telegram's client side: records what the panel posts, as a mobile client's proxy receives it. */
export async function emulateTelegram(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const target = window as unknown as { __sent: SentEvent[]; TelegramWebviewProxy: unknown };
    target.__sent = [];
    target.TelegramWebviewProxy = {
      postEvent: (type: string, data?: string) => target.__sent.push([type, data ? JSON.parse(data) : null]),
    };
  });
}

export const sentEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sent: SentEvent[] }).__sent);

/** Waits until the panel has posted an event of `type`, with `data` when given. */
export async function waitForSent(page: Page, type: string, data?: unknown): Promise<void> {
  await page.waitForFunction(
    ([eventType, eventData]) =>
      (window as unknown as { __sent: SentEvent[] }).__sent.some(
        ([sentType, sentData]) =>
          sentType === eventType && (eventData === undefined || JSON.stringify(sentData) === JSON.stringify(eventData)),
      ),
    [type, data] as const,
  );
}

/** What Telegram puts in the launch URL's hash: the client's version and platform, and the chat's theme. */
export function launchHash({ version = '8.0', theme }: { version?: string; theme: Record<string, string> }): string {
  const initData = new URLSearchParams({
    user: JSON.stringify({ id: 1, first_name: 'Anna', username: 'anna_admin' }),
    auth_date: '1700000000',
    signature: 'test',
    hash: 'test',
  });
  const params = new URLSearchParams({
    tgWebAppData: initData.toString(),
    tgWebAppVersion: version,
    tgWebAppPlatform: 'ios',
    tgWebAppThemeParams: JSON.stringify(theme),
  });
  return `#${params.toString()}`;
}

/** Telegram's answer to the panel, as a mobile client delivers it. */
export async function deliverEvent(page: Page, type: string, data?: unknown): Promise<void> {
  await page.evaluate(
    ([eventType, eventData]) =>
      (
        window as unknown as { Telegram: { WebView: { receiveEvent: (type: string, data?: unknown) => void } } }
      ).Telegram.WebView.receiveEvent(eventType, eventData),
    [type, data] as const,
  );
}
