import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { allHotelsQuery } from '@/entities/hotels/queries';
import { loadQuery } from '@/shared/feedback/load-query';
import { useToasts } from '@/shared/ui/toast/toast-store';
import { server } from '../../mocks/node-server';
import { allowConsoleErrors } from '../utils/console';
import { signIn } from '../utils/session';

/** A proxy's error page in place of the catalogue: a 200 whose body is not the list. */
const answerWithHtmlPage = () =>
  server.use(
    http.get('*/v1/hotels', () => new HttpResponse('<!doctype html><title>502 Bad Gateway</title>', { headers: { 'Content-Type': 'text/html' } })),
  );

/** The search pane's reading of the catalogue: its failure is shown, not fetched again on mount. */
function CatalogueReader() {
  const hotels = useQuery({ ...allHotelsQuery(true), retryOnMount: false });
  return hotels.isError ? <p>Не удалось загрузить отели.</p> : null;
}

describe('a failure met while nobody looked', () => {
  it('is toasted once by the screen that then shows it', async () => {
    const consoleError = allowConsoleErrors();
    signIn();
    answerWithHtmlPage();
    const queryClient = createQueryClient();
    // The admin's intent on «Найти отель», then the click's own load joining it on its way: the
    // answer comes before the pane's code, with nothing observing the query.
    await Promise.all([loadQuery(queryClient, allHotelsQuery(), true), loadQuery(queryClient, allHotelsQuery(), false)]);
    const toasts = renderHook(() => useToasts());
    expect(toasts.result.current).toEqual([]);

    const reader = () => (
      <QueryClientProvider client={queryClient}>
        <CatalogueReader />
      </QueryClientProvider>
    );
    const view = render(reader());
    await screen.findByText('Не удалось загрузить отели.');
    expect(toasts.result.current.map(({ kind, message }) => [kind, message])).toEqual([['error', 'Ошибка при загрузке всех отелей!']]);
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить все отели', expect.anything());

    // Shown again (Back, then the search once more), it is not toasted twice.
    view.unmount();
    render(reader());
    await screen.findByText('Не удалось загрузить отели.');
    expect(toasts.result.current).toHaveLength(1);
  });
});
