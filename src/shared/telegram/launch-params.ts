import { LAUNCH_PARAMS_KEY, keptLaunchParams } from './kept-launch-params';

/**
 * Telegram's launch parameters, from @tma.js/bridge's sources under its storage key (as index.html's
 * launch script reads them): the URL, the navigation entry (the router may have replaced the hash
 * since), then sessionStorage, which outlives a reload. Unlike the bridge, no valid init data needed.
 */

/** `https://host/path?a=1#b=2` → `a=1&b=2`, as the bridge reads a URL. */
const queryOf = (url: string | undefined) => url?.replace(/^[^?#]*[?#]/, '').replace(/[?#]/g, '&');

/** The raw launch parameters, or undefined outside Telegram. */
function rawLaunchParams(): string | undefined {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  for (const fromUrl of [queryOf(location.href), queryOf(navigation?.name)]) {
    if (!fromUrl?.includes('tgWebAppVersion=')) continue;
    try {
      // Stored as the bridge stores them, so either can read what the other saw.
      sessionStorage.setItem(LAUNCH_PARAMS_KEY, JSON.stringify(fromUrl));
    } catch {
      // Storage refused (private mode): this page load still has them.
    }
    return fromUrl;
  }
  return keptLaunchParams();
}

export function launchParam(name: 'tgWebAppVersion' | 'tgWebAppThemeParams'): string | undefined {
  return new URLSearchParams(rawLaunchParams() ?? '').get(name) ?? undefined;
}
