import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node-server';
import { allowConsoleErrors } from '../utils/console';
import { renderApp } from '../utils/render-app';
import { recordRequests, requestsTo } from '../utils/requests';
import { signIn } from '../utils/session';

const OFFLINE = 'Нет соединения';

/** What the browser does when the connection drops or returns: `navigator.onLine`, then the event. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

async function openHome(path = '/homePage') {
  signIn();
  const app = renderApp(path);
  await screen.findByRole('link', { name: 'Анталья' });
  return app;
}

// TanStack Query's onlineManager is one for the whole test file: never let it stay offline.
afterEach(() => {
  onlineManager.setOnline(true);
});

describe('the offline banner', () => {
  it('shows «Нет соединения» while offline, outside the header and footer, and leaves when back online', async () => {
    await openHome();
    expect(screen.queryByText(OFFLINE)).toBeNull();

    goOffline();
    const banner = screen.getByText(OFFLINE);
    expect(banner).toHaveAttribute('role', 'status');
    expect(banner).toBeVisible();
    expect(screen.getByRole('banner')).not.toContainElement(banner);
    expect(screen.getByRole('contentinfo')).not.toContainElement(banner);
    // The shell's own controls stay there and usable.
    expect(screen.getByRole('link', { name: '@anna_admin' })).toBeVisible();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Найти отель' })).toBeEnabled();

    goOnline();
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });

  it('trusts the events, not a `navigator.onLine` that is false from the start', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openHome();
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });
});

describe('lists come back with the connection', () => {
  it('a failed hotel list loads again when the `online` event fires', async () => {
    allowConsoleErrors();
    server.use(http.get('*/v1/hotels', () => HttpResponse.error()));
    await openHome('/homePage?view=HOTEL_LIST&regionId=1');
    expect(await screen.findByText('Не удалось загрузить отели.')).toBeInTheDocument();

    server.resetHandlers();
    const requests = recordRequests();
    goOffline();
    expect(requestsTo(requests, 'GET', '/v1/hotels')).toHaveLength(0);

    goOnline();
    expect(await screen.findByText('Lara Sun Palace')).toBeInTheDocument();
    expect(requestsTo(requests, 'GET', '/v1/hotels')).toHaveLength(1);
    expect(screen.queryByText('Не удалось загрузить отели.')).toBeNull();
  });

  it('a stale region list refetches when the `online` event fires, a fresh one does not', async () => {
    await openHome();
    const requests = recordRequests();
    goOffline();
    goOnline();
    expect(requestsTo(requests, 'GET', '/v1/regions')).toHaveLength(0);

    server.use(
      http.get('*/v1/regions', () => HttpResponse.json([{ id: 1, region_name: 'Анталья и Белек', weight: 100 }])),
    );
    // Only the clock moves past the 30 s staleTime; timers stay real for Testing Library.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 31_000);
      goOffline();
      goOnline();
      expect(await screen.findByRole('link', { name: 'Анталья и Белек' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    expect(requestsTo(requests, 'GET', '/v1/regions')).toHaveLength(1);
  });
});
