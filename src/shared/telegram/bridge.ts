// Loaded lazily, and only inside Telegram: the bridge library is not part of the first paint.
import { on, postEvent, request2, type AnyHapticFeedbackParams } from '@tma.js/bridge';
import { sendWaitingActions } from '@/shared/deferred-delete/deferred-action';
import type { Confirmation } from '@/shared/ui/confirm/confirm-store';
import { mayPost, surelySupports } from './version';

export { bindTheme } from './native-theme';
export { followInsets } from './insets';

/**
 * Telegram Web's side of a framed app: told that the frame reloads itself, its «Reload page» asks
 * the frame to, rather than loading it anew from the launch link; the frame reloads where it is
 * (as Telegram's own script does), and finds its launch data and session in sessionStorage.
 * Returns the unsubscribe; nothing outside a frame.
 */
export function supportReloadFromTelegramWeb(): () => void {
  if (window.parent === window) return () => undefined;
  const stop = on('reload_iframe', () => {
    postEvent('iframe_will_reload');
    window.location.reload();
  });
  postEvent('iframe_ready', { reload_supported: true });
  return stop;
}

export function markReady(): void {
  postEvent('web_app_ready');
  postEvent('web_app_expand');
}

/** Shows Telegram's back button; returns the unsubscribe for its presses. */
export function showBackButton(onPressed: () => void): () => void {
  postEvent('web_app_setup_back_button', { is_visible: true });
  return on('back_button_pressed', onPressed);
}

export function sendCloseAndExit(): void {
  // A deletion still offering «Отменить» goes now: the webview may close without a pagehide.
  sendWaitingActions();
  postEvent('web_app_data_send', { data: 'close' });
  postEvent('web_app_close');
}

/** Telegram's native confirmation popup; resolves true only for the confirming button. */
export async function showNativeConfirm({ message, confirmLabel, cancelLabel }: Confirmation): Promise<boolean> {
  const result = await request2('web_app_open_popup', 'popup_closed', {
    params: {
      title: 'Подтверждение',
      message,
      buttons: [
        { id: 'confirm', type: 'destructive', text: confirmLabel },
        { id: 'cancel', type: 'default', text: cancelLabel },
      ],
    },
  });
  return result.button_id === 'confirm';
}

/** Telegram's native alert: the message and one OK button; resolves once it is closed. */
export async function showNativeAlert(message: string): Promise<void> {
  // No title, as `window.alert` has none (Telegram leaves an empty title out).
  await request2('web_app_open_popup', 'popup_closed', {
    params: { title: '', message, buttons: [{ id: 'ok', type: 'ok' }] },
  });
}

/**
 * Opens `url` outside the Mini App, in the browser Telegram chooses, as Telegram asks of a Mini App
 * (a frame's own new tab may be blocked, a webview's may replace the panel). Every client has it.
 */
export function openLink(url: string): void {
  postEvent('web_app_open_link', { url });
}

/** While work is pending, Telegram asks before the panel is closed by swipe or its close button. */
export function setClosingConfirmation(needConfirmation: boolean): void {
  postEvent('web_app_setup_closing_behavior', { need_confirmation: needConfirmation });
}

/** Telegram's haptics: a toast's outcome, a confirmed deletion's light tap. */
export function feelHaptics(feedback: AnyHapticFeedbackParams): void {
  if (mayPost('web_app_trigger_haptic_feedback')) postEvent('web_app_trigger_haptic_feedback', feedback);
}

/**
 * Hands the file to Telegram's own download prompt (Bot API 8.0), since a phone's webview may
 * ignore `<a download>`. False when the client cannot: an older version, or a URL that is not
 * HTTPS (a development API), which Telegram refuses.
 */
export function requestFileDownload(url: string, fileName: string): boolean {
  if (!url.startsWith('https://') || !surelySupports('web_app_request_file_download')) return false;
  postEvent('web_app_request_file_download', { url, file_name: fileName });
  return true;
}
