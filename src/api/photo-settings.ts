import { isPhotoMaxSide, isPhotoQuality } from './config-check';
import { firstSetting, runtimeSettings } from './upload-limits';

declare global {
  interface ImportMetaEnv {
    readonly VITE_PHOTO_MAX_SIDE?: string;
    readonly VITE_PHOTO_QUALITY?: string;
  }
}

/**
 * How a large photo is made smaller in the browser before it is uploaded: the longest side it may
 * keep, in pixels (0 sends every photo as picked), and the JPEG/WebP quality it is encoded with.
 */
export type PhotoSettings = { photoMaxSide: number; photoQuality: number };

export const DEFAULT_PHOTO_SETTINGS: PhotoSettings = { photoMaxSide: 2560, photoQuality: 0.85 };

type SettingSources = { [Name in keyof PhotoSettings]?: unknown };

const RULES: { [Name in keyof PhotoSettings]: (value: number) => boolean } = {
  photoMaxSide: isPhotoMaxSide,
  photoQuality: isPhotoQuality,
};

const buildSources = (): SettingSources => ({
  photoMaxSide: import.meta.env.VITE_PHOTO_MAX_SIDE,
  photoQuality: import.meta.env.VITE_PHOTO_QUALITY,
});

/**
 * Each setting from public/config.js, else the build (VITE_PHOTO_…), else the default; a value that
 * breaks its rule (reported at start by config-check) is skipped. Read when a photo is prepared.
 */
export function resolvePhotoSettings(runtime: SettingSources = runtimeSettings(), build: SettingSources = buildSources()): PhotoSettings {
  const pick = (name: keyof PhotoSettings) => firstSetting([runtime[name], build[name]], RULES[name]) ?? DEFAULT_PHOTO_SETTINGS[name];
  return { photoMaxSide: pick('photoMaxSide'), photoQuality: pick('photoQuality') };
}
