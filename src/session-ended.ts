import type { AnyRouter } from '@tanstack/react-router';
import { forgetPersistedQueries } from './persisted-queries';

/** Where a request refused even after the token refresh leads: the session is over, and its saved lists go. */
export function goToSessionEnded(router: AnyRouter): void {
  forgetPersistedQueries();
  void router.navigate({ to: '/error', search: { reason: 'session' }, replace: true, ignoreBlocker: true });
}
