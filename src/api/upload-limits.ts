import { isMegabytes } from './config-check';

declare global {
  interface ImportMetaEnv {
    readonly VITE_MAX_PHOTO_MB?: string;
    readonly VITE_MAX_VIDEO_MB?: string;
  }
}

/** The largest file, in megabytes, the panel sends: photos, and videos or reels. */
export type UploadLimits = { maxPhotoMb: number; maxVideoMb: number };

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { maxPhotoMb: 20, maxVideoMb: 500 };

type LimitSources = { [Name in keyof UploadLimits]?: unknown };

/** A finite number given as a number (config.js) or as text (.env); anything else is undefined. */
function numberSetting(value: unknown): number | undefined {
  const text = typeof value === 'string' ? value.trim() : undefined;
  const number = typeof value === 'number' ? value : text ? Number(text) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}

/** The first of `values` (config.js's, then the build's) that is a number keeping `rule`. */
export const firstSetting = (values: readonly unknown[], rule: (value: number) => boolean) =>
  values.map(numberSetting).find((value) => value !== undefined && rule(value));

/**
 * config.js is edited by hand on a server, so its values are checked, not trusted. Its global type
 * (src/api/config.ts) knows only `apiBaseUrl` and cannot be widened from here, hence the narrowing.
 */
export function runtimeSettings(): Readonly<Record<string, unknown>> {
  const config: unknown = globalThis.window?.__APP_CONFIG__;
  return typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : {};
}

const buildSources = (): LimitSources => ({
  maxPhotoMb: import.meta.env.VITE_MAX_PHOTO_MB,
  maxVideoMb: import.meta.env.VITE_MAX_VIDEO_MB,
});

/**
 * Each limit from public/config.js, else the build (VITE_MAX_…_MB), else the default; a value that is
 * not a positive number is skipped. Read when a file is checked, so never before config.js ran.
 */
export function resolveUploadLimits(runtime: LimitSources = runtimeSettings(), build: LimitSources = buildSources()): UploadLimits {
  const pick = (name: keyof UploadLimits) => firstSetting([runtime[name], build[name]], isMegabytes) ?? DEFAULT_UPLOAD_LIMITS[name];
  return { maxPhotoMb: pick('maxPhotoMb'), maxVideoMb: pick('maxVideoMb') };
}
