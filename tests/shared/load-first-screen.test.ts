import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { regionsQuery } from '@/entities/regions/queries';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { loadFirstScreen } from '@/app/load-first-screen';
import { holdRequests } from '../utils/requests';
import { signIn } from '../utils/session';

function routerAt(path: string) {
  const queryClient = createQueryClient();
  return { queryClient, router: createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] })) };
}

describe('the first screen, before the first render', () => {
  it('is loaded, its data with it, when the load finishes within the wait', async () => {
    signIn();
    const { queryClient, router } = routerAt('/homePage');

    await loadFirstScreen(router, 10_000);

    expect(router.state.status).toBe('idle');
    expect(router.state.location.pathname).toBe('/homePage');
    expect(queryClient.getQueryData(regionsQuery().queryKey)).toEqual(expect.arrayContaining([expect.objectContaining({ region_name: 'Анталья' })]));
  });

  it("is the main screen after /verify's handshake and redirect", async () => {
    const { queryClient, router } = routerAt('/verify?tg_id=1&hash=demo');

    await loadFirstScreen(router, 10_000);

    expect(router.state.location.pathname).toBe('/homePage');
    expect(queryClient.getQueryData(regionsQuery().queryKey)).toBeDefined();
  });

  it('is waited for no longer than the wait, and goes on loading', async () => {
    signIn();
    const regions = holdRequests('get', '*/v1/regions');
    const { router } = routerAt('/homePage');

    await loadFirstScreen(router, 50);

    expect(router.state.status).toBe('pending');
    regions.release();
    await expect.poll(() => router.state.status).toBe('idle');
    expect(router.state.location.pathname).toBe('/homePage');
  });
});
