import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveUploadLimits } from '@/api/upload-limits';

/** 20 MB for photos, 500 MB for videos and reels. */
const DEFAULTS = { maxPhotoMb: 20, maxVideoMb: 500 };

afterEach(() => {
  delete window.__APP_CONFIG__;
  vi.unstubAllEnvs();
});

describe('upload limits', () => {
  it('default to 20 MB for photos and 500 MB for videos and reels', () => {
    expect(resolveUploadLimits({}, {})).toEqual(DEFAULTS);
  });

  it('prefer the runtime setting, then the build setting, each limit on its own', () => {
    expect(resolveUploadLimits({ maxPhotoMb: 5 }, { maxPhotoMb: '8', maxVideoMb: '300' })).toEqual({
      maxPhotoMb: 5,
      maxVideoMb: 300,
    });
  });

  it('take text as well as numbers, decimals included', () => {
    expect(resolveUploadLimits({ maxPhotoMb: ' 12.5 ' }, { maxVideoMb: '0.5' })).toEqual({
      maxPhotoMb: 12.5,
      maxVideoMb: 0.5,
    });
  });

  it.each([0, -3, Number.NaN, Number.POSITIVE_INFINITY, '', '  ', 'двадцать', '20MB', null, true, {}])(
    'skip %j, which is not a positive finite number',
    (invalid) => {
      expect(resolveUploadLimits({ maxPhotoMb: invalid, maxVideoMb: invalid }, {})).toEqual(DEFAULTS);
      expect(resolveUploadLimits({ maxPhotoMb: invalid }, { maxPhotoMb: '7' }).maxPhotoMb).toBe(7);
    },
  );

  it('read window.__APP_CONFIG__ when nothing is passed, at the time of asking', () => {
    expect(resolveUploadLimits().maxPhotoMb).toBe(20);
    window.__APP_CONFIG__ = Object.assign({ apiBaseUrl: '' }, { maxPhotoMb: 3, maxVideoMb: '900' });
    expect(resolveUploadLimits()).toEqual({ maxPhotoMb: 3, maxVideoMb: 900 });
  });

  it('read VITE_MAX_PHOTO_MB and VITE_MAX_VIDEO_MB when config.js sets nothing', () => {
    vi.stubEnv('VITE_MAX_PHOTO_MB', '15');
    vi.stubEnv('VITE_MAX_VIDEO_MB', '250');
    expect(resolveUploadLimits()).toEqual({ maxPhotoMb: 15, maxVideoMb: 250 });

    window.__APP_CONFIG__ = Object.assign({ apiBaseUrl: '' }, { maxVideoMb: 100 });
    expect(resolveUploadLimits()).toEqual({ maxPhotoMb: 15, maxVideoMb: 100 });
  });
});
