import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node-server';
import { hotelKeys } from '@/entities/query-keys';
import { UNDO_WINDOW_MS } from '@/shared/deferred-delete/deferred-action';
// The detail is a lazy pane; loaded here once, so no test spends its first wait transforming it.
import '@/features/hotel-detail/hotel-detail';
import { allowConsoleErrors } from '../../utils/console';
import { passTime, settle, stopTheClock } from '../../utils/fake-clock';
import { renderApp } from '../../utils/render-app';
import { recordRequests, requestsTo } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { toastsSaying } from '../../utils/toasts';

const antalya = () => screen.getByRole('region', { name: 'Отели региона Анталья!' });
const listed = (name: string) => within(antalya()).queryByRole('link', { name });
const pendingToasts = () => toastsSaying('success', 'Отель «Lara Sun Palace» будет удалён.');
const deletesOfHotel1 = (recorded: ReturnType<typeof recordRequests>) => requestsTo(recorded, 'DELETE', '/v1/hotels/1');

/** As an admin does it: Анталья's hotels, Lara Sun Palace's detail, «⋯», «Удалить отель», «Удалить». */
async function deleteLaraSunPalace() {
  signIn();
  const app = renderApp('/homePage?view=HOTEL_LIST&regionId=1');
  await app.user.click(await screen.findByRole('link', { name: 'Lara Sun Palace' }, { timeout: 5000 }));
  await screen.findByRole('heading', { level: 1, name: 'Lara Sun Palace' }, { timeout: 5000 });
  await app.user.click(screen.getByRole('button', { name: 'Действия с отелем' }));
  await app.user.click(screen.getByRole('menuitem', { name: 'Удалить отель' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Удалить отель безвозвратно?')).toBeInTheDocument();

  stopTheClock();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
  await settle();
  return app;
}

describe('deleting a hotel from its detail', { timeout: 20_000 }, () => {
  it('asks first, and deletes nothing when the admin cancels', async () => {
    const recorded = recordRequests();
    signIn();
    const { user } = renderApp('/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1');
    await user.click(await screen.findByRole('button', { name: 'Действия с отелем' }, { timeout: 5000 }));
    await user.click(screen.getByRole('menuitem', { name: 'Удалить отель' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Lara Sun Palace' })).toBeInTheDocument();
    expect(deletesOfHotel1(recorded)).toEqual([]);
  });

  it('takes it off the list at once and sends DELETE only after five seconds of «Отменить»', async () => {
    const recorded = recordRequests();
    const { router } = await deleteLaraSunPalace();

    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 1 });
    expect(listed('Lara Sun Palace')).not.toBeInTheDocument();
    expect(listed('Konyaalti Bay Hotel')).toBeInTheDocument();
    const [pending] = pendingToasts();
    expect(within(pending!).getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
    expect(deletesOfHotel1(recorded)).toEqual([]);

    await passTime(UNDO_WINDOW_MS - 1);
    expect(deletesOfHotel1(recorded)).toEqual([]);
    expect(db.hotels.some((hotel) => hotel.hotel_id === 1)).toBe(true);

    await passTime(1);
    expect(deletesOfHotel1(recorded)).toHaveLength(1);
    expect(db.hotels.some((hotel) => hotel.hotel_id === 1)).toBe(false);
    expect(toastsSaying('success', 'Отель удалён!')).toHaveLength(1);
    expect(pending).not.toBeInTheDocument();
    expect(listed('Lara Sun Palace')).not.toBeInTheDocument();
  });

  it('keeps it off a list loaded again meanwhile, though the server still has it', async () => {
    const recorded = recordRequests();
    const { queryClient } = await deleteLaraSunPalace();
    await act(() => queryClient.invalidateQueries({ queryKey: hotelKeys.lists() }));
    await settle();
    expect(requestsTo(recorded, 'GET', '/v1/hotels').length).toBeGreaterThan(0);
    expect(listed('Konyaalti Bay Hotel')).toBeInTheDocument();
    expect(listed('Lara Sun Palace')).not.toBeInTheDocument();
  });

  it('puts it back at once on «Отменить» and never sends anything', async () => {
    const recorded = recordRequests();
    await deleteLaraSunPalace();
    await passTime(UNDO_WINDOW_MS / 2);

    fireEvent.click(within(pendingToasts()[0]!).getByRole('button', { name: 'Отменить' }));
    await settle();
    expect(listed('Lara Sun Palace')).toBeInTheDocument();
    expect(pendingToasts()).toEqual([]);

    await passTime(10 * UNDO_WINDOW_MS);
    expect(deletesOfHotel1(recorded)).toEqual([]);
    expect(db.hotels.some((hotel) => hotel.hotel_id === 1)).toBe(true);
  });

  it('sends at once when the panel is closed meanwhile, with keepalive so the request outlives the page', async () => {
    const recorded = recordRequests();
    const keepalive: boolean[] = [];
    const noteKeepalive = ({ request }: { request: Request }) => {
      if (request.method === 'DELETE') keepalive.push(request.keepalive);
    };
    server.events.on('request:start', noteKeepalive);
    onTestFinished(() => {
      server.events.removeListener('request:start', noteKeepalive);
    });
    await deleteLaraSunPalace();
    await passTime(1000);
    expect(deletesOfHotel1(recorded)).toEqual([]);

    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(deletesOfHotel1(recorded)).toHaveLength(1);
    expect(keepalive).toEqual([true]);
    expect(pendingToasts()).toEqual([]);

    await passTime(10 * UNDO_WINDOW_MS);
    expect(deletesOfHotel1(recorded)).toHaveLength(1);
  });

  it('sends at once when the panel is hidden (Telegram minimised, another tab)', async () => {
    const recorded = recordRequests();
    await deleteLaraSunPalace();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await settle();
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
    expect(deletesOfHotel1(recorded)).toHaveLength(1);
    expect(toastsSaying('success', 'Отель удалён!')).toHaveLength(1);
  });

  it('puts it back with the failure toast and the server’s reason when the server refuses', async () => {
    const consoleError = allowConsoleErrors();
    server.use(http.delete('*/v1/hotels/:id', () => HttpResponse.json({ detail: 'У отеля есть бронирования.' }, { status: 409 })));
    await deleteLaraSunPalace();
    expect(listed('Lara Sun Palace')).not.toBeInTheDocument();

    // The window, and the moment the refusal takes to come back through the HTTP client.
    await passTime(UNDO_WINDOW_MS + 100);
    const [refusal] = toastsSaying('error', 'Ошибка при удалении отеля!');
    expect(refusal).toHaveTextContent('У отеля есть бронирования.');
    expect(listed('Lara Sun Palace')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Не удалось удалить отель', expect.anything());
  });
});
