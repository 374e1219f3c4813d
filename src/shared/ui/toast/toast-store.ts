import { useSyncExternalStore } from 'react';

export const TOAST_DURATION_MS = 3000;
/** Long enough to have read a short confirmation: a newer one may then take its place. */
export const CONFIRMATION_READ_MS = 1000;

export type ToastKind = 'success' | 'error';
/** A button that acts on what the toast says («Отменить»); pressing it closes the toast. */
export type ToastAction = { label: string; onAction: () => void };
/** `detail`: a second, smaller line saying why (the server's reason for a refusal). */
export type Toast = { id: number; kind: ToastKind; message: string; detail?: string; action?: ToastAction };

export type ToastOptions = {
  detail?: string;
  /** How long it stays while nobody holds it; the product's three seconds unless a toast needs longer. */
  durationMs?: number;
  action?: ToastAction;
  /** Called when it goes without its action being used: its time ran out, or it was closed. */
  onDismiss?: () => void;
};

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
/** Each shown toast's timer and when it fires (a paused one keeps only the time it has left), when it appeared, and its `onDismiss`. */
type Clock = { timer?: ReturnType<typeof setTimeout>; endsAt: number; left: number; shownAt: number; onDismiss?: () => void };
const clocks = new Map<number, Clock>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Takes the toast away, with its `onDismiss`; true when it was still shown. */
function remove(id: number): boolean {
  clearTimeout(clocks.get(id)?.timer);
  clocks.delete(id);
  if (!toasts.some((toast) => toast.id === id)) return false;
  publish(toasts.filter((toast) => toast.id !== id));
  return true;
}

/** Closes a toast (its time ran out, or the admin closed it); its `onDismiss` runs once. */
export function dismissToast(id: number): void {
  const onDismiss = clocks.get(id)?.onDismiss;
  if (remove(id)) onDismiss?.();
}

/** The toast's button was pressed: it closes, and its action runs instead of `onDismiss`. */
export function runToastAction(id: number): void {
  const action = toasts.find((toast) => toast.id === id)?.action;
  if (remove(id)) action?.onAction();
}

function run(id: number, clock: Clock): void {
  clock.endsAt = Date.now() + clock.left;
  clock.timer = setTimeout(() => dismissToast(id), clock.left);
}

/** Stops a toast's clock while the admin reads it (pointer over it, or focus inside it). */
export function pauseToast(id: number): void {
  const clock = clocks.get(id);
  if (!clock?.timer) return;
  clearTimeout(clock.timer);
  clock.timer = undefined;
  clock.left = Math.max(0, clock.endsAt - Date.now());
}

/** Lets a paused toast run out the time it had left. */
export function resumeToast(id: number): void {
  const clock = clocks.get(id);
  if (clock && !clock.timer) run(id, clock);
}

/** A plain confirmation: a success with nothing to do about it, and nothing waiting on its end. */
const isConfirmation = (toast: Toast) => toast.kind === 'success' && !toast.action && !clocks.get(toast.id)?.onDismiss;
/**
 * Whether `next` may take the place of `earlier`: both plain confirmations, `earlier` not held by
 * the pointer or the focus, and either saying the same (the next beach created) or up long enough
 * to have been read.
 */
const supersedes = (next: Toast, earlier: Toast, now: number) =>
  isConfirmation(next) &&
  isConfirmation(earlier) &&
  clocks.get(earlier.id)?.timer !== undefined &&
  (earlier.message === next.message || now - (clocks.get(earlier.id)?.shownAt ?? now) >= CONFIRMATION_READ_MS);

function show(kind: ToastKind, message: string, { detail, durationMs = TOAST_DURATION_MS, action, onDismiss }: ToastOptions = {}): number {
  const id = nextId++;
  const next: Toast = { id, kind, message, ...(detail ? { detail } : {}), ...(action ? { action } : {}) };
  const now = Date.now();
  const clock: Clock = { endsAt: now, left: durationMs, shownAt: now, onDismiss };
  clocks.set(id, clock);
  // A confirmation takes the place of those already read or saying the same: a phone's stack stays
  // one toast high over the form the admin goes on filling in, item after item. Two that come
  // together (a cancelled upload, then the others done) both stay, as do errors and undo toasts.
  for (const earlier of toasts.filter((shown) => supersedes(next, shown, now))) dismissToast(earlier.id);
  publish([...toasts, next]);
  run(id, clock);
  return id;
}

/** Callable from anywhere (mutation callbacks included); the `<Toaster>` in the root draws them. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, detail?: string) => show('error', message, { detail }),
};

/** Takes every toast away at once, running nothing (a fresh start between tests). */
export function clearToasts(): void {
  for (const { timer } of clocks.values()) clearTimeout(timer);
  clocks.clear();
  publish([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
