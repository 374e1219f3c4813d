import { loadTelegramBridge } from '@/shared/telegram/telegram';
import { requestInAppConfirmation, type Confirmation } from './confirm-store';

/** Whether a question can be taken away unanswered: the in-app dialog can, Telegram's popup cannot. */
export const questionsCanBeWithdrawn = (): boolean => loadTelegramBridge() === undefined;

/**
 * Asks a yes/no question: Telegram's native popup inside Telegram, the in-app dialog elsewhere.
 * `withdrawn` closes the in-app dialog unanswered (false); Telegram's popup stays until answered.
 */
export async function confirmAction(question: Confirmation, withdrawn?: AbortSignal): Promise<boolean> {
  const bridge = await loadTelegramBridge();
  if (bridge) return bridge.showNativeConfirm(question);
  return requestInAppConfirmation(question, withdrawn);
}

/** Asks before deleting (docs/product.md, Deletion); inside Telegram a confirmed deletion is felt as a light tap. */
export async function confirmDeletion(message: string): Promise<boolean> {
  const confirmed = await confirmAction({ message, confirmLabel: 'Удалить', cancelLabel: 'Отмена' });
  if (confirmed) void loadTelegramBridge()?.then((bridge) => bridge.feelHaptics({ type: 'impact', impact_style: 'light' }));
  return confirmed;
}

export const UNSAVED_CHANGES_QUESTION = 'Есть несохранённые изменения. Уйти без сохранения?';

/** Asks before dropping what the admin typed (or an upload under way). */
export const confirmDiscardChanges = (withdrawn?: AbortSignal) =>
  confirmAction({ message: UNSAVED_CHANGES_QUESTION, confirmLabel: 'Уйти без сохранения', cancelLabel: 'Остаться' }, withdrawn);
