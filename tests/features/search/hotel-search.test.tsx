import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { hotelKeys } from '@/entities/hotels/keys';
import type { Hotel } from '@/entities/hotels/schema';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node-server';
import { allowConsoleErrors } from '../../utils/console';
import { renderApp } from '../../utils/render-app';
import { recordRequests, requestsTo } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { hotelFixture } from '../hotels/hotel-fixture';

async function openSearch(path = '/homePage?view=HOTEL_SEARCH') {
  signIn();
  const rendered = renderApp(path);
  // A fresh app loads its regions and then the pane's lazy chunk: slow on a busy machine.
  await screen.findByRole('heading', { name: 'Поиск отеля' }, { timeout: 5000 });
  return rendered;
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Название отеля' });
const regionFilter = () => screen.getByRole('combobox', { name: 'Регион' });
const statusFilter = () => screen.getByRole('combobox', { name: 'Статус' });
const selectedText = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent;
const results = () => screen.getByRole('list', { name: 'Результаты поиска' });
const resultNames = () =>
  within(results())
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('link')[0]!.querySelector('span')!.textContent);

describe('hotel search', () => {
  it('offers the regions in the column’s order, heaviest first', async () => {
    db.regions.find((region) => region.region_name === 'Кемер')!.weight = 5;
    await openSearch();
    const offered = within(regionFilter()).getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(['Все регионы', 'Анталья', 'Сиде', 'Аланья', 'Бодрум', 'Кемер']);
  });

  it('asks once for every hotel, inactive included, and focuses the search box', async () => {
    const recorded = recordRequests();
    await openSearch();
    expect(await screen.findByText('Найдено: 15')).toBeInTheDocument();
    expect(searchBox()).toHaveFocus();
    const requests = requestsTo(recorded, 'GET', '/v1/hotels');
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ include_inactive: 'true' });
  });

  it('asks for the catalogue when a finger touches «Найти отель», and nothing more on the click', async () => {
    signIn();
    renderApp('/homePage');
    const findHotel = await screen.findByRole('link', { name: 'Найти отель' }, { timeout: 5000 });
    const recorded = recordRequests();
    const catalogueRequests = () => requestsTo(recorded, 'GET', '/v1/hotels').map(({ url }) => url.search);

    fireEvent.touchStart(findHotel);

    await expect.poll(catalogueRequests).toEqual(['?include_inactive=true']);
    fireEvent.click(findHotel);
    expect(await screen.findByText('Найдено: 15', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(catalogueRequests()).toHaveLength(1);
  });

  it('a lower-case query finds mixed-case names, inactive ones marked', async () => {
    const { user } = await openSearch();
    await screen.findByText('Найдено: 15');
    await user.type(searchBox(), 'lara');
    expect(await screen.findByText('Найдено: 2')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Lara Family Club', 'Lara Sun Palace']);
    expect(within(results()).getByRole('link', { name: 'Lara Family Club (неактивен)' })).toBeInTheDocument();
    expect(within(results()).getAllByText('(неактивен)')).toHaveLength(1);
  });

  it('matches anywhere in the name, whatever the case of the query', async () => {
    const { user } = await openSearch();
    await screen.findByText('Найдено: 15');
    await user.type(searchBox(), 'KEMER');
    expect(await screen.findByText('Найдено: 2')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Kemer Seaside Club', 'Moonlight Kemer Hotel']);
  });

  it('finds what was typed while the catalogue was still coming, once it comes', async () => {
    let sendCatalogue: () => void = () => undefined;
    const catalogueSent = new Promise<void>((resolve) => (sendCatalogue = resolve));
    server.use(
      http.get('*/v1/hotels', async () => {
        await catalogueSent;
        return HttpResponse.json([
          hotelFixture({ hotel_id: 1, hotel_name: 'Lara Sun Palace' }),
          hotelFixture({ hotel_id: 2, hotel_name: 'Кемер Хаус', region_id: 2 }),
        ]);
      }),
    );
    const { user } = await openSearch();
    await user.type(searchBox(), 'kemer');
    expect(screen.getByRole('status', { name: 'Загрузка отелей' })).toBeInTheDocument();

    sendCatalogue();
    expect(await screen.findByText('Найдено: 1')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Кемер Хаус']);
  });

  it('follows a catalogue that changes under the query', async () => {
    const { user, queryClient } = await openSearch();
    await screen.findByText('Найдено: 15');
    await user.type(searchBox(), 'lara');
    expect(await screen.findByText('Найдено: 2')).toBeInTheDocument();

    const catalogue = queryClient.getQueryData<Hotel[]>(hotelKeys.allHotels(true))!;
    queryClient.setQueryData(hotelKeys.allHotels(true), [...catalogue, hotelFixture({ hotel_id: 99, hotel_name: 'Лара Бич' })]);
    expect(await screen.findByText('Найдено: 3')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Лара Бич', 'Lara Family Club', 'Lara Sun Palace']);
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
    await user.click(await within(results()).findByRole('link', { name: 'Cleopatra Pearl Hotel' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'HOTEL_DETAIL', hotelId: 12 }));
  });

  it('the edit icon opens the edit form', async () => {
    const { user, router } = await openSearch();
    await screen.findByText('Найдено: 15');
    await user.type(searchBox(), 'side star');
    await screen.findByText('Найдено: 1');
    await user.click(within(results()).getByRole('link', { name: 'Редактировать «Side Star Village»' }));
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

describe('hotel search across alphabets', () => {
  it('a Cyrillic query finds the Latin names', async () => {
    const { user } = await openSearch();
    await screen.findByText('Найдено: 15');
    await user.type(searchBox(), 'лара');
    expect(await screen.findByText('Найдено: 2')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Lara Family Club', 'Lara Sun Palace']);
  });

  it('a Latin query finds a Cyrillic name, beside the Latin ones', async () => {
    server.use(
      http.get('*/v1/hotels', () =>
        HttpResponse.json([
          hotelFixture({ hotel_id: 1, hotel_name: 'Лара Бич' }),
          hotelFixture({ hotel_id: 2, hotel_name: 'Lara Sun Palace' }),
          hotelFixture({ hotel_id: 3, hotel_name: 'Кемер Хаус', region_id: 2 }),
          hotelFixture({ hotel_id: 4, hotel_name: 'Чайка', region_id: 2 }),
        ]),
      ),
    );
    const { user } = await openSearch();
    await screen.findByText('Найдено: 4');

    await user.type(searchBox(), 'lara');
    expect(await screen.findByText('Найдено: 2')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Лара Бич', 'Lara Sun Palace']);

    await user.clear(searchBox());
    await user.type(searchBox(), 'kemer haus');
    expect(await screen.findByText('Найдено: 1')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Кемер Хаус']);

    await user.clear(searchBox());
    await user.type(searchBox(), 'Chayka');
    expect(await screen.findByText('Найдено: 1')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Чайка']);
  });
});

describe('hotel search filters', () => {
  it('offers every region and the three statuses, all selected at first', async () => {
    await openSearch();
    await screen.findByText('Найдено: 15');
    expect(within(regionFilter()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Все регионы',
      'Анталья',
      'Кемер',
      'Сиде',
      'Аланья',
      'Бодрум',
    ]);
    expect(within(statusFilter()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Все',
      'Активные',
      'Неактивные',
    ]);
    expect(selectedText(regionFilter())).toBe('Все регионы');
    expect(selectedText(statusFilter())).toBe('Все');
  });

  it('a region narrows the results, and a query narrows them further', async () => {
    const { user, router } = await openSearch();
    await screen.findByText('Найдено: 15');
    await user.selectOptions(regionFilter(), 'Кемер');
    expect(await screen.findByText('Найдено: 4')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Beldibi Pine Resort', 'Göynük Green Park', 'Kemer Seaside Club', 'Moonlight Kemer Hotel']);

    await user.type(searchBox(), 'club');
    expect(await screen.findByText('Найдено: 1')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Kemer Seaside Club']);
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'HOTEL_SEARCH', q: 'club', searchRegion: 2 }));
  });

  it('a status shows only the active or only the inactive hotels', async () => {
    const { user, router } = await openSearch();
    await screen.findByText('Найдено: 15');
    await user.selectOptions(statusFilter(), 'Неактивные');
    expect(await screen.findByText('Найдено: 3')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Alanya Hills Inn', 'Lara Family Club', 'Side Star Village']);
    expect(within(results()).getAllByText('(неактивен)')).toHaveLength(3);
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'HOTEL_SEARCH', searchStatus: 'inactive' }));

    await user.selectOptions(statusFilter(), 'Активные');
    expect(await screen.findByText('Найдено: 12')).toBeInTheDocument();
    expect(within(results()).queryByText('(неактивен)')).not.toBeInTheDocument();

    await user.selectOptions(statusFilter(), 'Все');
    expect(await screen.findByText('Найдено: 15')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'HOTEL_SEARCH' }));
  });

  it('with nothing found under filters, offers to drop them and keeps the text', async () => {
    const { user } = await openSearch();
    await screen.findByText('Найдено: 15');
    await user.type(searchBox(), 'lara');
    await user.selectOptions(regionFilter(), 'Сиде');
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
    expect(screen.getByText('Найдено: 0')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(await screen.findByText('Найдено: 2')).toBeInTheDocument();
    expect(selectedText(regionFilter())).toBe('Все регионы');
    expect(searchBox()).toHaveValue('lara');
    expect(searchBox()).toHaveFocus();
  });

  it('without filters, an empty result offers no reset', async () => {
    const { user } = await openSearch();
    await screen.findByText('Найдено: 15');
    await user.type(searchBox(), 'нет такого');
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сбросить фильтры' })).not.toBeInTheDocument();
  });

  it('the text and filters survive a reload from the address', async () => {
    const first = await openSearch();
    await screen.findByText('Найдено: 15');
    await first.user.selectOptions(regionFilter(), 'Анталья');
    await first.user.selectOptions(statusFilter(), 'Активные');
    await first.user.type(searchBox(), 'лара');
    expect(await screen.findByText('Найдено: 1')).toBeInTheDocument();
    await waitFor(() => expect(first.router.state.location.searchStr).toContain('searchStatus=active'));
    const address = first.router.state.location.href;
    first.unmount();

    await openSearch(address);
    expect(await screen.findByText('Найдено: 1')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Lara Sun Palace']);
    expect(searchBox()).toHaveValue('лара');
    expect(selectedText(regionFilter())).toBe('Анталья');
    expect(selectedText(statusFilter())).toBe('Активные');
  });

  it('Back from a hotel opened from filtered results shows the same results', async () => {
    const { user, router } = await openSearch('/homePage?view=HOTEL_SEARCH&searchRegion=4&searchStatus=active');
    expect(await screen.findByText('Найдено: 3')).toBeInTheDocument();
    await user.click(within(results()).getByRole('link', { name: 'Keykubat Breeze' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'HOTEL_DETAIL', hotelId: 13 }));

    router.history.back();
    expect(await screen.findByText('Найдено: 3')).toBeInTheDocument();
    expect(selectedText(regionFilter())).toBe('Аланья');
    expect(selectedText(statusFilter())).toBe('Активные');
  });

  it('ignores a status it does not know and a region that no longer exists', async () => {
    await openSearch('/homePage?view=HOTEL_SEARCH&searchRegion=99&searchStatus=maybe');
    expect(await screen.findByText('Найдено: 15')).toBeInTheDocument();
    expect(selectedText(regionFilter())).toBe('Все регионы');
    expect(selectedText(statusFilter())).toBe('Все');
  });

  it('«Найти отель» pressed on the search starts a new one: text and filters cleared', async () => {
    const { user, router } = await openSearch('/homePage?view=HOTEL_SEARCH&q=lara&searchStatus=inactive');
    expect(await screen.findByText('Найдено: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Найти отель' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'HOTEL_SEARCH' }));
    expect(await screen.findByText('Найдено: 15')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
    expect(selectedText(statusFilter())).toBe('Все');
  });
});
