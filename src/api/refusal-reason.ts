import type { HTTPError } from 'ky';

// Reading the server's words out of a refusal's body: only an answer can need it, so it comes in
// ky's chunk (ky-exports.ts), not with the first screen.

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

/**
 * A ky `beforeError` hook: hands `keep` a 4xx body's explanation with its error (server-reason.ts
 * keeps it), before anyone reads the body.
 */
export const rememberServerReason =
  (keep: (error: HTTPError, reason: string) => void) =>
  async (error: HTTPError): Promise<HTTPError> => {
    const { status } = error.response;
    if (status < 400 || status >= 500) return error;
    try {
      const reason = reasonFromBody(JSON.parse(await error.response.clone().text()));
      if (reason) keep(error, reason);
    } catch {
      // Not JSON: the status alone speaks.
    }
    return error;
  };
