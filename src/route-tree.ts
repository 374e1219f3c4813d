import { splatRoute } from './routes/$';
import { rootRoute } from './routes/__root';
import { errorRoute } from './routes/error';
import { healthRoute } from './routes/health';
import { homePageRoute } from './routes/homePage';
import { indexRoute } from './routes/index';
import { userRoute } from './routes/user';
import { verifyRoute } from './routes/verify';

/**
 * The panel's routes, put together in code: a generated tree would bring casts to `any` with it.
 * A route's screen is fetched on the way to it (`lazyRouteComponent`), except the main screen's;
 * the root layout and the pending shells are drawn before a chunk could arrive, so they stay in
 * the entry too.
 */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  homePageRoute,
  verifyRoute,
  errorRoute,
  userRoute,
  healthRoute,
  splatRoute,
]);
