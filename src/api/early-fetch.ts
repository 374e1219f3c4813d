/** A request index.html sent before the bundle ran, and what it was sent with (a token, a body). */
type EarlyFetch = { sentWith: string; response: Response };

declare global {
  interface Window {
    /** Written by index.html's early-fetch script, keyed by the path as the API client names it. */
    __EARLY_FETCH__?: Partial<Record<string, Promise<EarlyFetch>>>;
  }
}

/**
 * The answer index.html already fetched for `path`, taken at most once. None when there was none, it
 * failed or answered an error, or it was sent with something else than `sentWith` (another token or
 * login): the caller then sends its own, which refreshes a token or reports a failure as usual.
 *
 * Aborted while the answer is on its way (its query cancelled: the screen that asked was replaced, as
 * the main screen's loading view is by the screen), the taker rejects as an aborted fetch does and
 * leaves the request for the next one: that request cannot be aborted, and a taker sending its own
 * would ask the server for the same list twice.
 */
export async function takeEarlyResponse(path: string, sentWith: string | undefined, signal?: AbortSignal): Promise<Response | undefined> {
  const early = globalThis.window?.__EARLY_FETCH__;
  const pending = early?.[path];
  if (!early || !pending) return undefined;
  early[path] = undefined;
  const answer = await unlessAborted(
    pending.catch(() => undefined),
    signal,
    () => {
      early[path] = pending;
    },
  );
  return answer !== undefined && answer.sentWith === sentWith && answer.response.ok ? answer.response : undefined;
}

/** Settles as `work` does, or rejects as an aborted fetch does once `signal` aborts first, calling `onAbort`. */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal | undefined, onAbort: () => void): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort();
      reject(new DOMException('Запрос отменён', 'AbortError'));
    };
    if (signal.aborted) {
      abort();
      return;
    }
    signal.addEventListener('abort', abort, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
