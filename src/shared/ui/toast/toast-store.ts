import { useSyncExternalStore } from 'react';

export const TOAST_DURATION_MS = 3000;

export type ToastKind = 'success' | 'error';
/** `detail`: a second, smaller line saying why (the server's reason for a refusal). */
export type Toast = { id: number; kind: ToastKind; message: string; detail?: string };

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
/** Each toast's timer and when it fires; a paused toast keeps only the time it has left. */
type Countdown = { timer?: ReturnType<typeof setTimeout>; endsAt: number; left: number };
const countdowns = new Map<number, Countdown>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  clearTimeout(countdowns.get(id)?.timer);
  countdowns.delete(id);
  publish(toasts.filter((toast) => toast.id !== id));
}

function run(id: number, left: number): Countdown {
  return { timer: setTimeout(() => dismissToast(id), left), endsAt: Date.now() + left, left };
}

/** Stops a toast's clock while the admin reads it (pointer over it, or focus inside it). */
export function pauseToast(id: number): void {
  const countdown = countdowns.get(id);
  if (!countdown?.timer) return;
  clearTimeout(countdown.timer);
  countdowns.set(id, { endsAt: countdown.endsAt, left: Math.max(0, countdown.endsAt - Date.now()) });
}

/** Lets a paused toast run out the time it had left. */
export function resumeToast(id: number): void {
  const countdown = countdowns.get(id);
  if (!countdown || countdown.timer) return;
  countdowns.set(id, run(id, countdown.left));
}

function show(kind: ToastKind, message: string, detail?: string): number {
  const id = nextId++;
  publish([...toasts, { id, kind, message, ...(detail ? { detail } : {}) }]);
  countdowns.set(id, run(id, TOAST_DURATION_MS));
  return id;
}

/** Callable from anywhere (mutation callbacks included); the `<Toaster>` in the root draws them. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string, detail?: string) => show('error', message, detail),
};

export function clearToasts(): void {
  for (const { timer } of countdowns.values()) clearTimeout(timer);
  countdowns.clear();
  publish([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
