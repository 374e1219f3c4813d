import type { QueryClient } from '@tanstack/react-query';
import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './router-context';
import { RouteError } from '@/shared/errors/route-error';

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient } satisfies RouterContext,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // A pointer coming over a link, a finger touching it, the focus reaching it: its screen is
    // prepared at once, as the click that follows may come within a few milliseconds.
    defaultPreloadDelay: 0,
    // Every route, the root included, fails into a Russian screen with «Повторить».
    defaultErrorComponent: RouteError,
    // Query owns caching; the router must ask it every time rather than keep loader results of its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Query values stay strings: a login hash such as "1e5" must reach the server as written, not
    // as 100000. Route search schemas coerce the numbers they need.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(String),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
