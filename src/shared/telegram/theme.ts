/** Telegram theme keys → the panel's colour tokens (see shared/styles/global.css). */
const TOKEN_BY_THEME_KEY: Record<string, string> = {
  bg_color: '--color-surface',
  secondary_bg_color: '--color-bg',
  text_color: '--color-text',
  hint_color: '--color-hint',
  link_color: '--color-link',
  button_color: '--color-accent',
  button_text_color: '--color-accent-text',
  destructive_text_color: '--color-danger',
  section_separator_color: '--color-border',
};

export type ThemeParams = Partial<Record<string, string>>;

export function applyTelegramTheme(theme: ThemeParams, root: HTMLElement = document.documentElement): void {
  let applied = false;
  for (const [key, token] of Object.entries(TOKEN_BY_THEME_KEY)) {
    const colour = theme[key];
    if (colour && /^#[0-9a-f]{6}$/i.test(colour)) {
      root.style.setProperty(token, colour);
      applied = true;
    }
  }
  // Marks that Telegram now owns the palette, so the dark-scheme defaults stand aside.
  if (applied) root.dataset.telegramTheme = '';
}

/** The theme passed in the launch URL (`tgWebAppThemeParams`), if any. */
export function themeFromLaunchParams(rawLaunchParams: string): ThemeParams | undefined {
  const encoded = new URLSearchParams(rawLaunchParams).get('tgWebAppThemeParams');
  if (!encoded) return undefined;
  try {
    return JSON.parse(encoded) as ThemeParams;
  } catch {
    return undefined;
  }
}
