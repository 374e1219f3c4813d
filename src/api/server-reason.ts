import type { HTTPError } from 'ky';
import { isHTTPError } from './ky-loader';

/** What the admin reads under the failure's own text when the server says nothing more specific. */
export const NOT_FOUND_REASON = 'Запись не найдена: возможно, её уже удалил другой администратор.';
export const OFFLINE_REASON = 'Нет соединения с интернетом. Введённые данные сохранены в форме.';

const reasons = new WeakMap<Error, string>();

/** Keeps the server's explanation of a refused request with its error (read from the body by refusal-reason.ts). */
export function keepServerReason(error: HTTPError, reason: string): void {
  reasons.set(error, reason);
}

/** An error of ours that already knows how to explain itself (an upload refused, say). */
type Explained = Error & { serverReason: string };
const isExplained = (error: unknown): error is Explained =>
  error instanceof Error && 'serverReason' in error && typeof error.serverReason === 'string';

/** The second line of a failure toast: why it failed, in words the admin can act on; or nothing. */
export function serverReason(error: unknown): string | undefined {
  if (error instanceof TypeError && typeof navigator !== 'undefined' && !navigator.onLine) return OFFLINE_REASON;
  if (isExplained(error)) return error.serverReason;
  if (!isHTTPError(error)) return undefined;
  const remembered = reasons.get(error);
  if (error.response.status === 404) return remembered ? `${NOT_FOUND_REASON} ${remembered}` : NOT_FOUND_REASON;
  return remembered;
}
