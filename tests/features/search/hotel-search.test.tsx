import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Hotel } from '@/entities/hotels/schema';
import { server } from '../../../mocks/node-server';
import { allowConsoleErrors } from '../../utils/console';
import { renderApp } from '../../utils/render-app';
import { recordRequests, requestsTo } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { hotelFixture } from '../hotels/hotel-fixture';

async function openSearch() {
  signIn();
  const rendered = renderApp('/homePage?view=HOTEL_SEARCH');
  await screen.findByRole('heading', { name: 'Поиск отеля' });
  return rendered;
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Название отеля' });
const results = () => screen.getByRole('list', { name: 'Результаты поиска' });
const resultNames = () =>
  within(results())
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('button')[0]!.querySelector('span')!.textContent);

describe('hotel search', () => {
  it('asks once for every hotel, inactive included, and focuses the search box', async () => {
    const recorded = recordRequests();
    await openSearch();
    expect(await screen.findByText('Найдено: 15')).toBeInTheDocument();
    expect(searchBox()).toHaveFocus();
    const requests = requestsTo(recorded, 'GET', '/v1/hotels');
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ include_inactive: 'true' });
  });

  it('a lower-case query finds mixed-case names, inactive ones marked', async () => {
    const { user } = await openSearch();
    await screen.findByText('Найдено: 15');
    await user.type(searchBox(), 'lara');
    expect(await screen.findByText('Найдено: 2')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Lara Family Club', 'Lara Sun Palace']);
    expect(within(results()).getByRole('button', { name: 'Lara Family Club (неактивен)' })).toBeInTheDocument();
    expect(within(results()).getAllByText('(неактивен)')).toHaveLength(1);
  });

  it('matches anywhere in the name, whatever the case of the query', async () => {
    const { user } = await openSearch();
    await screen.findByText('Найдено: 15');
    await user.type(searchBox(), 'KEMER');
    expect(await screen.findByText('Найдено: 2')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Kemer Seaside Club', 'Moonlight Kemer Hotel']);
  });

  it("says 'Ничего не найдено' when nothing matches", async () => {
    const { user } = await openSearch();
    await screen.findByText('Найдено: 15');
    await user.type(searchBox(), 'нет такого');
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
    expect(screen.getByText('Найдено: 0')).toBeInTheDocument();
  });

  it("a click on a result opens the hotel's detail", async () => {
    const { user, router } = await openSearch();
    await screen.findByText('Найдено: 15');
    await user.type(searchBox(), 'cleopatra');
    await user.click(await within(results()).findByRole('button', { name: 'Cleopatra Pearl Hotel' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'HOTEL_DETAIL', hotelId: 12 }));
  });

  it('the edit icon opens the edit form', async () => {
    const { user, router } = await openSearch();
    await screen.findByText('Найдено: 15');
    await user.type(searchBox(), 'side star');
    await screen.findByText('Найдено: 1');
    await user.click(within(results()).getByRole('button', { name: 'Редактировать «Side Star Village»' }));
    expect(await screen.findByRole('heading', { name: 'Редактировать отель' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ view: 'HOTEL_MANAGE', hotelId: 11 });
    expect(await screen.findByLabelText('Название отеля')).toHaveValue('Side Star Village');
  });

  it('a failed load toasts and logs', async () => {
    const consoleError = allowConsoleErrors();
    server.use(http.get('*/v1/hotels', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await openSearch();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при загрузке всех отелей!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить все отели', expect.anything());
    expect(screen.getByText('Не удалось загрузить отели.')).toBeInTheDocument();
  });

  it('stays virtual with 10,000 hotels: the count is right and only a screenful of rows exists', async () => {
    const hotels: Hotel[] = Array.from({ length: 10_000 }, (_, index) =>
      hotelFixture({ hotel_id: index + 1, hotel_name: `Sea Breeze ${String(index + 1).padStart(5, '0')}`, is_active: index % 7 !== 0 }),
    );
    server.use(http.get('*/v1/hotels', () => HttpResponse.json(hotels)));
    const { user } = await openSearch();
    expect(await screen.findByText('Найдено: 10000')).toBeInTheDocument();
    expect(within(results()).getAllByRole('listitem').length).toBeLessThan(40);

    await user.type(searchBox(), 'breeze 0');
    expect(await screen.findByText('Найдено: 9999')).toBeInTheDocument();
    expect(within(results()).getAllByRole('listitem').length).toBeLessThan(40);

    await user.type(searchBox(), '9999');
    expect(await screen.findByText('Найдено: 1')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Sea Breeze 09999']);
  });
});
