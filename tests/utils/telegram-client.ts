import { onTestFinished } from 'vitest';

type PostedEvent = { type: string; data: unknown };
type TelegramTestWindow = Window & {
  TelegramWebviewProxy?: { postEvent: (type: string, data?: string) => void };
  Telegram?: { WebView?: { receiveEvent?: (type: string, data?: unknown) => void } };
};

/** What Telegram passes in the launch URL: the client's Bot API version and the chat's theme. */
export type LaunchOptions = { version?: string; theme?: Record<string, string> };

export const LAUNCH_PARAMS_KEY = 'tapps/launchParams';

export function launchQuery({ version, theme }: LaunchOptions): string {
  const params = new URLSearchParams({ tgWebAppPlatform: 'ios' });
  if (version) params.set('tgWebAppVersion', version);
  if (theme) params.set('tgWebAppThemeParams', JSON.stringify(theme));
  return params.toString();
}

/**
 * Plays Telegram's side of the bridge, as a mobile client does: the app posts through
 * `TelegramWebviewProxy.postEvent`, Telegram answers through `Telegram.WebView.receiveEvent`.
 * With `version` or `theme`, the launch parameters are where a reloaded page finds them
 * (sessionStorage, in the bridge library's format); without, the client is of unknown version.
 */
export function emulateTelegramClient(launch: LaunchOptions = {}) {
  const win = window as TelegramTestWindow;
  const posted: PostedEvent[] = [];
  win.TelegramWebviewProxy = {
    postEvent: (type, data) => posted.push({ type, data: data === undefined ? undefined : JSON.parse(data) }),
  };
  if (launch.version || launch.theme) sessionStorage.setItem(LAUNCH_PARAMS_KEY, JSON.stringify(launchQuery(launch)));
  onTestFinished(() => {
    delete win.TelegramWebviewProxy;
    // The theme, safe areas and viewport the app wrote on <html>.
    document.documentElement.removeAttribute('style');
    delete document.documentElement.dataset.telegramTheme;
  });
  return {
    posted,
    sent: (type: string) => posted.filter((event) => event.type === type),
    deliver: (type: string, data?: unknown) => {
      const receive = win.Telegram?.WebView?.receiveEvent;
      if (!receive) throw new Error('The app has not started listening to Telegram yet');
      receive(type, data);
    },
  };
}
