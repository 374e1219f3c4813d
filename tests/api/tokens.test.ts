import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { cookieAttributes, parentDomain, readAccessToken, readRefreshToken, saveTokens } from '@/api/tokens';

describe('token cookies', () => {
  it('are Lax on a local host and written under the names jwtToken and refreshToken', () => {
    const set = vi.spyOn(Cookies, 'set');
    saveTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    expect(set).toHaveBeenCalledWith('jwtToken', 'access-1', { path: '/', sameSite: 'Lax' });
    expect(set).toHaveBeenCalledWith('refreshToken', 'refresh-1', { path: '/', sameSite: 'Lax' });
    expect(readAccessToken()).toBe('access-1');
    expect(readRefreshToken()).toBe('refresh-1');
  });

  it('are scoped to the parent domain with SameSite=None; Secure on a real host', () => {
    expect(cookieAttributes('admin.tours.example.com')).toEqual({
      path: '/',
      domain: 'tours.example.com',
      sameSite: 'None',
      secure: true,
    });
    expect(parentDomain('example.com')).toBe('example.com');
    for (const local of ['localhost', 'panel.localhost', '127.0.0.1', '192.168.1.20']) {
      expect(cookieAttributes(local)).toEqual({ path: '/', sameSite: 'Lax' });
    }
  });
});
