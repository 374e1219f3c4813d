import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
// Loaded ahead, as the panel does after its first screen: the lazy pane then draws without a wait.
import '@/features/home/hotels/hotel-list';
import { server } from '../../../mocks/node-server';
import { allowConsoleErrors } from '../../utils/console';
import { renderApp } from '../../utils/render-app';
import { recordRequests, requestsTo } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { hotelFixture } from './hotel-fixture';

const listUrl = (regionId: number) => `/homePage?view=HOTEL_LIST&regionId=${regionId}`;

async function findHotelList(name: string) {
  // Generous: the first render of a file also loads the app's modules, slow on a busy machine.
  return screen.findByRole('region', { name }, { timeout: 5000 });
}

/** The names of the hotels in the list, in the order shown. */
async function shownHotelNames(list: HTMLElement) {
  const rows = await within(list).findAllByRole('listitem');
  return rows.map((row) => within(row).getAllByRole('link')[0]!.querySelector('span')!.textContent);
}

describe('hotel list', () => {
  it("heads the list with the region's name", async () => {
    signIn();
    renderApp(listUrl(2));
    expect(await screen.findByRole('heading', { name: 'Отели региона Кемер!' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says a region that does not exist is not found, asks for no hotels, and leads home', async () => {
    signIn();
    const recorded = recordRequests();
    const { user, router } = renderApp(listUrl(9999));
    expect(await screen.findByRole('heading', { name: 'Регион не найден' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /#9999/ })).toBeNull();
    expect(requestsTo(recorded, 'GET', '/v1/hotels')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'На главную' }));
    expect(router.state.location.search).toEqual({});
  });

  it('asks for inactive hotels too and lists them by name', async () => {
    signIn();
    const recorded = recordRequests();
    renderApp(listUrl(1));
    const list = await findHotelList('Отели региона Анталья!');
    await within(list).findAllByRole('listitem');
    const requests = requestsTo(recorded, 'GET', '/v1/hotels');
    expect(requests.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([
      { region_id: '1', include_inactive: 'true' },
    ]);
    expect(await shownHotelNames(list)).toEqual([
      'Antalya Garden Resort',
      'Konyaalti Bay Hotel',
      'Lara Family Club',
      'Lara Sun Palace',
    ]);
  });

  it('sorts names the Russian way: ё among е (not before А), Cyrillic before Latin', async () => {
    signIn();
    const names = ['Яхта', 'Azure', 'Ёлка', 'Берег', 'Ель'];
    server.use(
      http.get('*/v1/hotels', () =>
        HttpResponse.json(names.map((hotel_name, index) => hotelFixture({ hotel_id: index + 1, hotel_name, region_id: 3 }))),
      ),
    );
    renderApp(listUrl(3));
    const list = await findHotelList('Отели региона Сиде!');
    expect(await shownHotelNames(list)).toEqual(['Берег', 'Ёлка', 'Ель', 'Яхта', 'Azure']);
  });

  it("marks inactive hotels '(неактивен)' and only them", async () => {
    signIn();
    renderApp(listUrl(1));
    const list = await findHotelList('Отели региона Анталья!');
    const inactive = await within(list).findByRole('link', { name: 'Lara Family Club (неактивен)' });
    expect(within(inactive.closest<HTMLElement>('[role="listitem"]')!).getByText('(неактивен)')).toBeVisible();
    expect(within(list).getAllByText('(неактивен)')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Lara Sun Palace' })).toBeInTheDocument();
  });

  it('says so when the region has no hotels', async () => {
    signIn();
    renderApp(listUrl(5));
    const list = await findHotelList('Отели региона Бодрум!');
    expect(await within(list).findByText('Нет отелей для этого региона')).toBeInTheDocument();
    expect(within(list).queryByRole('listitem')).toBeNull();
  });

  it('only logs a failed load: no toast, no "no hotels" text', async () => {
    signIn();
    const consoleError = allowConsoleErrors();
    server.use(http.get('*/v1/hotels', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderApp(listUrl(1));
    const list = await findHotelList('Отели региона Анталья!');
    expect(await within(list).findByText('Не удалось загрузить отели.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить отели региона', expect.anything());
    expect(within(list).queryByText('Нет отелей для этого региона')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Уведомления' })).queryByRole('status')).toBeNull();
  });

  it('a row links to the detail by the hotel’s name and to the edit form by its pencil, nothing else', async () => {
    signIn();
    renderApp(listUrl(1));
    const list = await findHotelList('Отели региона Анталья!');
    const name = await within(list).findByRole('link', { name: 'Lara Sun Palace' });
    const row = name.closest<HTMLElement>('[role="listitem"]')!;
    const edit = within(row).getByRole('link', { name: 'Редактировать «Lara Sun Palace»' });
    expect(within(row).getAllByRole('link')).toEqual([name, edit]);
    expect(name).toHaveAttribute('href', '/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1');
    expect(edit).toHaveAttribute('href', '/homePage?view=HOTEL_MANAGE&regionId=1&hotelId=1');
  });

  it("a click on the hotel's name opens its detail", async () => {
    signIn();
    const { user, router } = renderApp(listUrl(2));
    const list = await findHotelList('Отели региона Кемер!');
    await user.click(await within(list).findByRole('link', { name: 'Moonlight Kemer Hotel' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ view: 'HOTEL_DETAIL', regionId: 2, hotelId: 6 }),
    );
  });

  it('the edit button opens the hotel in the edit form', async () => {
    signIn();
    const { user, router } = renderApp(listUrl(1));
    const list = await findHotelList('Отели региона Анталья!');
    const row = (await within(list).findByRole('link', { name: 'Konyaalti Bay Hotel' })).closest<HTMLElement>('[role="listitem"]')!;
    await user.click(within(row).getByRole('link', { name: 'Редактировать «Konyaalti Bay Hotel»' }));
    // The form is a lazy chunk: its first load in a test takes a while.
    expect(await screen.findByRole('heading', { name: 'Редактировать отель' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ view: 'HOTEL_MANAGE', regionId: 1, hotelId: 2 });
    expect(await screen.findByLabelText('Название отеля')).toHaveValue('Konyaalti Bay Hotel');
  });
});
