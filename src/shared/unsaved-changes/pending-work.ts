import { useEffect, useSyncExternalStore } from 'react';
import { confirmDiscardChanges, questionsCanBeWithdrawn } from '@/shared/ui/confirm/confirm';

/**
 * Work the admin would lose by leaving (a changed form, an upload under way), a token per holder:
 * leaving the screen, reloading or closing the panel asks first while any is held.
 */
const holders = new Map<symbol, (() => void) | undefined>();
const listeners = new Set<() => void>();

function publish() {
  for (const listener of listeners) listener();
}

/**
 * Marks work as pending until the returned release is called. `onDiscard` runs only if the admin
 * chooses to leave it unsaved (a draft can go then); an ended session leaves without anyone choosing.
 */
export function holdPendingWork(onDiscard?: () => void): () => void {
  const token = Symbol('pending work');
  holders.set(token, onDiscard);
  publish();
  return () => {
    if (holders.delete(token)) publish();
  };
}

export const hasPendingWork = (): boolean => holders.size > 0;

/**
 * Asks whether to leave the pending work unsaved, and answers yes by itself, taking the question
 * away, once nothing is pending (a save under way succeeded meanwhile). Telegram's popup cannot be
 * taken away, so there the admin's answer stands, whenever it comes.
 */
export async function confirmLeaving(): Promise<boolean> {
  if (!questionsCanBeWithdrawn()) return confirmDiscardChanges();
  const question = new AbortController();
  const nothingPending = new Promise<true>((resolve) => {
    // Checked again after the commit under way: a holder that takes its hold anew (a new
    // `onDiscard`) releases it for a moment, with its work still unsaved.
    const stop = subscribePendingWork(() =>
      queueMicrotask(() => {
        if (!hasPendingWork()) resolve(true);
      }),
    );
    question.signal.addEventListener('abort', stop);
  });
  try {
    return await Promise.race([confirmDiscardChanges(question.signal), nothingPending]);
  } finally {
    question.abort();
  }
}

/** Whether the admin may leave: nothing is pending, or they agree to leave it unsaved. */
export async function mayLeavePendingWork(): Promise<boolean> {
  if (!hasPendingWork()) return true;
  if (!(await confirmLeaving())) return false;
  for (const discard of holders.values()) discard?.();
  return true;
}

export function subscribePendingWork(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingWork(): boolean {
  return useSyncExternalStore(subscribePendingWork, hasPendingWork);
}

/** Holds pending work while `pending` is true. Keep `onDiscard`'s identity between renders: a new one takes the hold again. */
export function useUnsavedChanges(pending: boolean, onDiscard?: () => void): void {
  useEffect(() => (pending ? holdPendingWork(onDiscard) : undefined), [pending, onDiscard]);
}
