import { loadTelegramBridge } from '@/shared/telegram/telegram';
import { requestInAppConfirmation } from './confirm-store';

/** Asks before deleting: Telegram's native popup inside Telegram, the in-app dialog elsewhere. */
export async function confirmDeletion(message: string): Promise<boolean> {
  const bridge = await loadTelegramBridge();
  if (bridge) return bridge.showNativeConfirm(message);
  return requestInAppConfirmation(message);
}
