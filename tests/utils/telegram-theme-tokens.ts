/** Each Telegram theme key and the panel token it feeds (src/shared/styles/global.css). */
export const TOKEN_OF_THEME_KEY = {
  bg_color: '--color-surface',
  secondary_bg_color: '--color-bg',
  section_bg_color: '--color-section',
  section_separator_color: '--color-separator',
  section_header_text_color: '--color-section-header',
  text_color: '--color-text',
  hint_color: '--color-hint',
  subtitle_text_color: '--color-subtitle',
  link_color: '--color-link',
  button_color: '--color-accent',
  button_text_color: '--color-accent-text',
  accent_text_color: '--color-accent-text-on-surface',
  destructive_text_color: '--color-danger',
  header_bg_color: '--color-header',
  bottom_bar_bg_color: '--color-bottom-bar',
} as const;

export type ThemeKey = keyof typeof TOKEN_OF_THEME_KEY;
