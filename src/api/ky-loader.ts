import type { HTTPError, TimeoutError } from 'ky';
import type * as KyExports from './ky-exports';

type Ky = typeof KyExports;

let ky: Ky | undefined;
let loading: Promise<Ky> | undefined;

/**
 * ky, in a chunk of its own: the first screen's data comes from index.html's early fetch
 * (early-fetch.ts), so the client comes with the first request that needs it, or once the first
 * screen is drawn (src/app/main.tsx), whichever is first. A failed fetch is tried again by the next request.
 */
export function loadKy(): Promise<Ky> {
  loading ??= import('./ky-exports').then(
    (module) => (ky = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// ky's failures, told by ky's own classes. Until ky has come no request has been sent through it,
// so nothing can be one of them yet.
export const isHTTPError = (error: unknown): error is HTTPError => ky !== undefined && error instanceof ky.HTTPError;
export const isTimeoutError = (error: unknown): error is TimeoutError => ky !== undefined && error instanceof ky.TimeoutError;
