import { useElementScrollRestoration } from '@tanstack/react-router';
import { useEffect } from 'react';

/** How long after a reload starts the page may take to grow tall enough for its place; past it, the admin is reading. */
const WAIT_FOR_CONTENT_MS = 5000;
/** What the admin does that makes their own place the one to keep. */
const ADMIN_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

// Settled once per page load (the place taken, the admin first, the time up): later mounts come
// from navigations, which the router restores itself.
let settled = false;

// Old webviews and jsdom have no navigation timing: no restoring there.
const isReload = () => {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as Partial<PerformanceNavigationTiming>[];
  return navigation?.type === 'reload' || navigation?.type === 'back_forward';
};

/**
 * Puts a reloaded page back where it was scrolled. The router restores the place on its first render,
 * when the panel is still too short to scroll there, so it is taken once the page has grown tall
 * enough, unless the admin scrolls, taps or types first.
 */
export function usePlaceAfterReload(): void {
  const saved = useElementScrollRestoration({ getElement: () => window });
  const place = saved?.scrollY ?? 0;
  useEffect(() => {
    if (settled || place <= 0 || !isReload()) return;
    const page = document.documentElement;
    const observer = new ResizeObserver(() => {
      if (page.scrollHeight - window.innerHeight < place) return;
      settle();
      window.scrollTo({ top: place });
    });
    const timer = setTimeout(() => settle(), WAIT_FOR_CONTENT_MS - performance.now());
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of ADMIN_INPUT) window.removeEventListener(type, settle, { capture: true });
    }
    function settle() {
      settled = true;
      stop();
    }
    for (const type of ADMIN_INPUT) window.addEventListener(type, settle, { capture: true, passive: true });
    observer.observe(document.body);
    return stop;
  }, [place]);
}
