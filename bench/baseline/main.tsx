// The bench's baseline: a bare React + TanStack Router + TanStack Query page on the panel's data path
// to the first paint of /homePage (config.js → bearer token from the `jwtToken` cookie → a route loader
// that ensures `GET /v1/regions` → the region names as buttons), and to it through /verify (a loader
// that posts the handshake and stores the token first), without any of the panel's features.
import { QueryClient, QueryClientProvider, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, redirect, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

type Region = { id: number; region_name: string };

declare global {
  interface Window {
    __APP_CONFIG__?: { apiBaseUrl?: string };
  }
}

// A path ('/') is the API on the page's own origin, as the panel reads it (its nginx proxies the API).
const apiBase = new URL(`${(window.__APP_CONFIG__?.apiBaseUrl ?? 'http://localhost:3000').replace(/\/+$/, '')}/`, location.href);

function cookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}

const regionsQuery = queryOptions({
  queryKey: ['regions'],
  queryFn: async ({ signal }): Promise<Region[]> => {
    const response = await fetch(new URL('v1/regions', apiBase), {
      headers: { Authorization: `Bearer ${cookie('jwtToken') ?? ''}` },
      signal,
    });
    if (!response.ok) throw new Error(`GET /v1/regions: ${response.status}`);
    return (await response.json()) as Region[];
  },
});

const queryClient = new QueryClient();

const rootRoute = createRootRoute({ component: Outlet });

function Regions() {
  const { data: regions } = useSuspenseQuery(regionsQuery);
  return (
    <main>
      <h1>Регионы</h1>
      {regions.map((region) => (
        <button key={region.id} type="button">
          {region.region_name}
        </button>
      ))}
    </main>
  );
}

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/homePage',
  loader: () => queryClient.ensureQueryData(regionsQuery),
  component: Regions,
  pendingComponent: () => <p role="status">Загрузка…</p>,
  pendingMs: 0,
});

// The router reads `tg_id=1` as the number 1; the handshake sends text, as the panel does.
const queryText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

const verifyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify',
  validateSearch: (search: Record<string, unknown>) => ({ tg_id: queryText(search.tg_id), hash: queryText(search.hash) }),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const response = await fetch(new URL('admin/verify', apiBase), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(deps),
    });
    if (!response.ok) throw new Error(`POST /admin/verify: ${response.status}`);
    const { access_token } = (await response.json()) as { access_token: string };
    document.cookie = `jwtToken=${encodeURIComponent(access_token)}; path=/; SameSite=Lax`;
    throw redirect({ to: '/homePage', replace: true });
  },
  pendingComponent: () => <p role="status">Вход…</p>,
  pendingMs: 0,
});

const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute, verifyRoute]) });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
