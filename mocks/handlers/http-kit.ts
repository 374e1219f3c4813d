import { HttpResponse, type PathParams } from 'msw';

/** Thrown anywhere inside a resolver; `route` turns it into `{ message }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string): ApiError => new ApiError(400, message);
export const notFound = (message: string): ApiError => new ApiError(404, message);

export function messageResponse(status: number, message: string): Response {
  return HttpResponse.json({ message }, { status });
}

export interface RouteInfo {
  request: Request;
  params: PathParams;
}

type Resolver = (info: RouteInfo) => Response | Promise<Response>;

/** Lets resolvers throw ApiError instead of threading early returns through every validation step. */
export function route(resolver: Resolver): Resolver {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      if (error instanceof ApiError) return messageResponse(error.status, error.message);
      throw error;
    }
  };
}

export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw badRequest('Тело запроса должно быть JSON-объектом.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Тело запроса должно быть JSON-объектом.');
  }
  return body as Record<string, unknown>;
}

function toId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** A path id that is not a positive integer cannot name anything, hence 404 rather than 400. */
export function pathId(params: PathParams, name = 'id'): number {
  const raw = params[name];
  const id = toId(typeof raw === 'string' ? raw : undefined);
  if (id === undefined) throw notFound(`Некорректный идентификатор: ${String(raw)}.`);
  return id;
}

export function queryInt(url: URL, name: string, fallback?: number): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const value = toId(raw);
  if (value === undefined) throw badRequest(`Параметр "${name}" должен быть неотрицательным целым числом.`);
  return value;
}

export function queryBoolean(url: URL, name: string, fallback: boolean): boolean {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw badRequest(`Параметр "${name}" должен быть true или false.`);
}

export const created = <T extends object>(body: T): Response => HttpResponse.json(body, { status: 201 });
export const ok = <T extends object>(body: T): Response => HttpResponse.json(body);
export const deleted = (message: string): Response => HttpResponse.json({ message });
