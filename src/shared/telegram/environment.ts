type TelegramWindow = Window & {
  TelegramWebviewProxy?: { postEvent?: unknown };
  Telegram?: { WebApp?: unknown };
  external?: { notify?: unknown };
};

/**
 * Cheap synchronous check, safe for the first paint: mobile clients inject `TelegramWebviewProxy`,
 * Telegram Web runs the app in a frame and passes launch data in the URL's hash. Launch data in a
 * page that is not framed (such a link opened in a browser tab) has no Telegram to talk to: the
 * bridge's only other ways out are the proxy and `external.notify`, and without them each call
 * throws, so the panel stays a plain browser page there.
 */
export function isInsideTelegram(win: Window = window): boolean {
  const telegramWindow = win as TelegramWindow;
  if (typeof telegramWindow.TelegramWebviewProxy?.postEvent === 'function') return true;
  if (typeof telegramWindow.external?.notify === 'function') return true;
  if (telegramWindow.Telegram?.WebApp) return true;
  if (win.parent === win) return false;
  // The URL the app was opened with: the router may already have replaced the hash since.
  const [navigation] = win.performance?.getEntriesByType?.('navigation') ?? [];
  const launchUrl = navigation?.name ?? win.location.href;
  return launchUrl.includes('tgWebAppData') || launchUrl.includes('tgWebAppPlatform');
}
