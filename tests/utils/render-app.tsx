import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { goToSessionEnded } from '@/app/session-ended';
import { logCaughtError } from '@/shared/errors/chunk-failures';

/** The real app (routes, query defaults) at `path`, with a fresh cache that does not retry. */
export function renderApp(path: string) {
  const queryClient = createQueryClient({ onSessionEnded: () => goToSessionEnded(router) });
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    // As src/app/main.tsx reports what error boundaries catch.
    { onCaughtError: logCaughtError },
  );
  return { ...view, user, router, queryClient };
}
