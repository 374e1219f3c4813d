import { focusManager } from '@tanstack/react-query';

/**
 * How long the panel must have been out of sight (Telegram minimised, another tab or app) before
 * coming back refreshes it. A glance at a chat is shorter, and refetches nothing.
 */
export const AWAY_BEFORE_REFETCH_MS = 15_000;

/**
 * Query's window-focus refetching, told of a return only after the admin was away a while, so another
 * admin's changes appear without a reload: Telegram's webview goes out of sight and back at every
 * glance at a chat, which Query's own listener would take for a return each time.
 */
export function refetchOnReturn(awayMs: number = AWAY_BEFORE_REFETCH_MS): void {
  focusManager.setEventListener((onFocus) => {
    let hiddenSince: number | undefined;
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        hiddenSince ??= Date.now();
        return;
      }
      const away = hiddenSince === undefined ? 0 : Date.now() - hiddenSince;
      hiddenSince = undefined;
      if (away >= awayMs) onFocus();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  });
}
