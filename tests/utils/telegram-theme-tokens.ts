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

/** The tokens Telegram has no key for: global.css derives them from the others. */
export const DERIVED_TOKENS = [
  '--color-surface-muted',
  '--color-border',
  '--color-focus',
  '--color-badge',
  '--color-hint-on-muted',
  '--color-success',
] as const;

/**
 * Telegram Android's night theme, as its client passes it (Bot API 8.0: every key), with every
 * value distinct (`#fffffe`, `#151e28`) so a test can tell which key fed which token.
 */
export const NIGHT: Record<ThemeKey, string> = {
  bg_color: '#212d3b',
  secondary_bg_color: '#151e27',
  section_bg_color: '#1d2733',
  section_separator_color: '#0d1218',
  section_header_text_color: '#79c4fc',
  text_color: '#ffffff',
  hint_color: '#7d8b99',
  subtitle_text_color: '#7b8790',
  link_color: '#5eabe1',
  button_color: '#50a8eb',
  button_text_color: '#fffffe',
  accent_text_color: '#64b5ef',
  destructive_text_color: '#ee686f',
  header_bg_color: '#242d39',
  bottom_bar_bg_color: '#151e28',
};
