import type { KyInstance } from 'ky';
import * as z from 'zod/mini';
import { apiBaseUrl } from './config';
import { ResponseShapeError } from './errors';
import { isHTTPError, loadKy } from './ky-loader';
import { keepServerReason } from './server-reason';
import { readAccessToken, readRefreshToken, saveTokens } from './tokens';

export const REQUEST_TIMEOUT_MS = 120_000;

let client: KyInstance | undefined;

/**
 * Bare client: no bearer, no refresh. The refresh call goes through it so it is never refreshed.
 * Credentials 'same-origin': no cookie ever goes to an API on another origin, and on the panel's own
 * origin (nginx proxying the API) its requests share the page's connection, which a request without
 * credentials may not.
 */
export async function bareClient(): Promise<KyInstance> {
  const { ky, rememberServerReason } = await loadKy();
  client ??= ky.create({
    prefixUrl: apiBaseUrl,
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    credentials: 'same-origin',
    hooks: { beforeError: [rememberServerReason(keepServerReason)] },
  });
  return client;
}

const tokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });

let refreshInFlight: Promise<string> | undefined;

class NoRefreshTokenError extends Error {
  override name = 'NoRefreshTokenError';
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

const isRefusal = (error: unknown) =>
  error instanceof NoRefreshTokenError || (isHTTPError(error) && error.response.status < 500);

async function refreshTokens(): Promise<string> {
  const refresh_token = readRefreshToken();
  if (!refresh_token) throw new NoRefreshTokenError('Нет refresh-токена');
  const pacing = await loadKy();
  try {
    const body: unknown = await (await bareClient()).post('auth/refresh_token', { json: { refresh_token } }).json();
    const parsed = tokenPairSchema.safeParse(body);
    if (!parsed.success) throw new ResponseShapeError('auth/refresh_token', parsed.error.message);
    saveTokens(parsed.data);
    pacing.refreshSucceeded();
    return parsed.data.access_token;
  } catch (error) {
    // Refused because another tab of the panel rotated the pair meanwhile (the cookies are shared):
    // the session goes on with the pair that tab saved.
    const rotatedMeanwhile = readRefreshToken() !== refresh_token ? readAccessToken() : undefined;
    if (isRefusal(error) && rotatedMeanwhile) return rotatedMeanwhile;
    if (!isRefusal(error)) pacing.refreshFailedForAMoment(refresh_token);
    throw error;
  }
}

/**
 * Runs `task` while no other tab of the panel refreshes: the refresh token is spent by its use, so
 * two tabs refreshing with it at once would end one of the sessions. Where the browser has no Web
 * Locks, the refused refresh above still finds the pair the other tab saved.
 */
function inRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('hotel-admin:token-refresh', task) : task();
}

/**
 * The access token to retry with after a 401 on a request sent with `staleToken`. One refresh runs
 * at a time for the whole app and across its tabs; a token replaced meanwhile, here or in another
 * tab, is retried with instead of refreshing again. After refreshes that failed for a moment the next
 * waits for its pause (refresh-backoff.ts), and every request that needs it waits for that one.
 */
async function freshAccessToken(staleToken: string | undefined): Promise<string> {
  const replaced = () => {
    const current = readAccessToken();
    return current && current !== staleToken ? current : undefined;
  };
  const current = replaced();
  if (current) return current;
  refreshInFlight ??= loadKy()
    .then(({ untilRefreshAllowed }) => untilRefreshAllowed(readRefreshToken()))
    .then(() => inRefreshLock(async () => replaced() ?? refreshTokens()))
    .catch((error: unknown) => {
      if (isRefusal(error)) for (const listener of refusedListeners) listener();
      throw error;
    })
    .finally(() => {
      refreshInFlight = undefined;
    });
  return refreshInFlight;
}

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
    const token = await freshAccessToken(sentWith).catch((refreshError: unknown) => {
      if (isRefusal(refreshError)) return sentWith;
      throw refreshError;
    });
    return send(token);
  }
  try {
    return await send(sentWith);
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    refusedAccessToken = sentWith;
    const token = await freshAccessToken(sentWith).catch((refreshError: unknown) => {
      throw isRefusal(refreshError) ? error : refreshError;
    });
    return send(token);
  }
}
