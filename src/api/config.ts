declare global {
  interface Window {
    /** Written by public/config.js, which a deployed server may edit without a rebuild. */
    __APP_CONFIG__?: { apiBaseUrl?: string };
  }
}

export const DEFAULT_API_BASE_URL = 'http://localhost:3000';

/**
 * Runtime setting first, then the build setting, then the local default; no trailing slash. A path
 * ('/') is the API on the panel's own origin (nginx proxies its paths), made whole against the page.
 */
export function resolveApiBaseUrl(
  runtimeValue: string | undefined = globalThis.window?.__APP_CONFIG__?.apiBaseUrl,
  buildValue: string | undefined = import.meta.env.VITE_API_BASE_URL,
  pageUrl: string | undefined = globalThis.location?.href,
): string {
  const chosen = [runtimeValue, buildValue].map((value) => value?.trim()).find(Boolean) ?? DEFAULT_API_BASE_URL;
  const whole = chosen.startsWith('/') && pageUrl ? new URL(chosen, pageUrl).href : chosen;
  return whole.replace(/\/+$/, '');
}

export const apiBaseUrl = resolveApiBaseUrl();

/** Media paths from the server may be relative; they live under the API's address. */
export function resolveMediaUrl(path: string, baseUrl: string = apiBaseUrl): string {
  if (/^(https?:|blob:|data:)/i.test(path)) return path;
  return new URL(path, `${baseUrl}/`).toString();
}
