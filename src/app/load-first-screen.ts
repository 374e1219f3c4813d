import type { AnyRouter } from '@tanstack/react-router';
import { whenIdle } from '@/shared/preload/when-idle';

/**
 * Starts the router's first load and settles when its screen is ready (loaders done, a redirect such
 * as /verify's followed) or after `waitAtMostMs`; never rejects. Awaited before React's first render
 * (index.html's «Загрузка…» stays up), so data already there (the early fetch, the saved lists) is
 * drawn as the finished screen at once, not as a pending shell replaced a render and a layout later.
 */
export function loadFirstScreen(router: AnyRouter, waitAtMostMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const settle = () => {
      stopListening();
      clearTimeout(timer);
      resolve();
    };
    const stopListening = router.subscribe('onResolved', settle);
    const timer = setTimeout(settle, waitAtMostMs);
    // A failed load shows its error screen once rendered; nothing is lost by not waiting for it.
    router.load().catch(settle);
  });
}

/**
 * Runs `task` in an idle moment once the router has resolved its first screen, so work that can wait
 * never competes with that screen's code, data or frames for a slow phone's connection and thread.
 */
export function afterFirstScreen(router: AnyRouter, task: () => void): void {
  const stop = router.subscribe('onResolved', () => {
    stop();
    whenIdle(task);
  });
}
