import { lazyWithPreload } from '@/shared/preload/lazy-with-preload';
import { usePendingWork } from './pending-work';

// The router's blocker is not on the first paint: nothing can be lost before a form is changed.
const guard = lazyWithPreload(() => import('./leave-guard').then((module) => module.LeaveGuard));

/** Fetches the guard's code after the first screen, so it stands before any work is pending, offline too. */
export const preloadLeaveGuard = (): Promise<unknown> => guard.preload();

/** The leave guard, from the first pending work on (or from its code fetched ahead). */
export function LeaveGuardHost() {
  const ready = guard.useReady(usePendingWork());
  return ready ? <guard.Component /> : null;
}
