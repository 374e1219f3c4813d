import { keptLaunchParams } from './kept-launch-params';

type TelegramWindow = Window & {
  TelegramWebviewProxy?: { postEvent?: unknown };
  Telegram?: { WebApp?: unknown };
  external?: { notify?: unknown };
};

const hasLaunchData = (params: string | undefined) =>
  params !== undefined && (params.includes('tgWebAppData') || params.includes('tgWebAppPlatform'));

/**
 * Cheap synchronous check, safe for the first paint: mobile clients inject `TelegramWebviewProxy`,
 * Telegram Web frames the app with launch data in the URL's hash. Launch data in an unframed page
 * (such a link opened in a tab) has no Telegram to talk to, and every bridge call would throw.
 */
export function isInsideTelegram(win: Window = window): boolean {
  const telegramWindow = win as TelegramWindow;
  if (typeof telegramWindow.TelegramWebviewProxy?.postEvent === 'function') return true;
  if (typeof telegramWindow.external?.notify === 'function') return true;
  if (telegramWindow.Telegram?.WebApp) return true;
  if (win.parent === win) return false;
  // The URL the app was opened with (the router may already have replaced the hash since), else what
  // an earlier load of this frame kept: Telegram Web's «Reload page» reloads it with no launch data.
  const [navigation] = win.performance?.getEntriesByType?.('navigation') ?? [];
  return hasLaunchData(navigation?.name ?? win.location.href) || hasLaunchData(keptLaunchParams(win));
}
