import Cookies from 'js-cookie';

const ACCESS_TOKEN_COOKIE = 'jwtToken';
const REFRESH_TOKEN_COOKIE = 'refreshToken';

export type TokenPair = { access_token: string; refresh_token: string };

function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)
  );
}

/** `admin.tours.example.com` → `tours.example.com`; a two-label host keeps its own name. */
export function parentDomain(hostname: string): string {
  const labels = hostname.split('.');
  return labels.length > 2 ? labels.slice(1).join('.') : hostname;
}

/**
 * Inside Telegram the panel runs in a cross-site webview, so outside local development the
 * cookies must be `SameSite=None; Secure` and shared by the provider's sibling hosts.
 */
export function cookieAttributes(hostname: string = window.location.hostname): Cookies.CookieAttributes {
  if (isLocalHost(hostname)) return { path: '/', sameSite: 'Lax' };
  return { path: '/', domain: parentDomain(hostname), sameSite: 'None', secure: true };
}

export function readAccessToken(): string | undefined {
  return Cookies.get(ACCESS_TOKEN_COOKIE);
}

export function readRefreshToken(): string | undefined {
  return Cookies.get(REFRESH_TOKEN_COOKIE);
}

export function saveTokens({ access_token, refresh_token }: TokenPair): void {
  const attributes = cookieAttributes();
  Cookies.set(ACCESS_TOKEN_COOKIE, access_token, attributes);
  Cookies.set(REFRESH_TOKEN_COOKIE, refresh_token, attributes);
}
