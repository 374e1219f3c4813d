import { onTestFinished } from 'vitest';

type PostedEvent = { type: string; data: unknown };
type TelegramTestWindow = Window & {
  TelegramWebviewProxy?: { postEvent: (type: string, data?: string) => void };
  Telegram?: { WebView?: { receiveEvent?: (type: string, data?: unknown) => void } };
};

/**
 * Plays Telegram's side of the bridge, as a mobile client does: the app posts through
 * `TelegramWebviewProxy.postEvent`, Telegram answers through `Telegram.WebView.receiveEvent`.
 */
export function emulateTelegramClient() {
  const win = window as TelegramTestWindow;
  const posted: PostedEvent[] = [];
  win.TelegramWebviewProxy = {
    postEvent: (type, data) => posted.push({ type, data: data === undefined ? undefined : JSON.parse(data) }),
  };
  onTestFinished(() => {
    delete win.TelegramWebviewProxy;
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
