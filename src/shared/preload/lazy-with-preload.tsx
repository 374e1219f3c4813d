import { lazy, useState, type ComponentType } from 'react';

/**
 * A component in a chunk of its own that can be fetched ahead of its first use (`preload`). Once
 * fetched it renders at once: React.lazy suspends for a tick even for a module already loaded,
 * which costs a fallback and a second render just when the admin is waiting for the screen.
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
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
  return { Component: Preloadable, preload };
}
