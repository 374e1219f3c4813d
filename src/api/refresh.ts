import type * as TokenRefresh from './token-refresh';
import { readAccessToken } from './tokens';

let tokenRefresh: Promise<typeof TokenRefresh> | undefined;

/**
 * The refresh's code (token-refresh.ts), a chunk of its own: only a request answered 401 needs it.
 * Fetched in an idle moment after the first screen too (src/app/main.tsx); a failed fetch is tried
 * again by the next request that needs it.
 */
export function loadTokenRefresh(): Promise<typeof TokenRefresh> {
  tokenRefresh ??= import('./token-refresh').catch((error: unknown) => {
    tokenRefresh = undefined;
    throw error;
  });
  return tokenRefresh;
}

const refusedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever the session turns out to be over: the refresh token was refused or
 * missing (not a refresh failed by the network or the server's own trouble).
 */
export function onRefreshRefused(listener: () => void): () => void {
  refusedListeners.add(listener);
  return () => refusedListeners.delete(listener);
}

const sessionEnded = () => {
  for (const listener of refusedListeners) listener();
};

/** The token after a refresh, or undefined when it was refused. */
const refreshedToken = async (staleToken: string | undefined) => (await loadTokenRefresh()).freshAccessToken(staleToken, sessionEnded);

/** The access token the server last answered 401 to: no request is sent with it again. */
let refusedAccessToken: string | undefined;

/**
 * Sends with the stored access token; after a 401 (`isUnauthorized`), refreshes once and sends once
 * more. A refused refresh leaves the 401 to the caller: the session is over. One failed otherwise
 * (the server down, the network) rejects with that failure and keeps the tokens, worth a retry.
 */
export async function sendWithFreshToken<T>(
  send: (token: string | undefined) => Promise<T>,
  isUnauthorized: (error: unknown) => boolean,
): Promise<T> {
  const sentWith = readAccessToken();
  if (sentWith !== undefined && sentWith === refusedAccessToken) {
    // The server refused this token already and would refuse it again: the request waits for the
    // refresh and goes once, with the stale token only after a refused refresh, for the server's 401.
    return send((await refreshedToken(sentWith)) ?? sentWith);
  }
  try {
    return await send(sentWith);
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    refusedAccessToken = sentWith;
    const token = await refreshedToken(sentWith);
    if (token === undefined) throw error;
    return send(token);
  }
}
