import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { findConfigProblems } from '@/api/config-check';
import { onRefreshRefused } from '@/api/refresh';
import { forgetPersistedQueries, restorePersistedQueries, savePersistedQueries } from './persisted-queries';
import { createQueryClient } from './query-client';
import { refetchOnReturn } from './refetch-on-return';
import { createAppRouter } from './router';
import { goToSessionEnded } from './session-ended';
import { ConfigProblems } from '@/shared/errors/config-problems';
import { logCaughtError, reloadOnStaleChunk } from '@/shared/errors/chunk-failures';
import { afterFirstScreen, loadFirstScreen } from './load-first-screen';
import { mayPreload } from '@/shared/preload/may-preload';
import { prepareHotelOrder } from '@/entities/hotels/hotel-order';
import { preloadHotelPanes } from '@/features/home';
import { VIEW_PENDING_MS } from '@/navigation/view-state';
import '@/shared/styles/global.css';

reloadOnStaleChunk();

const queryClient = createQueryClient({ onSessionEnded: () => goToSessionEnded(router) });
const router = createAppRouter(queryClient);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const configProblems = findConfigProblems();
if (configProblems.length > 0) console.error('Панель настроена неверно', configProblems);

// A refresh the server refuses ends the session, whichever request (an upload, say) ran into it.
onRefreshRefused(forgetPersistedQueries);
refetchOnReturn();

// The saved lists go in before the router's first load, so the main screen finds them there; that
// load then gets as long to finish as the route waits before its pending shell, so the first render
// draws the screen itself when it can, and that shell otherwise.
const ready =
  configProblems.length > 0
    ? Promise.resolve()
    : restorePersistedQueries(queryClient).then(() => loadFirstScreen(router, VIEW_PENDING_MS));

void ready.then(() => {
  createRoot(rootElement, { onCaughtError: logCaughtError }).render(
    <StrictMode>
      {configProblems.length > 0 ? (
        <ConfigProblems problems={configProblems} />
      ) : (
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      )}
    </StrictMode>,
  );
});

// What the first screen can do without, once it is drawn: the collation a region's hotels are sorted
// with, and the code of the panes a region leads to (their data comes on the admin's intent).
afterFirstScreen(router, () => {
  savePersistedQueries(queryClient);
  prepareHotelOrder();
  if (mayPreload()) preloadHotelPanes();
});
