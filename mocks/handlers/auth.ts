import { http } from 'msw';
import { authenticate, rotateRefreshToken, verifyAdmin } from '../auth.ts';
import { badRequest, messageResponse, ok, readJsonObject, route } from './http-kit.ts';

function readTgId(value: unknown): number {
  if (value === undefined || value === null || value === '') throw badRequest('Поле "tg_id" обязательно.');
  // Telegram ids reach /verify through a query string, so the panel may forward them as text.
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw badRequest('Поле "tg_id" должно быть числом.');
  return id;
}

export const authHandlers = [
  http.post(
    '*/admin/verify',
    route(async ({ request }) => {
      const body = await readJsonObject(request);
      const tgId = readTgId(body.tg_id);
      if (typeof body.hash !== 'string' || body.hash === '') throw badRequest('Поле "hash" обязательно.');
      const result = verifyAdmin(tgId, body.hash);
      return result.ok ? ok(result.body) : messageResponse(result.status, result.message);
    }),
  ),

  http.post(
    '*/auth/refresh_token',
    route(async ({ request }) => {
      const body = await readJsonObject(request);
      if (typeof body.refresh_token !== 'string' || body.refresh_token === '') {
        throw badRequest('Поле "refresh_token" обязательно.');
      }
      const pair = rotateRefreshToken(body.refresh_token);
      return pair ? ok(pair) : messageResponse(401, 'Refresh token is invalid or expired');
    }),
  ),
];

/**
 * Runs before every /v1 handler. Returning nothing lets MSW fall through to the real handler,
 * so the token check lives in one place; `server.use` overrides in tests still take precedence.
 */
export const authGuard = http.all('*/v1/*', ({ request }) => {
  if (authenticate(request.headers.get('Authorization')) === undefined) {
    return messageResponse(401, 'Unauthorized');
  }
  return undefined;
});

/** Placed last: an authorised request to a path no handler knows gets a server-like 404, not a passthrough. */
export const unknownV1Route = http.all('*/v1/*', ({ request }) =>
  messageResponse(404, `Не найдено: ${request.method} ${new URL(request.url).pathname}`),
);
