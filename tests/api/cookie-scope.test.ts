// @vitest-environment-options {"url": "https://admin.agency.com.tr/homePage"}
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { readAccessToken, readRefreshToken, saveTokens } from '@/api/tokens';

describe('token cookies on a real host', () => {
  it('are shared with the sibling hosts on the parent domain, which the browser accepts', () => {
    const set = vi.spyOn(Cookies, 'set');
    saveTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    expect(readAccessToken()).toBe('access-1');
    expect(readRefreshToken()).toBe('refresh-1');
    // Accepted on the first write: no fallback to the host was needed.
    expect(set.mock.calls.map(([name, , attributes]) => [name, attributes?.domain])).toEqual([
      ['jwtToken', 'agency.com.tr'],
      ['refreshToken', 'agency.com.tr'],
    ]);
  });
});
