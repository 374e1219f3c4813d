import { lazyWithPreload } from '@/shared/preload/lazy-with-preload';
import { useToasts } from './toast-store';

// The stack's code and styles are not on the first paint: a toast only follows what the admin or the server did.
const toaster = lazyWithPreload(() => import('./toaster').then((module) => module.Toaster));

/** Fetches the stack's code after the first screen, so the first toast shows at once, offline too. */
export const preloadToaster = (): Promise<unknown> => toaster.preload();

/** The toasts' stack, from the first toast on (or from its code fetched ahead); its toasts wait in the store meanwhile. */
export function ToasterHost() {
  const ready = toaster.useReady(useToasts().length > 0);
  return ready ? <toaster.Component /> : null;
}
