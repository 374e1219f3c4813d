// Loaded with the bridge (lazy chunk); index.html's launch script has painted the launch theme already.
import { on, postEvent } from '@tma.js/bridge';
import { applyTelegramTheme, launchTheme, themeColour, type ThemeParams } from './theme';
import { headerTakesRgb, mayPost } from './version';

/**
 * Telegram's own header, background (what shows when the page is pulled past its end) and bottom
 * bar take the colours the panel draws there (--color-header, --color-bg, --color-bottom-bar), so the
 * Mini App looks like one surface. The fallbacks for keys an older client lacks mirror global.css's.
 */
function matchNativeColours(theme: ThemeParams): void {
  const surface = themeColour(theme, 'bg_color');
  const page = themeColour(theme, 'secondary_bg_color') ?? surface;
  const header = themeColour(theme, 'header_bg_color') ?? surface;
  const bottomBar = themeColour(theme, 'bottom_bar_bg_color') ?? page;
  if (header && mayPost('web_app_set_header_color')) {
    postEvent('web_app_set_header_color', headerTakesRgb() ? { color: header } : { color_key: 'bg_color' });
  }
  if (page && mayPost('web_app_set_background_color')) postEvent('web_app_set_background_color', { color: page });
  if (bottomBar && mayPost('web_app_set_bottom_bar_color')) {
    postEvent('web_app_set_bottom_bar_color', { color: bottomBar });
  }
}

function follow(theme: ThemeParams): void {
  applyTelegramTheme(theme);
  matchNativeColours(theme);
}

/** Follows the chat's theme from now on; returns the unsubscribe. */
export function bindTheme(): () => void {
  const theme = launchTheme();
  if (theme) follow(theme);
  const stop = on('theme_changed', ({ theme_params }) => follow(theme_params));
  // A client that passed no theme in the launch parameters sends it on request.
  postEvent('web_app_request_theme');
  return stop;
}
