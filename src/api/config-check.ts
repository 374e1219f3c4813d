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

/** The settings' rules, shared with the readers that skip a value breaking them (upload-limits.ts, photo-settings.ts). */
export const isMegabytes = (value: number) => Number.isFinite(value) && value > 0;
export const isPhotoMaxSide = (value: number) => Number.isInteger(value) && value >= 0;
export const isPhotoQuality = (value: number) => value > 0 && value <= 1;

/** Which rule a value broke, carried by its issue: config-report.ts puts it into words. */
export type ConfigRule = 'url' | 'megabytes' | 'photoMaxSide' | 'photoQuality';
const breaking = <Value>(rule: ConfigRule, test: (value: Value) => boolean) => z.refine<Value>(test, { params: { rule } });

const isApiAddress = (text: string) => text === '' || isHttpUrl(text) || isOwnOriginPath(text);
const apiAddress = z.string().check(breaking('url', (text: string) => isApiAddress(text.trim())));
const numberChecked = (rule: ConfigRule, test: (value: number) => boolean) => z.number().check(breaking(rule, test));
const textChecked = (rule: ConfigRule, test: (value: number) => boolean) =>
  z.string().check(breaking(rule, (text: string) => text.trim() === '' || test(Number(text))));
const megabytes = numberChecked('megabytes', isMegabytes);
const megabytesText = textChecked('megabytes', isMegabytes);

/** public/config.js, edited by hand on a server: every key is optional, an empty address means "not set". */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.optional(apiAddress),
  maxPhotoMb: z.optional(megabytes),
  maxVideoMb: z.optional(megabytes),
  photoMaxSide: z.optional(numberChecked('photoMaxSide', isPhotoMaxSide)),
  photoQuality: z.optional(numberChecked('photoQuality', isPhotoQuality)),
});

/** The `VITE_` settings baked in at build time. */
export const buildConfigSchema = z.object({
  VITE_API_BASE_URL: z.optional(apiAddress),
  VITE_MAX_PHOTO_MB: z.optional(megabytesText),
  VITE_MAX_VIDEO_MB: z.optional(megabytesText),
  VITE_PHOTO_MAX_SIDE: z.optional(textChecked('photoMaxSide', isPhotoMaxSide)),
  VITE_PHOTO_QUALITY: z.optional(textChecked('photoQuality', isPhotoQuality)),
});

/**
 * Whether the panel's settings break a rule. Checked at start, so a typo in config.js shows on screen,
 * not as an unreachable server; what exactly is wrong is told by config-report.ts, fetched only then.
 */
export function settingsAreWrong(
  runtime: unknown = globalThis.window?.__APP_CONFIG__,
  build: Record<string, unknown> = import.meta.env,
): boolean {
  return (runtime !== undefined && !runtimeConfigSchema.safeParse(runtime).success) || !buildConfigSchema.safeParse(build).success;
}
