import ky, { HTTPError } from 'ky';
import * as z from 'zod/mini';
import { apiBaseUrl } from './config';
import { ResponseShapeError } from './errors';
import { rememberServerReason } from './server-reason';
import { readAccessToken, readRefreshToken, saveTokens } from './tokens';

export const REQUEST_TIMEOUT_MS = 120_000;

/** Bare client: no bearer, no refresh. The refresh call goes through it so it is never refreshed. */
export const bareClient = ky.create({
  prefixUrl: apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  credentials: 'omit',
  hooks: { beforeError: [rememberServerReason] },
});

const tokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });

let refreshInFlight: Promise<string> | undefined;

class NoRefreshTokenError extends Error {
  override name = 'NoRefreshTokenError';
}

const refusedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever the session turns out to be over: the server refused the refresh token,
 * or there was none. A refresh that failed for the network or the server's own trouble is not that.
 */
export function onRefreshRefused(listener: () => void): () => void {
  refusedListeners.add(listener);
  return () => refusedListeners.delete(listener);
}

const isRefusal = (error: unknown) =>
  error instanceof NoRefreshTokenError || (error instanceof HTTPError && error.response.status < 500);

async function refreshTokens(): Promise<string> {
  const refresh_token = readRefreshToken();
  if (!refresh_token) throw new NoRefreshTokenError('Нет refresh-токена');
  const body: unknown = await bareClient.post('auth/refresh_token', { json: { refresh_token } }).json();
  const parsed = tokenPairSchema.safeParse(body);
  if (!parsed.success) throw new ResponseShapeError('auth/refresh_token', parsed.error.message);
  saveTokens(parsed.data);
  return parsed.data.access_token;
}

/**
 * The access token to retry with after a 401 on a request sent with `staleToken`.
 * One refresh runs at a time for the whole app; a request that failed with a token that has
 * since been replaced retries with the new one instead of refreshing again.
 */
export function freshAccessToken(staleToken: string | undefined): Promise<string> {
  const current = readAccessToken();
  if (current && current !== staleToken) return Promise.resolve(current);
  refreshInFlight ??= refreshTokens()
    .catch((error: unknown) => {
      if (isRefusal(error)) for (const listener of refusedListeners) listener();
      throw error;
    })
    .finally(() => {
      refreshInFlight = undefined;
    });
  return refreshInFlight;
}
