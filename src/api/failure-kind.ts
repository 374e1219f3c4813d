import { ResponseShapeError, isUnauthorized } from './errors';
import { isHTTPError, isTimeoutError } from './ky-loader';

export const ERROR_PAGE_REASONS = ['unavailable', 'session'] as const;

/** Why the panel sent the admin to /error, when it knows: the `reason` search param of /error. */
export type ErrorPageReason = (typeof ERROR_PAGE_REASONS)[number];

/**
 * Tells "the server could not be reached or failed" (worth retrying) from "the session is over"
 * (the client's one refresh already failed, so only a fresh link from the bot helps). A refusal
 * such as 403 is neither: the plain administrators-only page is the honest answer.
 */
export function errorPageReason(error: unknown): ErrorPageReason | undefined {
  if (isUnauthorized(error)) return 'session';
  if (isHTTPError(error)) return error.response.status >= 500 ? 'unavailable' : undefined;
  // fetch rejects with a TypeError when the network is down or CORS hides the answer.
  return error instanceof TypeError || isTimeoutError(error) || error instanceof ResponseShapeError ? 'unavailable' : undefined;
}
