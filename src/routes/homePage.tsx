import { createFileRoute, redirect } from '@tanstack/react-router';
import { onlineManager } from '@tanstack/react-query';
import { hasAccessToken } from '@/api/auth';
import { errorPageReason } from '@/api/failure-kind';
import { regionsQuery } from '@/entities/regions/queries';
import { HomePage, HomePending, loadView } from '@/features/home';
import { VIEW_PENDING_MS, homeSearchSchema, hotelListViewOf } from '@/navigation/view-state';

export const Route = createFileRoute('/homePage')({
  validateSearch: homeSearchSchema,
  beforeLoad: () => {
    if (!hasAccessToken()) throw redirect({ to: '/error', replace: true });
  },
  loaderDeps: ({ search: { view, regionId, hotelId, tab } }) => ({ view, regionId, hotelId, tab }),
  loader: async ({ context: { queryClient }, deps, preload, location }) => {
    // Beside the regions, not after them: the view's own data and code are on their way too. The
    // list's order and filters are read, not loader deps: changing them needs nothing loaded.
    const view = loadView(queryClient, deps, preload, hotelListViewOf(location.search));
    try {
      await queryClient.ensureQueryData(regionsQuery());
    } catch (error) {
      console.error('Не удалось загрузить регионы', error);
      throw redirect({ to: '/error', search: { reason: errorPageReason(error) }, replace: true });
    }
    // Offline what is not saved would only come with the connection: the pane says so meanwhile.
    if (onlineManager.isOnline()) await view;
  },
  // The main screen is what nearly every visit shows: it ships with the entry rather than being
  // discovered a round trip later, as the other routes' screens are (split by the router's plugin).
  codeSplitGroupings: [],
  component: HomePage,
  // A view whose data is slow to come shows the screen with a loading pane, and a cold start the
  // shell, rather than the screen left behind.
  pendingComponent: HomePending,
  pendingMs: VIEW_PENDING_MS,
  pendingMinMs: 0,
});
