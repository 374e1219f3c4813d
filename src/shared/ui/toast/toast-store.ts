import { useSyncExternalStore } from 'react';

export const TOAST_DURATION_MS = 3000;

export type ToastKind = 'success' | 'error';
/** `detail`: a second, smaller line saying why (the server's reason for a refusal). */
export type Toast = { id: number; kind: ToastKind; message: string; detail?: string };

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

function show(kind: ToastKind, message: string, detail?: string): number {
  const id = nextId++;
  publish([...toasts, { id, kind, message, ...(detail ? { detail } : {}) }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  return id;
}

/** Callable from anywhere (mutation callbacks included); the `<Toaster>` in the root draws them. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string, detail?: string) => show('error', message, detail),
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
