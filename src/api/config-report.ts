import type * as z from 'zod/mini';
import { buildConfigSchema, runtimeConfigSchema, type ConfigRule } from './config-check';

const EXPECTED: Record<ConfigRule, string> = {
  url: 'нужен адрес, начинающийся с http:// или https://, или путь на адресе панели, начинающийся с /',
  megabytes: 'нужно положительное число мегабайт',
  photoMaxSide: 'нужно целое число пикселей не меньше 0 (0 — отправлять фото как выбрано)',
  photoQuality: 'нужно число больше 0 и не больше 1',
};

/** A broken rule in words; zod's own words for anything else (a value of the wrong type). */
const expected = (issue: z.core.$ZodRawIssue) => (issue.code === 'custom' ? EXPECTED[(issue.params as { rule: ConfigRule }).rule] : undefined);

function problemsOf(source: string, schema: z.ZodMiniType, value: unknown): string[] {
  const parsed = schema.safeParse(value, { error: expected });
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const key = issue.path.join('.');
    const shown = key ? JSON.stringify((value as Record<string, unknown>)[key]) : '';
    return key ? `${source}: ${key} = ${shown} — ${issue.message}` : `${source}: ${issue.message}`;
  });
}

/**
 * What is wrong with the panel's settings (config-check.ts), one line each naming the file, key,
 * value and what is expected. Only a misconfigured deployment needs it, with its screen.
 */
export function findConfigProblems(
  runtime: unknown = globalThis.window?.__APP_CONFIG__,
  build: Record<string, unknown> = import.meta.env,
): string[] {
  const runtimeProblems = runtime === undefined ? [] : problemsOf('config.js (window.__APP_CONFIG__)', runtimeConfigSchema, runtime);
  return [...runtimeProblems, ...problemsOf('.env (сборка)', buildConfigSchema, build)];
}
