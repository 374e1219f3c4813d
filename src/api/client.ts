import type { Options } from 'ky';
import type * as z from 'zod/mini';
import { takeEarlyResponse } from './early-fetch';
import { ResponseShapeError, isUnauthorized } from './errors';
import { bareClient } from './bare-client';
import { sendWithFreshToken } from './refresh';
import { readAccessToken } from './tokens';

/** Sends with the stored bearer, refreshed once on a 401 (src/api/refresh.ts). */
function send(path: string, options: Options): Promise<Response> {
  return sendWithFreshToken(
    async (token) => (await bareClient())(path, token ? { ...options, headers: { Authorization: `Bearer ${token}` } } : options),
    isUnauthorized,
  );
}

type GetOptions = {
  /** An `undefined` value leaves its parameter out (ky drops it). */
  searchParams?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Use index.html's early request for this path, once, when it was sent with the current token. */
  adoptEarly?: boolean;
};

/** GET whose body must match `schema`; a mismatch is a `ResponseShapeError`, never a crash later. */
async function get<Schema extends z.ZodMiniType>(
  schema: Schema,
  path: string,
  { searchParams, signal, adoptEarly = false }: GetOptions = {},
): Promise<z.output<Schema>> {
  const early = adoptEarly ? await takeEarlyResponse(path, readAccessToken(), signal) : undefined;
  const response = early ?? (await send(path, { method: 'get', searchParams, signal }));
  const body: unknown = await response.json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ResponseShapeError(path, parsed.error.message);
  return parsed.data;
}

/** `keepalive`: the request outlives the page, for one sent as the panel closes. */
type WriteOptions = { keepalive?: boolean };

/** Writes answer with the saved object or nothing; either way only success matters (docs/product.md, Calls). */
async function write(method: 'post' | 'put' | 'delete', path: string, json?: unknown, options: WriteOptions = {}): Promise<void> {
  await send(path, { method, json, ...options });
}

/**
 * POST that also reads the saved object back, for a screen that must know the new id. Any 2xx is
 * a success; an answer without the expected shape gives `undefined`, not a failure.
 */
async function postReading<Schema extends z.ZodMiniType>(
  schema: Schema,
  path: string,
  json: unknown,
): Promise<z.output<Schema> | undefined> {
  const response = await send(path, { method: 'post', json });
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

export const api = {
  get,
  postReading,
  post: (path: string, json: unknown) => write('post', path, json),
  put: (path: string, json: unknown) => write('put', path, json),
  delete: (path: string, options?: WriteOptions) => write('delete', path, undefined, options),
};
