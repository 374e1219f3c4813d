const RELOADED_AT_KEY = 'staleChunkReloadedAt';
/** A second failure within this time is a real outage, not a deploy: no reload loop. */
const RELOAD_GUARD_MS = 60_000;

function reloadedRecently(now: number): boolean {
  try {
    return now - Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0) < RELOAD_GUARD_MS;
  } catch {
    return true;
  }
}

/**
 * After a deploy, a panel opened earlier asks for lazy chunks whose hashed names no longer exist.
 * Vite reports that as `vite:preloadError`; the page then reloads once to get the new build. A
 * second failure soon after is left to the route's error screen.
 */
export function reloadOnStaleChunk(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    const now = Date.now();
    if (reloadedRecently(now)) return;
    event.preventDefault();
    try {
      sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    } catch {
      return;
    }
    win.location.reload();
  });
}
