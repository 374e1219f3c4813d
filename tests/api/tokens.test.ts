import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_TOKENS_KEY, cookieAttributes, parentDomain, readAccessToken, readRefreshToken, saveTokens } from '@/api/tokens';
import indexHtml from '../../index.html?raw';

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

describe('token cookies in a frame on another site (Telegram Web, Telegram Desktop on Linux)', () => {
  it('are Partitioned, SameSite=None and Secure, so a browser blocking third-party cookies keeps them', () => {
    expect(cookieAttributes('admin.tours.example.com', true)).toEqual({
      path: '/',
      domain: 'tours.example.com',
      sameSite: 'None',
      secure: true,
      partitioned: true,
    });
    // A Lax cookie may not be written from another site's frame, even on a developer's machine.
    expect(cookieAttributes('localhost', true)).toEqual({ path: '/', sameSite: 'None', secure: true, partitioned: true });
  });
});

/** A browser that keeps no cookie in this frame (Safari's, WebKitGTK's): every write is dropped. */
const keepNoCookie = () => vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(() => undefined);

describe('where no cookie sticks', () => {
  it('keeps the pair in sessionStorage, which a reload of the frame keeps, and nothing in a cookie', () => {
    keepNoCookie();
    saveTokens({ access_token: 'access-2', refresh_token: 'refresh-2' });
    expect(document.cookie).toBe('');
    expect(JSON.parse(sessionStorage.getItem(SESSION_TOKENS_KEY) ?? 'null')).toEqual({ access_token: 'access-2', refresh_token: 'refresh-2' });
    expect(readAccessToken()).toBe('access-2');
    expect(readRefreshToken()).toBe('refresh-2');
  });

  it('keeps it in memory when sessionStorage is refused too, and drops every copy once cookies stick again', () => {
    const cookieWrites = keepNoCookie();
    const refused = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    const storage = [
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refused),
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refused),
    ];
    saveTokens({ access_token: 'access-4', refresh_token: 'refresh-4' });
    expect(readAccessToken()).toBe('access-4');
    expect(readRefreshToken()).toBe('refresh-4');

    for (const spy of [cookieWrites, ...storage]) spy.mockRestore();
    saveTokens({ access_token: 'access-5', refresh_token: 'refresh-5' });
    expect(readAccessToken()).toBe('access-5');
    Cookies.remove('jwtToken', { path: '/' });
    Cookies.remove('refreshToken', { path: '/' });
    // Neither the memory nor the session copy of an earlier pair is read as current.
    expect(readAccessToken()).toBeUndefined();
    expect(sessionStorage.getItem(SESSION_TOKENS_KEY)).toBeNull();
  });

  it('reads the pair it kept over an older cookie the frame could not replace', () => {
    Cookies.set('jwtToken', 'access-old');
    Cookies.set('refreshToken', 'refresh-old');
    keepNoCookie();
    saveTokens({ access_token: 'access-6', refresh_token: 'refresh-6' });
    expect(document.cookie).toContain('jwtToken=access-old');
    expect(readAccessToken()).toBe('access-6');
    expect(readRefreshToken()).toBe('refresh-6');
  });

  it("is where index.html's early regions request looks for the token", () => {
    expect(indexHtml).toContain(`sessionStorage.getItem('${SESSION_TOKENS_KEY}')`);
  });
});
