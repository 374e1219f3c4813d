import { describe, expect, it } from 'vitest';
import { resolveApiBaseUrl, resolveMediaUrl } from '@/api/config';

describe('API base address', () => {
  it('prefers the runtime setting, then the build setting, then localhost:3000', () => {
    expect(resolveApiBaseUrl('https://runtime.example/', 'https://build.example')).toBe('https://runtime.example');
    expect(resolveApiBaseUrl('  ', 'https://build.example/api/')).toBe('https://build.example/api');
    expect(resolveApiBaseUrl(undefined, undefined)).toBe('http://localhost:3000');
  });

  it("takes a path for the API on the panel's own origin, as nginx proxying it is configured", () => {
    expect(resolveApiBaseUrl('/', 'https://build.example', 'https://panel.example/verify?tg_id=1')).toBe('https://panel.example');
    expect(resolveApiBaseUrl(' /api/ ', undefined, 'https://panel.example/homePage')).toBe('https://panel.example/api');
    expect(resolveMediaUrl('/media/photos/1.jpg', resolveApiBaseUrl('/', undefined, 'https://panel.example/'))).toBe(
      'https://panel.example/media/photos/1.jpg',
    );
  });

  it('reads the runtime setting from config.js when nothing is passed', () => {
    window.__APP_CONFIG__ = { apiBaseUrl: 'https://deployed.example' };
    try {
      expect(resolveApiBaseUrl()).toBe('https://deployed.example');
    } finally {
      delete window.__APP_CONFIG__;
    }
  });

  it('resolves relative media paths against the API address and keeps absolute ones', () => {
    expect(resolveMediaUrl('/media/photos/1.jpg', 'https://api.example/base')).toBe(
      'https://api.example/media/photos/1.jpg',
    );
    expect(resolveMediaUrl('media/1.jpg', 'https://api.example/base')).toBe('https://api.example/base/media/1.jpg');
    expect(resolveMediaUrl('https://cdn.example/a.m3u8', 'https://api.example')).toBe('https://cdn.example/a.m3u8');
  });
});
