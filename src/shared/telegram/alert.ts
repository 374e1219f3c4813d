import { loadTelegramBridge } from './telegram';

/**
 * A message with one OK button: Telegram's native popup inside Telegram, `window.alert` elsewhere
 * (and inside Telegram should the popup fail to open). Resolves once the message is shown or closed.
 */
export async function showAlert(message: string): Promise<void> {
  const bridge = loadTelegramBridge();
  if (!bridge) return window.alert(message);
  try {
    await (await bridge).showNativeAlert(message);
  } catch {
    window.alert(message);
  }
}
