import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AWAY_BEFORE_REFETCH_MS, refetchOnReturn } from '@/app/refetch-on-return';
import { db } from '../../mocks/db';
import { renderApp } from '../utils/render-app';
import { recordRequests, requestsTo } from '../utils/requests';
import { signIn } from '../utils/session';

let visibility: DocumentVisibilityState = 'visible';

/** The page hidden for `ms` (Telegram minimised, another tab), then shown again. */
function awayFor(ms: number) {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  vi.setSystemTime(Date.now() + ms);
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  // Only the clock the absence is measured by; the app's timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

// Once, as src/main.tsx does: it takes the place of Query's own focus listener for the worker.
refetchOnReturn();

async function openRegions() {
  signIn();
  const app = renderApp('/homePage');
  await screen.findByRole('link', { name: 'Анталья' });
  return app;
}

describe('coming back to the panel', () => {
  it("shows another admin's rename once the admin comes back after a while", async () => {
    await openRegions();
    db.regions.find((region) => region.region_name === 'Анталья')!.region_name = 'Анталья и Белек';

    awayFor(AWAY_BEFORE_REFETCH_MS + 30_000);

    expect(await screen.findByRole('link', { name: 'Анталья и Белек' })).toBeInTheDocument();
  });

  it('asks for each list shown once, and for nothing after a glance of a few seconds', async () => {
    const { queryClient } = await openRegions();
    vi.setSystemTime(Date.now() + 60_000);
    const requests = recordRequests();

    // Query starts a focus refetch after a microtask or two; a task later it is under way, or done.
    const settled = async () => {
      await new Promise((resolve) => setTimeout(resolve));
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    };

    awayFor(3_000);
    await settled();
    expect(requestsTo(requests, 'GET', '/v1/regions')).toHaveLength(0);

    awayFor(AWAY_BEFORE_REFETCH_MS);
    await settled();
    expect(requestsTo(requests, 'GET', '/v1/regions')).toHaveLength(1);
  });
});
