import { useSyncExternalStore } from 'react';

export type ConfirmationRequest = { message: string; resolve: (confirmed: boolean) => void };

let pending: ConfirmationRequest | null = null;
const listeners = new Set<() => void>();

function publish(next: ConfirmationRequest | null) {
  pending = next;
  for (const listener of listeners) listener();
}

/** Asks through the in-app dialog; a newer question cancels one still open. */
export function requestInAppConfirmation(message: string): Promise<boolean> {
  pending?.resolve(false);
  return new Promise((resolve) => publish({ message, resolve }));
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
