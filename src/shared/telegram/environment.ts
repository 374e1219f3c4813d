type TelegramWindow = Window & {
  TelegramWebviewProxy?: { postEvent?: unknown };
  Telegram?: { WebApp?: unknown };
  external?: { notify?: unknown };
};

/**
 * Cheap synchronous check, safe for the first paint: mobile clients inject `TelegramWebviewProxy`,
 * Telegram Web runs the app in a frame and passes launch data in the URL's hash.
 */
export function isInsideTelegram(win: Window = window): boolean {
  const telegramWindow = win as TelegramWindow;
  if (typeof telegramWindow.TelegramWebviewProxy?.postEvent === 'function') return true;
  if (telegramWindow.Telegram?.WebApp) return true;
  const launchUrl = performanceLaunchUrl(win) ?? win.location.href;
  return launchUrl.includes('tgWebAppData') || launchUrl.includes('tgWebAppPlatform');
}

/** The URL the app was opened with: the router may already have replaced the hash since. */
function performanceLaunchUrl(win: Window): string | undefined {
  const [navigation] = win.performance?.getEntriesByType?.('navigation') ?? [];
  return navigation?.name;
}
