import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The list is a lazy pane; loaded here, so the test does not spend its first wait transforming it.
import '@/features/home/hotels/hotel-list';
import { preloadAhead } from '@/preload-ahead';
import { recordRequests } from '../utils/requests';
import { renderApp } from '../utils/render-app';
import { signIn } from '../utils/session';

describe('what the panel fetches before the click', () => {
  it("a pointer on a hotel's edit button fetches that hotel, before any click", async () => {
    signIn();
    const { queryClient, router } = renderApp('/homePage?view=HOTEL_LIST&regionId=1');
    preloadAhead(queryClient, router);
    const edit = await screen.findByRole('button', { name: 'Редактировать «Lara Sun Palace»' }, { timeout: 5000 });
    const requests = recordRequests();

    fireEvent.pointerOver(edit);

    await expect.poll(() => requests.map(({ method, url }) => `${method} ${url.pathname}${url.search}`)).toContain('GET /v1/hotels?hotel_id=1');
    expect(router.state.location.search.view).toBe('HOTEL_LIST');
  });
});
