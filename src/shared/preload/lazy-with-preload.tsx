import { lazy, useEffect, useEffectEvent, useState, useSyncExternalStore, type ComponentType } from 'react';

/**
 * A component in a chunk of its own that can be fetched ahead of its first use (`preload`). Once
 * fetched it renders at once: React.lazy suspends for a tick even for a module already loaded,
 * which costs a fallback and a second render just when the admin is waiting for the screen.
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const listeners = new Set<() => void>();
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
        return component;
      },
      (error: unknown) => {
        // A later use tries again (after a deploy the stale-chunk reload takes over).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function Preloadable(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  /**
   * For a part drawn only while it has something to show (a toast, a question): whether its code
   * has come, so that `Component` draws at once, with no fallback and no error boundary involved.
   * The chunk is fetched when `wanted` turns true, unless it came ahead; a fetch that fails goes to
   * `onFailure`, and is tried again the next time `wanted` turns true.
   */
  function useReady(wanted: boolean, onFailure?: (error: unknown) => void): boolean {
    const ready = useSyncExternalStore(subscribe, () => loaded !== undefined);
    const fail = useEffectEvent((error: unknown) => onFailure?.(error));
    useEffect(() => {
      if (wanted && !ready) preload().catch(fail);
    }, [wanted, ready]);
    return ready;
  }

  return { Component: Preloadable, preload, useReady };
}
