import { badRequest } from './http-kit.ts';

type Body = Record<string, unknown>;

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/** Present, a string, and not blank; the value is kept as sent. */
export function requiredText(body: Body, key: string): string {
  const value = body[key];
  if (value === undefined || value === null) throw badRequest(`Поле "${key}" обязательно.`);
  if (typeof value !== 'string') throw badRequest(`Поле "${key}" должно быть строкой, получено: ${describe(value)}.`);
  if (value.trim() === '') throw badRequest(`Поле "${key}" не может быть пустым.`);
  return value;
}

/** A string that may be empty; absent or null gives the fallback. */
export function optionalText(body: Body, key: string, fallback: string): string {
  const value = body[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw badRequest(`Поле "${key}" должно быть строкой, получено: ${describe(value)}.`);
  return value;
}

/** undefined = not sent (keep what is stored); null or a blank string = cleared. */
export function nullableText(body: Body, key: string): string | null | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') throw badRequest(`Поле "${key}" должно быть строкой или null.`);
  return value.trim() === '' ? null : value;
}

interface Range {
  min?: number;
  max?: number;
  message?: string;
}

function checkRange(key: string, value: number, range: Range): number {
  const { min = -Infinity, max = Infinity } = range;
  if (value < min || value > max) {
    throw badRequest(range.message ?? `Поле "${key}" должно быть в диапазоне от ${min} до ${max}.`);
  }
  return value;
}

/** JSON numbers only: a careful server does not guess that "5" meant 5. */
export function requiredNumber(body: Body, key: string, range: Range = {}): number {
  const value = body[key];
  if (value === undefined || value === null) throw badRequest(`Поле "${key}" обязательно.`);
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw badRequest(`Поле "${key}" должно быть числом, получено: ${describe(value)}.`);
  }
  return checkRange(key, value, range);
}

export function requiredInt(body: Body, key: string, range: Range = {}): number {
  const value = requiredNumber(body, key, {});
  if (!Number.isInteger(value)) throw badRequest(`Поле "${key}" должно быть целым числом.`);
  return checkRange(key, value, range);
}

/** undefined = not sent; null = cleared. */
export function nullableInt(body: Body, key: string): number | null | undefined {
  const value = body[key];
  if (value === undefined || value === null) return value;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw badRequest(`Поле "${key}" должно быть целым числом или null.`);
  }
  return value;
}

export function optionalBoolean(body: Body, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`Поле "${key}" должно быть true или false.`);
  return value;
}

/** Update bodies repeat the id; one that disagrees with the path is a client bug worth surfacing. */
export function checkBodyId(body: Body, key: string, expected: number): void {
  const value = body[key];
  if (value === undefined) return;
  if (value !== expected && value !== String(expected)) {
    throw badRequest(`Поле "${key}" (${typeof value === 'string' ? value : JSON.stringify(value)}) не совпадает с идентификатором в пути (${expected}).`);
  }
}
