import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsAreWrong } from '@/api/config-check';
import { findConfigProblems } from '@/api/config-report';
import { ConfigProblems } from '@/shared/errors/config-problems';

describe('the panel settings check', () => {
  it('accepts what config.js ships with and complete, sensible settings', () => {
    expect(findConfigProblems({ apiBaseUrl: '' }, {})).toEqual([]);
    expect(findConfigProblems(undefined, {})).toEqual([]);
    // The API behind the panel's own nginx (API_UPSTREAM): config.js names a path on the panel's origin.
    expect(findConfigProblems({ apiBaseUrl: '/' }, { VITE_API_BASE_URL: '/api' })).toEqual([]);
    expect(
      findConfigProblems(
        { apiBaseUrl: 'https://api.agency.com.tr', maxPhotoMb: 15, maxVideoMb: 800 },
        { VITE_API_BASE_URL: 'http://localhost:3000', VITE_MAX_PHOTO_MB: '12.5', VITE_MAX_VIDEO_MB: '' },
      ),
    ).toEqual([]);
  });

  it('names the file, the key, the value and what is expected for each mistake', () => {
    expect(
      findConfigProblems({ apiBaseUrl: 'api.agency.com.tr', maxPhotoMb: -1, maxVideoMb: '500' }, { VITE_MAX_VIDEO_MB: 'много' }),
    ).toEqual([
      'config.js (window.__APP_CONFIG__): apiBaseUrl = "api.agency.com.tr" — нужен адрес, начинающийся с http:// или https://, или путь на адресе панели, начинающийся с /',
      'config.js (window.__APP_CONFIG__): maxPhotoMb = -1 — нужно положительное число мегабайт',
      expect.stringMatching(/^config\.js \(window\.__APP_CONFIG__\): maxVideoMb = "500" — /),
      '.env (сборка): VITE_MAX_VIDEO_MB = "много" — нужно положительное число мегабайт',
    ]);
  });

  it("refuses a host-relative address, which would leave the panel's origin", () => {
    expect(findConfigProblems({ apiBaseUrl: '//api.agency.com.tr' }, {})).toEqual([
      expect.stringMatching(/^config\.js \(window\.__APP_CONFIG__\): apiBaseUrl = "\/\/api\.agency\.com\.tr" — /),
    ]);
  });

  it('tells at start whether anything is wrong, the words for it coming only then', () => {
    expect(settingsAreWrong({ apiBaseUrl: '' }, {})).toBe(false);
    expect(settingsAreWrong(undefined, {})).toBe(false);
    expect(settingsAreWrong({ apiBaseUrl: '/' }, { VITE_API_BASE_URL: '/api' })).toBe(false);
    expect(settingsAreWrong({ apiBaseUrl: 'api.agency.com.tr' }, {})).toBe(true);
    expect(settingsAreWrong({ maxVideoMb: '500' }, {})).toBe(true);
    expect(settingsAreWrong(undefined, { VITE_MAX_VIDEO_MB: 'много' })).toBe(true);
    expect(settingsAreWrong('https://api.agency.com.tr', {})).toBe(true);
  });

  it('says so when config.js does not set an object at all', () => {
    expect(findConfigProblems('https://api.agency.com.tr', {})).toEqual([
      expect.stringMatching(/^config\.js \(window\.__APP_CONFIG__\): /),
    ]);
  });
});

describe('the screen shown for wrong settings', () => {
  it('lists each problem under a Russian heading', () => {
    const problems = findConfigProblems({ apiBaseUrl: 'api.agency.com.tr' }, {});
    render(<ConfigProblems problems={problems} />);
    expect(screen.getByRole('heading', { name: 'Панель настроена неверно' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('apiBaseUrl = "api.agency.com.tr"');
  });
});
