import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader receives; its own module so the root route need not import the router it belongs to. */
export type RouterContext = { queryClient: QueryClient };
