// A chunk of its own, loaded by refresh.ts: only a request answered 401 needs it.
import * as z from 'zod/mini';
import { bareClient } from './bare-client';
import { ResponseShapeError } from './errors';
import { isHTTPError } from './ky-loader';
import { refreshFailedForAMoment, refreshSucceeded, untilRefreshAllowed } from './refresh-backoff';
import { readAccessToken, readRefreshToken, saveTokens } from './tokens';

const tokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });

let refreshInFlight: Promise<string | undefined> | undefined;

class NoRefreshTokenError extends Error {
  override name = 'NoRefreshTokenError';
}

/** The session is over: the refresh token was refused or missing (not the network's or the server's trouble). */
const isRefusal = (error: unknown) =>
  error instanceof NoRefreshTokenError || (isHTTPError(error) && error.response.status < 500);

async function refreshTokens(): Promise<string> {
  const refresh_token = readRefreshToken();
  if (!refresh_token) throw new NoRefreshTokenError('Нет refresh-токена');
  try {
    const body: unknown = await (await bareClient()).post('auth/refresh_token', { json: { refresh_token } }).json();
    const parsed = tokenPairSchema.safeParse(body);
    if (!parsed.success) throw new ResponseShapeError('auth/refresh_token', parsed.error.message);
    saveTokens(parsed.data);
    refreshSucceeded();
    return parsed.data.access_token;
  } catch (error) {
    // Refused because another tab of the panel rotated the pair meanwhile (the cookies are shared):
    // the session goes on with the pair that tab saved.
    const rotatedMeanwhile = readRefreshToken() !== refresh_token ? readAccessToken() : undefined;
    if (isRefusal(error) && rotatedMeanwhile) return rotatedMeanwhile;
    if (!isRefusal(error)) refreshFailedForAMoment(refresh_token);
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
 * The access token to retry with after a 401 on a request sent with `staleToken`, or undefined when
 * the refresh was refused (`onRefused` is then called, once per refresh); a refresh that failed
 * otherwise rejects with its failure. One refresh runs at a time for the whole app and across its
 * tabs; a token replaced meanwhile, here or in another tab, is retried with instead of refreshing
 * again. After refreshes that failed for a moment the next waits for its pause (refresh-backoff.ts),
 * and every request that needs it waits for that one.
 */
export async function freshAccessToken(staleToken: string | undefined, onRefused: () => void): Promise<string | undefined> {
  const replaced = () => {
    const current = readAccessToken();
    return current && current !== staleToken ? current : undefined;
  };
  const current = replaced();
  if (current) return current;
  refreshInFlight ??= untilRefreshAllowed(readRefreshToken())
    .then(() => inRefreshLock(async () => replaced() ?? refreshTokens()))
    .catch((error: unknown) => {
      if (!isRefusal(error)) throw error;
      onRefused();
      return undefined;
    })
    .finally(() => {
      refreshInFlight = undefined;
    });
  return refreshInFlight;
}
