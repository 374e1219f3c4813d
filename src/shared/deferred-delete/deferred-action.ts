import { dismissToast, toast } from '@/shared/ui/toast/toast-store';

/** How long «Отменить» is offered before anything is sent (held while the admin reads the toast). */
export const UNDO_WINDOW_MS = 5000;

export type DeferredAction = {
  /** The toast while it can still be undone: 'Отель «…» будет удалён.' */
  pending: string;
  /** The toast once the server has done it: 'Отель удалён!' */
  done: string;
  /** Sends it; a failure is reported by the sender (its mutation's meta), then `undo` runs. */
  send: () => Promise<unknown>;
  /** Puts back what the screen already shows as done: on «Отменить», or after a failed send. */
  undo: () => void;
};

/** The toasts whose action waits for them to close: closing one sends its action. */
const waiting = new Set<number>();

function stopWaiting(toastId: number): void {
  waiting.delete(toastId);
  if (waiting.size === 0) watchPageLeaving(false);
}

/**
 * The panel is being closed or put away: whatever is waiting is sent now, while the page still can,
 * by closing its toast (its request made with `keepalive` to outlive the page).
 */
export function sendWaitingActions(): void {
  for (const toastId of [...waiting]) {
    dismissToast(toastId);
    // A toast already gone (cleared) has nothing left to send.
    stopWaiting(toastId);
  }
}

const sendWhenHidden = () => {
  if (document.visibilityState === 'hidden') sendWaitingActions();
};

function watchPageLeaving(watch: boolean): void {
  const method = watch ? 'addEventListener' : 'removeEventListener';
  window[method]('pagehide', sendWaitingActions);
  document[method]('visibilitychange', sendWhenHidden);
}

/**
 * Offers «Отменить» in a toast for `UNDO_WINDOW_MS` and only then sends: the screen has already
 * shown the change, so undoing costs no request at all. Closing the toast sends at once.
 */
export function deferAction({ pending, done, send, undo }: DeferredAction): void {
  // The toast calls exactly one of its two callbacks, once.
  const settle = (sendIt: boolean) => {
    stopWaiting(toastId);
    if (!sendIt) return undo();
    send().then(
      () => toast.success(done),
      () => undo(),
    );
  };
  const toastId = toast.success(pending, {
    durationMs: UNDO_WINDOW_MS,
    action: { label: 'Отменить', onAction: () => settle(false) },
    onDismiss: () => settle(true),
  });
  if (waiting.size === 0) watchPageLeaving(true);
  waiting.add(toastId);
}
