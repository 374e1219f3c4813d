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
 * After a deploy, a panel opened earlier asks for lazy chunks whose hashed names no longer exist.
 * Vite reports that as `vite:preloadError`; the page then reloads once to get the new build. The
 * failure is left to the error screen (which `isChunkFailure` then tells apart) when the connection
 * is gone, as a reload would swap the panel for the browser's offline page, and when it fails
 * again soon after a reload, which is a real outage.
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
 * React's report of an error that an error boundary caught (`createRoot`'s `onCaughtError`). A screen
 * whose code could not be loaded is expected offline, and the screen itself says so; a load that
 * failed was reported by the query client: no console error for either. Anything else is logged
 * with the components it failed in.
 */
export function logCaughtError(error: unknown, { componentStack }: { componentStack?: string | undefined }): void {
  if (isChunkFailure(error) || wasReported(error)) return;
  console.error(error, componentStack);
}
