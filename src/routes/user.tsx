import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

export const userRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user',
  component: lazyRouteComponent(() => import('@/features/auth/user-page'), 'UserPage'),
});
