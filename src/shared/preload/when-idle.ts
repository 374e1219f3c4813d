/** How long a task may wait for an idle moment before it runs anyway. */
const LONGEST_WAIT_MS = 2000;
/** Where there is no idle callback (Safari, so Telegram on iOS), a short delay lets the frame finish. */
const FALLBACK_DELAY_MS = 100;

/**
 * Runs `task` once the main thread has nothing more urgent to do, so work done ahead of time
 * (warming a chunk, saving the cache) never delays a frame the admin is waiting for. Answers how to
 * call it off, for work that no longer applies once the screen that asked for it is gone.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: LONGEST_WAIT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}
