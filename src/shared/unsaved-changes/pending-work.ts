import { useEffect, useSyncExternalStore } from 'react';

/**
 * Work the admin would lose by leaving: a changed form, an upload under way. Each holder adds a
 * token while it has something pending; leaving the screen, reloading or closing the panel asks
 * first while any token is held.
 */
const holders = new Set<symbol>();
const listeners = new Set<() => void>();

function publish() {
  for (const listener of listeners) listener();
}

/** Marks work as pending until the returned release is called. */
export function holdPendingWork(): () => void {
  const token = Symbol('pending work');
  holders.add(token);
  publish();
  return () => {
    if (holders.delete(token)) publish();
  };
}

export const hasPendingWork = (): boolean => holders.size > 0;

export function subscribePendingWork(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingWork(): boolean {
  return useSyncExternalStore(subscribePendingWork, hasPendingWork);
}

/** Holds pending work while `pending` is true (a form that differs from what was loaded). */
export function useUnsavedChanges(pending: boolean): void {
  useEffect(() => (pending ? holdPendingWork() : undefined), [pending]);
}
