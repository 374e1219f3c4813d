import Cookies from 'js-cookie';

const ACCESS_TOKEN_COOKIE = 'jwtToken';
const REFRESH_TOKEN_COOKIE = 'refreshToken';
/** Where a frame that keeps no cookie holds the pair; index.html's early fetch reads it too. */
export const SESSION_TOKENS_KEY = 'hotel-admin:tokens';

export type TokenPair = { access_token: string; refresh_token: string };

function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)
  );
}

/** Framed by another page: Telegram Web and Telegram Desktop on Linux frame the panel from https://web.telegram.org. */
const isFramed = () => window.parent !== window;

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
 * cookies must be `SameSite=None; Secure` and shared by the provider's sibling hosts. In a frame
 * they are also `Partitioned` (CHIPS), the only cookies a browser blocking third-party ones keeps
 * there; a local host framed takes the same attributes, since a frame on another site may not write
 * a `Lax` cookie.
 */
export function cookieAttributes(hostname: string = window.location.hostname, framed: boolean = isFramed()): Cookies.CookieAttributes {
  const local = isLocalHost(hostname);
  if (local && !framed) return { path: '/', sameSite: 'Lax' };
  const scope = local ? { path: '/' } : { path: '/', domain: parentDomain(hostname) };
  return { ...scope, sameSite: 'None', secure: true, ...(framed && { partitioned: true }) };
}

/**
 * Writes a cookie on the shared parent domain when the browser accepts it there, else on this host
 * alone: a browser silently drops a cookie scoped to a public suffix. True when either one stuck.
 */
function writeCookie(name: string, value: string, attributes: Cookies.CookieAttributes): boolean {
  Cookies.set(name, value, attributes);
  if (Cookies.get(name) === value) return true;
  if (attributes.domain === undefined) return false;
  const { domain: _refused, ...hostOnly } = attributes;
  Cookies.set(name, value, hostOnly);
  return Cookies.get(name) === value;
}

/** The last resort of a frame that keeps neither cookies nor sessionStorage: this page load only. */
let pairInMemory: TokenPair | undefined;

function pairInSession(): TokenPair | undefined {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SESSION_TOKENS_KEY) ?? 'null');
    if (stored && typeof stored === 'object' && 'access_token' in stored && 'refresh_token' in stored) {
      const { access_token, refresh_token } = stored;
      if (typeof access_token === 'string' && typeof refresh_token === 'string') return { access_token, refresh_token };
    }
  } catch {
    // No sessionStorage in this frame: the memory copy is read instead.
  }
  return undefined;
}

/** True when sessionStorage kept the pair (or, for `undefined`, let it be removed). */
function keepInSession(pair: TokenPair | undefined): boolean {
  try {
    if (pair) sessionStorage.setItem(SESSION_TOKENS_KEY, JSON.stringify(pair));
    else sessionStorage.removeItem(SESSION_TOKENS_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * The pair, read where `saveTokens` put it: a fallback holds one only when the last save found the
 * cookies refused, or shadowed by an older cookie of the same name the frame may not replace (one
 * written outside the frame, with third-party cookies allowed), so it is read before the cookies.
 */
function storedPair(): Partial<TokenPair> {
  const fallback = pairInMemory ?? pairInSession();
  if (fallback) return fallback;
  return { access_token: Cookies.get(ACCESS_TOKEN_COOKIE), refresh_token: Cookies.get(REFRESH_TOKEN_COOKIE) };
}

export const readAccessToken = (): string | undefined => storedPair().access_token;
export const readRefreshToken = (): string | undefined => storedPair().refresh_token;

/**
 * Keeps the pair in SPEC's cookies wherever the browser keeps them. A frame on another site whose
 * browser keeps no cookie there (Safari, Telegram Desktop's WebKitGTK, a blocked third party
 * without CHIPS) keeps it in sessionStorage, which outlives a reload of the frame, else in memory.
 * One place holds the pair: a copy left elsewhere by an earlier policy would be read as current.
 * Scripts could read the cookies already, so neither fallback exposes more (record 0035).
 */
export function saveTokens(pair: TokenPair): void {
  const attributes = cookieAttributes();
  const inCookies =
    writeCookie(ACCESS_TOKEN_COOKIE, pair.access_token, attributes) &&
    writeCookie(REFRESH_TOKEN_COOKIE, pair.refresh_token, attributes);
  if (inCookies) {
    keepInSession(undefined);
    pairInMemory = undefined;
    return;
  }
  for (const name of [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]) Cookies.remove(name, attributes);
  pairInMemory = keepInSession(pair) ? undefined : pair;
}
