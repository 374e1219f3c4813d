// @vitest-environment-options {"url": "https://agency.com.tr/homePage"}
import { describe, expect, it } from 'vitest';
import { cookieAttributes, readAccessToken, readRefreshToken, saveTokens } from '@/api/tokens';

describe('token cookies on a host right under a public suffix', () => {
  it('are kept on the host when the parent guess is the public suffix the browser refuses', () => {
    expect(cookieAttributes('agency.com.tr').domain).toBe('com.tr');
    saveTokens({ access_token: 'access-3', refresh_token: 'refresh-3' });
    expect(readAccessToken()).toBe('access-3');
    expect(readRefreshToken()).toBe('refresh-3');
  });
});
