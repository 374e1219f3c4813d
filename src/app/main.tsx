import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { settingsAreWrong } from '@/api/config-check';
import { loadKy } from '@/api/ky-loader';
import { loadTokenRefresh, onRefreshRefused } from '@/api/refresh';
import { forgetPersistedQueries, restorePersistedQueries, savePersistedQueries } from './persisted-queries';
import { createQueryClient } from './query-client';
import { refetchOnReturn } from './refetch-on-return';
import { createAppRouter } from './router';
import { goToSessionEnded } from './session-ended';
import { logCaughtError, reloadOnStaleChunk } from '@/shared/errors/chunk-failures';
import { afterFirstScreen, loadFirstScreen } from './load-first-screen';
import { mayPreload } from '@/shared/preload/may-preload';
import { prepareHotelOrder } from '@/entities/hotels/hotel-order';
import { preloadHotelPanes } from '@/features/home';
import { preloadConfirmDialog } from '@/shared/ui/confirm/confirm-host';
import { preloadToaster } from '@/shared/ui/toast/toaster-host';
import { preloadLeaveGuard } from '@/shared/unsaved-changes/leave-guard-host';
import { VIEW_PENDING_MS } from '@/navigation/view-state';
import '@/shared/styles/global.css';

reloadOnStaleChunk();

const queryClient = createQueryClient({ onSessionEnded: () => goToSessionEnded(router) });
const router = createAppRouter(queryClient);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// A refresh the server refuses ends the session, whichever request (an upload, say) ran into it.
onRefreshRefused(forgetPersistedQueries);
refetchOnReturn();

const render = (screen: ReactNode) =>
  createRoot(rootElement, { onCaughtError: logCaughtError }).render(<StrictMode>{screen}</StrictMode>);

if (settingsAreWrong()) {
  // Only a misconfigured deployment says what is wrong and shows this screen: their code is fetched then.
  void Promise.all([import('@/api/config-report'), import('@/shared/errors/config-problems')]).then(
    ([{ findConfigProblems }, { ConfigProblems }]) => {
      const problems = findConfigProblems();
      console.error('Панель настроена неверно', problems);
      render(<ConfigProblems problems={problems} />);
    },
  );
} else {
  // The saved lists go in before the router's first load, so the main screen finds them there; that
  // load then gets as long to finish as the route waits before its pending shell, so the first render
  // draws the screen itself when it can, and that shell otherwise.
  void restorePersistedQueries(queryClient)
    .then(() => loadFirstScreen(router, VIEW_PENDING_MS))
    .then(() =>
      render(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      ),
    );
}

// What the first screen can do without, once it is drawn: the collation a region's hotels are sorted
// with; the HTTP client and its token refresh, which its data came without (index.html's early
// fetch); the code of the panes a region leads to (their data comes on the admin's intent); and that
// of the toasts, the in-app question and the leave guard, which must not wait for a connection that
// may be gone by then.
afterFirstScreen(router, () => {
  savePersistedQueries(queryClient);
  prepareHotelOrder();
  if (!mayPreload()) return;
  for (const preload of [loadKy, loadTokenRefresh, preloadToaster, preloadConfirmDialog, preloadLeaveGuard]) preload().catch(() => undefined);
  preloadHotelPanes();
});
