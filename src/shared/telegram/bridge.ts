// Loaded lazily, and only inside Telegram: the bridge library is not part of the first paint.
import { on, postEvent, request2, retrieveRawLaunchParams } from '@tma.js/bridge';
import type { Confirmation } from '@/shared/ui/confirm/confirm-store';
import { applyTelegramTheme, themeFromLaunchParams } from './theme';

/** Binds Telegram's colours to the panel's tokens now and whenever the chat's theme changes. */
export function bindTheme(): void {
  try {
    const theme = themeFromLaunchParams(retrieveRawLaunchParams());
    if (theme) applyTelegramTheme(theme);
  } catch {
    // Opened without launch parameters (a proxy-only client): the theme request below covers it.
  }
  on('theme_changed', ({ theme_params }) => applyTelegramTheme(theme_params));
  postEvent('web_app_request_theme');
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

/** While work is pending, Telegram asks before the panel is closed by swipe or its close button. */
export function setClosingConfirmation(needConfirmation: boolean): void {
  postEvent('web_app_setup_closing_behavior', { need_confirmation: needConfirmation });
}
