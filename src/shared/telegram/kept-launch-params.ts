/** Where Telegram's launch parameters are kept for the page's next load: @tma.js/bridge's key and format. */
export const LAUNCH_PARAMS_KEY = 'tapps/launchParams';

/**
 * What a load of this page (index.html's launch script, the bridge, launch-params.ts) kept for the
 * next. Apart from launch-params.ts, so that the first paint's check (environment.ts) carries only this.
 */
export function keptLaunchParams(win: Window = window): string | undefined {
  try {
    // Reading `sessionStorage` itself throws where the frame may not keep any.
    const stored: unknown = JSON.parse(win.sessionStorage.getItem(LAUNCH_PARAMS_KEY) ?? 'null');
    return typeof stored === 'string' ? stored : undefined;
  } catch {
    return undefined;
  }
}
