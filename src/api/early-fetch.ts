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
 */
export async function takeEarlyResponse(path: string, sentWith: string | undefined): Promise<Response | undefined> {
  const early = globalThis.window?.__EARLY_FETCH__;
  const pending = early?.[path];
  if (!early || !pending) return undefined;
  early[path] = undefined;
  try {
    const { sentWith: sent, response } = await pending;
    return sent === sentWith && response.ok ? response : undefined;
  } catch {
    return undefined;
  }
}
