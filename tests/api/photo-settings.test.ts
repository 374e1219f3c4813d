import { afterEach, describe, expect, it, vi } from 'vitest';
import { findConfigProblems } from '@/api/config-report';
import { DEFAULT_PHOTO_SETTINGS, resolvePhotoSettings } from '@/api/photo-settings';

afterEach(() => {
  delete window.__APP_CONFIG__;
  vi.unstubAllEnvs();
});

describe('photo downscaling settings', () => {
  it('default to a longest side of 2560 px at quality 0.85', () => {
    expect(DEFAULT_PHOTO_SETTINGS).toEqual({ photoMaxSide: 2560, photoQuality: 0.85 });
    expect(resolvePhotoSettings({}, {})).toEqual(DEFAULT_PHOTO_SETTINGS);
  });

  it('prefer config.js, then the build, each setting on its own, numbers or text', () => {
    expect(resolvePhotoSettings({ photoMaxSide: 1920 }, { photoMaxSide: '1280', photoQuality: ' 0.7 ' })).toEqual({
      photoMaxSide: 1920,
      photoQuality: 0.7,
    });
  });

  it('take 0 as «send photos as picked»', () => {
    expect(resolvePhotoSettings({ photoMaxSide: 0 }, {}).photoMaxSide).toBe(0);
  });

  it.each([
    ['photoMaxSide', -1],
    ['photoMaxSide', 1920.5],
    ['photoMaxSide', 'много'],
    ['photoQuality', 0],
    ['photoQuality', 1.5],
    ['photoQuality', ''],
  ])('skip %s = %j, which breaks its rule', (name, invalid) => {
    expect(resolvePhotoSettings({ [name]: invalid }, {})).toEqual(DEFAULT_PHOTO_SETTINGS);
  });

  it('read window.__APP_CONFIG__ and VITE_PHOTO_… when asked', () => {
    vi.stubEnv('VITE_PHOTO_MAX_SIDE', '2048');
    vi.stubEnv('VITE_PHOTO_QUALITY', '0.9');
    expect(resolvePhotoSettings()).toEqual({ photoMaxSide: 2048, photoQuality: 0.9 });
    window.__APP_CONFIG__ = Object.assign({ apiBaseUrl: '' }, { photoQuality: 0.6 });
    expect(resolvePhotoSettings()).toEqual({ photoMaxSide: 2048, photoQuality: 0.6 });
  });

  it('are checked at start like the other settings, naming the key and what is expected', () => {
    expect(findConfigProblems({ photoMaxSide: 2560, photoQuality: 0.85 }, { VITE_PHOTO_MAX_SIDE: '0', VITE_PHOTO_QUALITY: '' })).toEqual(
      [],
    );
    expect(findConfigProblems({ photoMaxSide: 2560.5, photoQuality: 85 }, { VITE_PHOTO_QUALITY: 'высокое' })).toEqual([
      'config.js (window.__APP_CONFIG__): photoMaxSide = 2560.5 — нужно целое число пикселей не меньше 0 (0 — отправлять фото как выбрано)',
      'config.js (window.__APP_CONFIG__): photoQuality = 85 — нужно число больше 0 и не больше 1',
      '.env (сборка): VITE_PHOTO_QUALITY = "высокое" — нужно число больше 0 и не больше 1',
    ]);
  });
});
