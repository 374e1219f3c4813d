import type { KyInstance } from 'ky';
import { apiBaseUrl } from './config';
import { loadKy } from './ky-loader';
import { keepServerReason } from './server-reason';

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
