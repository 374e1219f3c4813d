import { lazyWithPreload } from '@/shared/preload/lazy-with-preload';
import { settleConfirmation, usePendingConfirmation } from './confirm-store';

// The dialog's code and styles are not on the first paint: a question only follows what the admin did.
const dialog = lazyWithPreload(() => import('./confirm-dialog').then((module) => module.ConfirmDialog));

/** Fetches the dialog's code after the first screen, so a question shows at once, offline too. */
export const preloadConfirmDialog = (): Promise<unknown> => dialog.preload();

/**
 * The in-app question, once asked. Should its code not come (offline before it was fetched), the
 * browser's own dialog asks instead: the admin still chooses, and nothing waits for an answer forever.
 */
export function ConfirmHost() {
  const request = usePendingConfirmation();
  const ready = dialog.useReady(request !== null, () => {
    if (request) settleConfirmation(window.confirm(request.message));
  });
  return request && ready ? <dialog.Component request={request} /> : null;
}
