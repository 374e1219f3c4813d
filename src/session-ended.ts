import type { AnyRouter } from '@tanstack/react-router';

/** Where a request refused even after the token refresh leads: the session is over. */
export function goToSessionEnded(router: AnyRouter): void {
  void router.navigate({ to: '/error', search: { reason: 'session' }, replace: true, ignoreBlocker: true });
}
