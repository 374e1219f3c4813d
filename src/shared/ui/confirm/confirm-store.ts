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

/** Asks through the in-app dialog; a newer question cancels one still open. */
export function requestInAppConfirmation(question: Confirmation): Promise<boolean> {
  pending?.resolve(false);
  return new Promise((resolve) => publish({ ...question, resolve }));
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
