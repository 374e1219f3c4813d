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

/**
 * `admin.tours.example.com` → `tours.example.com`; a two-label host keeps its own name. This is a
 * guess: for `agency.com.tr` it names the public suffix `com.tr`, which browsers refuse, so every
 * write is read back and falls back to the host (see `writeCookie`).
 */
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

export const readAccessToken = (): string | undefined => Cookies.get(ACCESS_TOKEN_COOKIE);
export const readRefreshToken = (): string | undefined => Cookies.get(REFRESH_TOKEN_COOKIE);

/**
 * Writes a cookie on the shared parent domain when the browser accepts it there, else on this host
 * alone: a browser silently drops a cookie scoped to a public suffix, and the admin would then be
 * sent to /error on every visit.
 */
function writeCookie(name: string, value: string, attributes: Cookies.CookieAttributes): void {
  Cookies.set(name, value, attributes);
  if (Cookies.get(name) === value || attributes.domain === undefined) return;
  const { domain: _refused, ...hostOnly } = attributes;
  Cookies.set(name, value, hostOnly);
}

export function saveTokens({ access_token, refresh_token }: TokenPair): void {
  const attributes = cookieAttributes();
  writeCookie(ACCESS_TOKEN_COOKIE, access_token, attributes);
  writeCookie(REFRESH_TOKEN_COOKIE, refresh_token, attributes);
}
