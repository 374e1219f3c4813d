import { useCallback, useSyncExternalStore } from 'react';

/** Whether the media query holds now; false where there is no matchMedia (jsdom, old webviews). */
export const matchesMedia = (query: string): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the media query holds, drawn again when it starts or stops holding (a resized window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // WebKit before 14 (old iPhones' Telegram) has no listeners on the list: the first answer stands.
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
      if (typeof list?.addEventListener !== 'function') return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matchesMedia(query));
}
