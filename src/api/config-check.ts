import * as z from 'zod/mini';

const isHttpUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** A path on the panel's own origin, where nginx proxies the API (deploy/render.sh's API_UPSTREAM). */
const isOwnOriginPath = (text: string) => /^\/(?!\/)/.test(text);

const MESSAGES = {
  url: 'нужен адрес, начинающийся с http:// или https://, или путь на адресе панели, начинающийся с /',
  megabytes: 'нужно положительное число мегабайт',
  photoMaxSide: 'нужно целое число пикселей не меньше 0 (0 — отправлять фото как выбрано)',
  photoQuality: 'нужно число больше 0 и не больше 1',
};

/** The settings' rules, shared with the readers that skip a value breaking them (upload-limits.ts, photo-settings.ts). */
export const isMegabytes = (value: number) => Number.isFinite(value) && value > 0;
export const isPhotoMaxSide = (value: number) => Number.isInteger(value) && value >= 0;
export const isPhotoQuality = (value: number) => value > 0 && value <= 1;

const isApiAddress = (text: string) => text === '' || isHttpUrl(text) || isOwnOriginPath(text);
const apiAddress = z.string().check(z.refine((text) => isApiAddress(text.trim()), MESSAGES.url));
const numberChecked = (rule: (value: number) => boolean, message: string) => z.number().check(z.refine(rule, message));
const textChecked = (rule: (value: number) => boolean, message: string) =>
  z.string().check(z.refine((text) => text.trim() === '' || rule(Number(text)), message));
const megabytes = numberChecked(isMegabytes, MESSAGES.megabytes);
const megabytesText = textChecked(isMegabytes, MESSAGES.megabytes);

/** public/config.js, edited by hand on a server: every key is optional, an empty address means "not set". */
const runtimeConfigSchema = z.object({
  apiBaseUrl: z.optional(apiAddress),
  maxPhotoMb: z.optional(megabytes),
  maxVideoMb: z.optional(megabytes),
  photoMaxSide: z.optional(numberChecked(isPhotoMaxSide, MESSAGES.photoMaxSide)),
  photoQuality: z.optional(numberChecked(isPhotoQuality, MESSAGES.photoQuality)),
});

/** The `VITE_` settings baked in at build time. */
const buildConfigSchema = z.object({
  VITE_API_BASE_URL: z.optional(apiAddress),
  VITE_MAX_PHOTO_MB: z.optional(megabytesText),
  VITE_MAX_VIDEO_MB: z.optional(megabytesText),
  VITE_PHOTO_MAX_SIDE: z.optional(textChecked(isPhotoMaxSide, MESSAGES.photoMaxSide)),
  VITE_PHOTO_QUALITY: z.optional(textChecked(isPhotoQuality, MESSAGES.photoQuality)),
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
 * What is wrong with the panel's settings, one line each naming the file, key, value and what is
 * expected. Checked at start, so a typo in config.js shows on screen, not as an unreachable server.
 */
export function findConfigProblems(
  runtime: unknown = globalThis.window?.__APP_CONFIG__,
  build: Record<string, unknown> = import.meta.env,
): string[] {
  const runtimeProblems = runtime === undefined ? [] : problemsOf('config.js (window.__APP_CONFIG__)', runtimeConfigSchema, runtime);
  return [...runtimeProblems, ...problemsOf('.env (сборка)', buildConfigSchema, build)];
}
