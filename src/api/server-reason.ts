import type { HTTPError } from 'ky';
import { isHTTPError } from './ky-loader';

/** What the admin reads under SPEC.md's text when the server says nothing more specific. */
export const NOT_FOUND_REASON = 'Запись не найдена: возможно, её уже удалил другой администратор.';
export const OFFLINE_REASON = 'Нет соединения с интернетом. Введённые данные сохранены в форме.';

const reasons = new WeakMap<Error, string>();

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The server's own explanation in an error body: FastAPI's `detail` (a text, or a list of
 * validation problems each with `msg`), else a `message`.
 */
export function reasonFromBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { detail, message } = body as { detail?: unknown; message?: unknown };
  if (Array.isArray(detail)) {
    const messages = detail.map((problem: unknown) =>
      typeof problem === 'object' && problem !== null ? textOf((problem as { msg?: unknown }).msg) : undefined,
    );
    const joined = messages.filter(Boolean).join('; ');
    if (joined) return joined;
  }
  return textOf(detail) ?? textOf(message);
}

/** ky `beforeError` hook: keeps a 4xx body's explanation with the error, before anyone reads it. */
export async function rememberServerReason(error: HTTPError): Promise<HTTPError> {
  const { status } = error.response;
  if (status < 400 || status >= 500) return error;
  try {
    const reason = reasonFromBody(JSON.parse(await error.response.clone().text()));
    if (reason) reasons.set(error, reason);
  } catch {
    // Not JSON: the status alone speaks.
  }
  return error;
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
