import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** Any path the panel does not know leads to the main screen. */
export const splatRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$',
  beforeLoad: () => {
    throw redirect({ to: '/homePage', replace: true });
  },
});
