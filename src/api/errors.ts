import { HTTPError, TimeoutError } from 'ky';

/** The server answered 2xx, but not with the shape SPEC.md promises. */
export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';

  constructor(
    readonly path: string,
    readonly details: string,
  ) {
    super(`Неожиданный ответ сервера на ${path}: ${details}`);
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 401;
}

/** Worth a retry: the network dropped or the server failed, not a client mistake or a timeout. */
export function isTransientError(error: unknown): boolean {
  if (error instanceof HTTPError) return error.response.status >= 500;
  if (error instanceof TimeoutError || error instanceof ResponseShapeError) return false;
  return error instanceof TypeError;
}
