import { useSyncExternalStore } from 'react';

export const TOAST_DURATION_MS = 3000;

export type ToastKind = 'success' | 'error';
export type Toast = { id: number; kind: ToastKind; message: string };

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  publish(toasts.filter((toast) => toast.id !== id));
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  publish([...toasts, { id, kind, message }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  return id;
}

/** Callable from anywhere (mutation callbacks included); the `<Toaster>` in the root draws them. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  publish([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
