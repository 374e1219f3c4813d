// Loaded with the bridge (lazy chunk). index.html's inline script paints the launch theme before the
// first frame by the same rule; tests/shared/telegram-theme.test.tsx keeps the two in step.
import { launchParam } from './launch-params';

/** The chat's colours as Telegram sends them (`bg_color`, ...); the panel tokens they feed are in global.css. */
export type ThemeParams = Partial<Record<string, unknown>>;

type ThemeKey = 'bg_color' | 'secondary_bg_color' | 'header_bg_color' | 'bottom_bar_bg_color' | 'button_color' | 'button_text_color';

const VARIABLE_PREFIX = '--tg-theme-';
const HEX_COLOUR = /^#([\da-f]{3}){1,2}$/i;

/** `bg_color` → `--tg-theme-bg-color`: the name Telegram's own web-app script gives it. */
export const themeVariable = (key: string) => VARIABLE_PREFIX + key.replace(/_/g, '-');

/** `#RGB` or `#RRGGBB` → `#rrggbb`, as Telegram's methods take colours; anything else → undefined. */
export function themeColour(theme: ThemeParams, key: ThemeKey): `#${string}` | undefined {
  const value = theme[key];
  if (typeof value !== 'string' || !HEX_COLOUR.test(value)) return undefined;
  const digits = value.slice(1).toLowerCase();
  return `#${digits.length === 3 ? digits.replace(/./g, '$&$&') : digits}`;
}

/** Telegram's own rule (telegram-web-app.js `isColorDark`), so the panel agrees with its `colorScheme`. */
function isDark(hex: string): boolean {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return Math.sqrt(0.299 * r * r + 0.587 * g * g + 0.114 * b * b) < 120;
}

/** WCAG's relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Whether the button's label reads on Telegram's button colour at WCAG's 4.5:1: a primary button is
 * then filled with that colour as given, and otherwise with a deeper shade of it (global.css).
 */
function buttonLabelReads(theme: ThemeParams): boolean {
  const button = themeColour(theme, 'button_color');
  const label = themeColour(theme, 'button_text_color');
  if (!button || !label) return false;
  const [darker, lighter] = [luminance(button), luminance(label)].sort((a, b) => a - b) as [number, number];
  return (lighter + 0.05) / (darker + 0.05) >= 4.5;
}

/**
 * Replaces the palette on <html> with `theme`: a colour the new theme lacks is removed, so the
 * stylesheet's fallback takes over rather than a colour left from the previous theme.
 */
export function applyTelegramTheme(theme: ThemeParams, root: HTMLElement = document.documentElement): void {
  const colours = new Map<string, string>();
  for (const [key, value] of Object.entries(theme)) {
    if (typeof value === 'string' && HEX_COLOUR.test(value)) colours.set(themeVariable(key), value);
  }
  // Not a key of Telegram's: under its prefix so that a theme without it takes it away like the rest.
  const buttonColour = colours.get(themeVariable('button_color'));
  if (buttonColour && buttonLabelReads(theme)) colours.set(themeVariable('button_fill'), buttonColour);
  for (const name of [...root.style]) {
    if (name.startsWith(VARIABLE_PREFIX) && !colours.has(name)) root.style.removeProperty(name);
  }
  for (const [name, colour] of colours) root.style.setProperty(name, colour);

  const background = themeColour(theme, 'bg_color');
  // Native controls, scrollbars and autofill follow the chat's scheme, not the device's.
  root.style.colorScheme = background ? (isDark(background) ? 'dark' : 'light') : '';
  // Telegram owns the palette now: the device's dark-scheme defaults stand aside (global.css).
  if (colours.size > 0) root.dataset.telegramTheme = '';
  else delete root.dataset.telegramTheme;
}

/** The theme passed in the launch parameters (`tgWebAppThemeParams`), if any. */
export function launchTheme(): ThemeParams | undefined {
  try {
    const theme: unknown = JSON.parse(launchParam('tgWebAppThemeParams') ?? 'null');
    return theme && typeof theme === 'object' ? theme : undefined;
  } catch {
    return undefined;
  }
}
