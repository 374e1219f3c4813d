import { isHTTPError, isTimeoutError } from './ky-loader';

/** The server answered 2xx, but not with the shape docs/product.md (Calls) expects. */
export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';

  constructor(
    readonly path: string,
    readonly details: string,
  ) {
    super(`Неожиданный ответ сервера на ${path}: ${details}`);
  }
}

const hasStatus = (error: unknown, status: number) => isHTTPError(error) && error.response.status === status;

export const isUnauthorized = (error: unknown) => hasStatus(error, 401);

/** The item is gone from the server: another admin deleted it, or an old link names it. */
export const isNotFound = (error: unknown) => hasStatus(error, 404);

/** The admin (or leaving the screen) cancelled the request: nothing to report. */
export const isAborted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Worth a retry: the network dropped or the server failed, not a client mistake or a timeout. */
export function isTransientError(error: unknown): boolean {
  if (isHTTPError(error)) return error.response.status >= 500;
  if (isTimeoutError(error) || error instanceof ResponseShapeError) return false;
  return error instanceof TypeError;
}
