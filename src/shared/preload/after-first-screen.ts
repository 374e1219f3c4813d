import type { AnyRouter } from '@tanstack/react-router';
import { whenIdle } from './when-idle';

/**
 * Runs `task` in an idle moment once the router has resolved its first screen (its loaders done, a
 * redirect such as /verify's followed) and so after that screen is drawn: work that can wait never
 * competes with that screen's code, data or frames, which on a slow phone line share one
 * connection and one thread with it.
 */
export function afterFirstScreen(router: AnyRouter, task: () => void): void {
  const stop = router.subscribe('onResolved', () => {
    stop();
    whenIdle(task);
  });
}
