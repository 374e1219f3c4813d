import { FormNotice } from '@/shared/ui/form-notice';

/**
 * Tells the admin that the form holds what they typed before rather than a blank form, and offers
 * to throw it away; `onDiscard` clears the draft and empties the form.
 */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return <FormNotice message="Черновик восстановлен" actionLabel="Удалить черновик" onAction={onDiscard} />;
}
