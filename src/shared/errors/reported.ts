const reported = new WeakSet<object>();

/** Notes a failure already logged or toasted where it happened (the query client's caches). */
export function markReported(error: unknown): void {
  if (typeof error === 'object' && error !== null) reported.add(error);
}

/** Whether a failure was already reported: the screen that then shows it does not log it again. */
export const wasReported = (error: unknown): boolean => typeof error === 'object' && error !== null && reported.has(error);
