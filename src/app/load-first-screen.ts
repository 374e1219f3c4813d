import type { AnyRouter } from '@tanstack/react-router';

/**
 * Starts the router's first load and settles when its screen is ready (loaders done, a redirect
 * such as /verify's followed), or after `waitAtMostMs`, whichever comes first; never rejects.
 *
 * Awaited before React's first render: index.html's own «Загрузка…» stays up meanwhile, and when
 * the data is already there (the early fetch, the saved lists) React draws the finished screen at
 * once, not first a route's pending shell that it then replaces, which on a phone costs a render
 * and a layout on the way to the regions. A slower load is drawn after the wait: its pending shell,
 * then the screen.
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
