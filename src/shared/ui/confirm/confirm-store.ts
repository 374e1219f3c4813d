import { useSyncExternalStore } from 'react';

/** A question and the words on its two buttons; the confirming one is the destructive action. */
export type Confirmation = { message: string; confirmLabel: string; cancelLabel: string };
export type ConfirmationRequest = Confirmation & { resolve: (confirmed: boolean) => void };

let pending: ConfirmationRequest | null = null;
const listeners = new Set<() => void>();

function publish(next: ConfirmationRequest | null) {
  pending = next;
  for (const listener of listeners) listener();
}

/**
 * Asks through the in-app dialog; a newer question cancels one still open. Aborting `withdrawn`
 * takes the question away unanswered (false), when what it asked about has settled by itself.
 */
export function requestInAppConfirmation(question: Confirmation, withdrawn?: AbortSignal): Promise<boolean> {
  pending?.resolve(false);
  return new Promise((resolve) => {
    const request = { ...question, resolve };
    withdrawn?.addEventListener('abort', () => {
      if (pending === request) settleConfirmation(false);
    });
    publish(request);
  });
}

export function settleConfirmation(confirmed: boolean): void {
  pending?.resolve(confirmed);
  publish(null);
}

export function usePendingConfirmation(): ConfirmationRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
}
