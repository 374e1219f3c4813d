import * as z from 'zod/mini';

const isHttpUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

const MESSAGES = {
  url: 'нужен адрес, начинающийся с http:// или https://',
  megabytes: 'нужно положительное число мегабайт',
};

const apiAddress = z.string().check(z.refine((text) => text.trim() === '' || isHttpUrl(text.trim()), MESSAGES.url));
const megabytes = z.number().check(z.refine((value) => Number.isFinite(value) && value > 0, MESSAGES.megabytes));
const megabytesText = z
  .string()
  .check(z.refine((text) => text.trim() === '' || (Number.isFinite(Number(text)) && Number(text) > 0), MESSAGES.megabytes));

/** public/config.js, edited by hand on a server: every key is optional, an empty address means "not set". */
const runtimeConfigSchema = z.object({
  apiBaseUrl: z.optional(apiAddress),
  maxPhotoMb: z.optional(megabytes),
  maxVideoMb: z.optional(megabytes),
});

/** The `VITE_` settings baked in at build time. */
const buildConfigSchema = z.object({
  VITE_API_BASE_URL: z.optional(apiAddress),
  VITE_MAX_PHOTO_MB: z.optional(megabytesText),
  VITE_MAX_VIDEO_MB: z.optional(megabytesText),
});

function problemsOf(source: string, schema: z.ZodMiniType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const key = issue.path.join('.');
    const shown = key ? JSON.stringify((value as Record<string, unknown>)[key]) : '';
    return key ? `${source}: ${key} = ${shown} — ${issue.message}` : `${source}: ${issue.message}`;
  });
}

/**
 * What is wrong with the panel's settings, one line each, naming the file, the key, the value and
 * what is expected; empty when all is well. Checked once at start, so a typo in config.js is
 * reported on screen instead of surfacing later as an unreachable server.
 */
export function findConfigProblems(
  runtime: unknown = globalThis.window?.__APP_CONFIG__,
  build: Record<string, unknown> = import.meta.env,
): string[] {
  const runtimeProblems = runtime === undefined ? [] : problemsOf('config.js (window.__APP_CONFIG__)', runtimeConfigSchema, runtime);
  return [...runtimeProblems, ...problemsOf('.env (сборка)', buildConfigSchema, build)];
}
