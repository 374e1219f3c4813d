import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node-server';
import { hotelsByRegionQuery } from '@/entities/hotels/queries';
import '@/features/home/regions/region-form';
import { UNDO_WINDOW_MS } from '@/shared/deferred-delete/deferred-action';
import { allowConsoleErrors } from '../../utils/console';
import { passTime, settle, stopTheClock } from '../../utils/fake-clock';
import { recordRequests, requestsTo } from '../../utils/requests';
import { expectFailureToast, toastsSaying } from '../../utils/toasts';
import { listedRegionNames, openHome, regionsColumn } from './regions-screen';

const deleteButton = () => screen.getByRole('button', { name: 'Удалить регион' });
const pendingToasts = () => toastsSaying('success', 'Регион «Бодрум» будет удалён.');

/** The region's hotels first (so the panel knows how many it has), then its edit form. */
async function editAfterItsHotels(regionId: number, regionName: string) {
  const app = await openHome(`/homePage?view=HOTEL_LIST&regionId=${regionId}`);
  await screen.findByRole('heading', { name: `Отели региона ${regionName}!` });
  await app.user.click(regionsColumn().getByRole('button', { name: `Редактировать «${regionName}»` }));
  await screen.findByRole('heading', { name: 'Редактировать регион' }, { timeout: 5000 });
  return app;
}

/** «Удалить регион», then «Удалить» in the question; from here the clock moves only when told. */
async function confirmDeletion(user: { click: (element: Element) => Promise<void> }) {
  await user.click(deleteButton());
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Удалить регион безвозвратно?')).toBeInTheDocument();
  stopTheClock();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
  await settle();
}

describe('deleting a region', { timeout: 20_000 }, () => {
  it('refuses up front, saying why, while the panel knows the region has hotels', async () => {
    const recorded = recordRequests();
    const { user } = await editAfterItsHotels(1, 'Анталья');
    const reason = 'Регион с отелями удалить нельзя (в нём 4 отеля). Сначала удалите отели или перенесите в другой регион.';
    expect(deleteButton()).toHaveAttribute('aria-disabled', 'true');
    expect(deleteButton()).toHaveAccessibleDescription(reason);

    await user.click(deleteButton());
    await expectFailureToast('Ошибка при удалении региона!', reason);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(recorded, 'DELETE', '/v1/regions/1')).toEqual([]);
  });

  it('takes an empty region off the column at once, goes home, and sends DELETE only after five seconds', async () => {
    const recorded = recordRequests();
    const { user, router } = await editAfterItsHotels(5, 'Бодрум');
    expect(deleteButton()).not.toHaveAttribute('aria-disabled');
    await confirmDeletion(user);

    expect(router.state.location.search).toEqual({});
    expect(listedRegionNames()).not.toContain('Бодрум');
    expect(pendingToasts()).toHaveLength(1);
    await passTime(UNDO_WINDOW_MS - 1);
    expect(requestsTo(recorded, 'DELETE', '/v1/regions/5')).toEqual([]);

    await passTime(1);
    expect(requestsTo(recorded, 'DELETE', '/v1/regions/5')).toHaveLength(1);
    expect(toastsSaying('success', 'Регион удалён!')).toHaveLength(1);
    expect(db.regions.some((region) => region.id === 5)).toBe(false);
    expect(listedRegionNames()).not.toContain('Бодрум');
  });

  it('puts it back on «Отменить» and sends nothing', async () => {
    const recorded = recordRequests();
    const { user } = await editAfterItsHotels(5, 'Бодрум');
    await confirmDeletion(user);
    fireEvent.click(within(pendingToasts()[0]!).getByRole('button', { name: 'Отменить' }));
    await settle();
    expect(listedRegionNames()).toContain('Бодрум');

    await passTime(10 * UNDO_WINDOW_MS);
    expect(requestsTo(recorded, 'DELETE', '/v1/regions/5')).toEqual([]);
    expect(db.regions.some((region) => region.id === 5)).toBe(true);
  });

  it('asks the server for the hotels no loaded list knows of, and refuses before the question', async () => {
    const recorded = recordRequests();
    const { user } = await openHome('/homePage?view=REGION_MANAGE&regionId=3');
    await screen.findByRole('heading', { name: 'Редактировать регион' }, { timeout: 5000 });
    expect(deleteButton()).not.toHaveAttribute('aria-disabled');

    await user.click(deleteButton());
    const reason = 'Регион с отелями удалить нельзя (в нём 3 отеля). Сначала удалите отели или перенесите в другой регион.';
    await expectFailureToast('Ошибка при удалении региона!', reason);
    expect(deleteButton()).toHaveAccessibleDescription(reason);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(listedRegionNames()).toContain('Сиде');
    expect(requestsTo(recorded, 'GET', '/v1/hotels')).toHaveLength(1);
    expect(requestsTo(recorded, 'DELETE', '/v1/regions/3')).toEqual([]);
  });

  it('asks the question once the server says an unloaded region is empty', async () => {
    const { user } = await openHome('/homePage?view=REGION_MANAGE&regionId=5');
    await screen.findByRole('heading', { name: 'Редактировать регион' }, { timeout: 5000 });
    await user.click(deleteButton());
    expect(within(await screen.findByRole('dialog')).getByText('Удалить регион безвозвратно?')).toBeInTheDocument();
  });

  it('asks nothing when the admin has left the form before the server said the region is empty', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/v1/hotels', async () => {
        await answered;
        return HttpResponse.json([]);
      }),
    );
    const app = await openHome('/homePage?view=REGION_MANAGE&regionId=5');
    await screen.findByRole('heading', { name: 'Редактировать регион' }, { timeout: 5000 });
    await app.user.click(deleteButton());
    await app.user.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Редактировать регион' })).not.toBeInTheDocument());

    answer();
    // The answer reaches the cache (the column would now know the region is empty), then nothing more.
    await waitFor(() => expect(app.queryClient.getQueryData(hotelsByRegionQuery(5).queryKey)).toEqual([]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(listedRegionNames()).toContain('Бодрум');
  });

  it('shows the server’s reason and puts the region back when hotels the panel could not check stop it', async () => {
    const consoleError = allowConsoleErrors();
    server.use(http.get('*/v1/hotels', () => HttpResponse.json({ detail: 'busy' }, { status: 503 })));
    const { user } = await openHome('/homePage?view=REGION_MANAGE&regionId=3');
    await screen.findByRole('heading', { name: 'Редактировать регион' }, { timeout: 5000 });
    await confirmDeletion(user);
    expect(listedRegionNames()).not.toContain('Сиде');

    // The window, and the moment the refusal takes to come back through the HTTP client.
    await passTime(UNDO_WINDOW_MS + 100);
    const [refusal] = toastsSaying('error', 'Ошибка при удалении региона!');
    expect(refusal).toHaveTextContent('Нельзя удалить регион, в котором есть отели (3)');
    expect(listedRegionNames()).toContain('Сиде');
    expect(consoleError).toHaveBeenCalledWith('Не удалось удалить регион', expect.anything());
  });

  it('sends at once when the panel is closed before «Отменить» runs out', async () => {
    const recorded = recordRequests();
    const { user } = await editAfterItsHotels(5, 'Бодрум');
    await confirmDeletion(user);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(requestsTo(recorded, 'DELETE', '/v1/regions/5')).toHaveLength(1);
    expect(db.regions.some((region) => region.id === 5)).toBe(false);
  });
});
