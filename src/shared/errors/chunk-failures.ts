import { onlineManager } from '@tanstack/react-query';
import { wasReported } from './reported';

const RELOADED_AT_KEY = 'staleChunkReloadedAt';
/** A second failure within this time is a real outage, not a deploy: no reload loop. */
const RELOAD_GUARD_MS = 60_000;

/** The errors of chunks that failed to load and were left to the error screen, not to a reload. */
const unreloadedFailures = new WeakSet<object>();

/** Notes a reload about to happen, unless one happened just before. Without storage, never reloads. */
function mayReloadNow(now: number): boolean {
  try {
    if (now - Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0) < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * After a deploy, a panel opened earlier asks for chunks whose hashed names are gone (Vite's
 * `vite:preloadError`): the page reloads once to get the new build. Offline (a reload would show the
 * browser's offline page) or soon after such a reload (a real outage), the error screen gets it.
 */
export function reloadOnStaleChunk(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (onlineManager.isOnline() && mayReloadNow(Date.now())) {
      event.preventDefault();
      win.location.reload();
      return;
    }
    const { payload } = event as Event & { payload?: unknown };
    if (typeof payload === 'object' && payload !== null) unreloadedFailures.add(payload);
  });
}

/** Whether a screen failed because its code could not be loaded (see `reloadOnStaleChunk`). */
export const isChunkFailure = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && unreloadedFailures.has(error);

/**
 * `createRoot`'s `onCaughtError`: logs an error a boundary caught, with its components, unless its
 * screen says so itself (code not loaded) or the query client reported it already.
 */
export function logCaughtError(error: unknown, { componentStack }: { componentStack?: string | undefined }): void {
  if (isChunkFailure(error) || wasReported(error)) return;
  console.error(error, componentStack);
}
