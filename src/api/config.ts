declare global {
  interface Window {
    /** Written by public/config.js, which a deployed server may edit without a rebuild. */
    __APP_CONFIG__?: { apiBaseUrl?: string };
  }
}

export const DEFAULT_API_BASE_URL = 'http://localhost:3000';

/** Runtime setting first, then the build setting, then the local default; no trailing slash. */
export function resolveApiBaseUrl(
  runtimeValue: string | undefined = globalThis.window?.__APP_CONFIG__?.apiBaseUrl,
  buildValue: string | undefined = import.meta.env.VITE_API_BASE_URL,
): string {
  const chosen = [runtimeValue, buildValue].map((value) => value?.trim()).find(Boolean);
  return (chosen ?? DEFAULT_API_BASE_URL).replace(/\/+$/, '');
}

export const apiBaseUrl = resolveApiBaseUrl();

/** Media paths from the server may be relative; they live under the API's address. */
export function resolveMediaUrl(path: string, baseUrl: string = apiBaseUrl): string {
  if (/^(https?:|blob:|data:)/i.test(path)) return path;
  return new URL(path, `${baseUrl}/`).toString();
}
