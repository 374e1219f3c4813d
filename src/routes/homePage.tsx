import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasAccessToken } from '@/api/auth';
import { errorPageReason } from '@/api/failure-kind';
import { regionsQuery } from '@/entities/regions/queries';
import { HomePage, HomePending, preloadView } from '@/features/home';
import { homeSearchSchema } from '@/navigation/view-state';

export const Route = createFileRoute('/homePage')({
  validateSearch: homeSearchSchema,
  beforeLoad: () => {
    if (!hasAccessToken()) throw redirect({ to: '/error', replace: true });
  },
  loaderDeps: ({ search: { view, regionId, hotelId } }) => ({ view, regionId, hotelId }),
  loader: async ({ context: { queryClient }, deps, preload }) => {
    // Beside the regions, not after them: the view's own data and code are on their way too.
    preloadView(queryClient, deps, preload);
    try {
      await queryClient.ensureQueryData(regionsQuery());
    } catch (error) {
      console.error('Не удалось загрузить регионы', error);
      throw redirect({ to: '/error', search: { reason: errorPageReason(error) }, replace: true });
    }
  },
  // The main screen is what nearly every visit shows: it ships with the entry rather than being
  // discovered a round trip later, as the other routes' screens are (split by the router's plugin).
  codeSplitGroupings: [],
  component: HomePage,
  // The shell appears at once on a cold start and disappears the moment the regions arrive.
  pendingComponent: HomePending,
  pendingMs: 0,
  pendingMinMs: 0,
});
