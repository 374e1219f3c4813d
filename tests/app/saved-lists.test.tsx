import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserInfo } from '@/api/user-info';
import { beachesQuery } from '@/entities/beaches/queries';
import { allHotelsQuery, hotelQuery, hotelsByRegionQuery } from '@/entities/hotels/queries';
import { newsListQuery } from '@/entities/news/queries';
import { photosQuery } from '@/entities/photos/queries';
import { reelsQuery } from '@/entities/reels/queries';
import { regionKeys, regionsQuery } from '@/entities/regions/queries';
import { roomsQuery } from '@/entities/rooms/queries';
import { videosQuery } from '@/entities/videos/queries';
import { isPersisted } from '@/app/persisted-queries';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { holdRequests } from '../utils/requests';
import { signIn } from '../utils/session';

// IndexedDB's stand-in (jsdom has none): what the persister wrote, by key.
const stored = vi.hoisted(() => new Map<string, string>());
vi.mock('@/shared/persist/idb-storage', () => ({
  idbStorage: () => ({
    getItem: (key: string) => Promise.resolve(stored.get(key)),
    setItem: (key: string, value: string) => Promise.resolve(void stored.set(key, value)),
    removeItem: (key: string) => Promise.resolve(void stored.delete(key)),
  }),
}));

/** The app's start module as a fresh page load has it: nothing loaded, nothing forgotten yet. */
async function freshPage() {
  vi.resetModules();
  return {
    ...(await import('@/app/persisted-queries')),
    ...(await import('@/app/session-ended')),
  };
}

/** A visit that loaded the regions and saved them, as the panel does after its first screen. */
async function visitAndSave() {
  const page = await freshPage();
  const queryClient = createQueryClient();
  await queryClient.fetchQuery(regionsQuery());
  // The save waits for a quiet moment, two seconds and an idle one: the clock is moved past it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    page.savePersistedQueries(queryClient);
    await vi.runAllTimersAsync();
  } finally {
    vi.useRealTimers();
  }
  await vi.waitFor(() => expect(localStorage.getItem('queryCache')).not.toBeNull());
  return { page, queryClient };
}

function renderWith(queryClient: QueryClient, path: string) {
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const signOut = () => Cookies.remove('jwtToken', { path: '/' });

beforeEach(() => {
  stored.clear();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('which lists are saved', () => {
  it('the regions, the hotels of a region and each hotel, beaches, and the lists of every tab', () => {
    const saved = [
      regionsQuery(),
      hotelsByRegionQuery(1),
      hotelQuery(1, createQueryClient()),
      beachesQuery({ region_id: 1 }),
      roomsQuery(1),
      newsListQuery(1),
      photosQuery(1),
      videosQuery(1),
      reelsQuery(1),
    ];
    for (const { queryKey } of saved) expect(isPersisted({ queryKey }), JSON.stringify(queryKey)).toBe(true);
  });

  it("not the search's list of the whole catalogue", () => {
    expect(isPersisted({ queryKey: allHotelsQuery().queryKey })).toBe(false);
  });
});

describe('the lists a reopened panel paints at once', () => {
  it('shows the saved regions before the API answers, and asks for them again', async () => {
    signIn();
    await visitAndSave();
    const regions = holdRequests('get', '*/v1/regions');

    const reopened = await freshPage();
    const queryClient = createQueryClient();
    await reopened.restorePersistedQueries(queryClient);
    renderWith(queryClient, '/homePage');

    expect(await screen.findByRole('link', { name: 'Анталья' })).toBeInTheDocument();
    // Shown from the saved cache, and already being revalidated.
    expect(queryClient.isFetching({ queryKey: regionKeys.lists() })).toBe(1);
    regions.release();
  });

  it("does not show another admin's saved lists", async () => {
    signIn();
    await visitAndSave();
    saveUserInfo({ user_name: 'boris_admin', tg_id: '2', hash: 'other' });

    const reopened = await freshPage();
    const queryClient = createQueryClient();
    await reopened.restorePersistedQueries(queryClient);

    expect(queryClient.getQueryData(regionKeys.lists())).toBeUndefined();
  });

  it('through /verify, restores the lists of the admin the link names', async () => {
    signIn();
    await visitAndSave();
    signOut();
    window.history.replaceState(null, '', '/verify?tg_id=1&hash=demo');

    const reopened = await freshPage();
    const queryClient = createQueryClient();
    await reopened.restorePersistedQueries(queryClient);

    expect(queryClient.getQueryData(regionKeys.lists())).toContainEqual(expect.objectContaining({ region_name: 'Анталья' }));
  });

  it('signed out, forgets them', async () => {
    signIn();
    await visitAndSave();
    signOut();

    const reopened = await freshPage();
    const queryClient = createQueryClient();
    await reopened.restorePersistedQueries(queryClient);

    expect(queryClient.getQueryData(regionKeys.lists())).toBeUndefined();
    expect(localStorage.getItem('queryCache')).toBeNull();
    await vi.waitFor(() => expect(stored.size).toBe(0));
  });

  it('forgets them when the session ends, and saves nothing more in that page', async () => {
    signIn();
    const { page, queryClient } = await visitAndSave();
    const router = renderWith(queryClient, '/homePage');
    await screen.findByRole('link', { name: 'Анталья' });

    vi.useFakeTimers();
    try {
      page.goToSessionEnded(router);
      await vi.advanceTimersByTimeAsync(0);
      expect(localStorage.getItem('queryCache')).toBeNull();
      expect(stored.size).toBe(0);

      queryClient.setQueryData(regionKeys.lists(), []);
      await vi.advanceTimersByTimeAsync(5000);
      expect(stored.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    await screen.findByText('Сеанс завершён. Откройте панель заново из бота.');
  });
});
