import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Hotel } from '@/entities/hotels/schema';
import { server } from '../../../mocks/node-server';
import { renderApp } from '../../utils/render-app';
import { signIn } from '../../utils/session';
import { hotelFixture } from './hotel-fixture';

const SIDE_HOTELS: Hotel[] = [
  hotelFixture({ hotel_id: 1, hotel_name: 'Альфа', stars: 3, region_id: 3 }),
  hotelFixture({ hotel_id: 2, hotel_name: 'Бета', stars: 5, region_id: 3, is_active: false }),
  hotelFixture({ hotel_id: 3, hotel_name: 'Гамма', stars: 5, region_id: 3 }),
  hotelFixture({ hotel_id: 4, hotel_name: 'Дельта', stars: 1, region_id: 3 }),
];

function serveSideHotels(hotels: Hotel[] = SIDE_HOTELS) {
  server.use(
    http.get('*/v1/hotels', ({ request }) => {
      const hotelId = new URL(request.url).searchParams.get('hotel_id');
      return HttpResponse.json(hotelId ? hotels.filter((hotel) => String(hotel.hotel_id) === hotelId) : hotels);
    }),
  );
}

async function openSide(query = '') {
  signIn();
  serveSideHotels();
  const rendered = renderApp(`/homePage?view=HOTEL_LIST&regionId=3${query}`);
  // Generous: the first render of a file also loads the app's modules, slow on a busy machine.
  const list = await screen.findByRole('region', { name: 'Отели региона Сиде!' }, { timeout: 5000 });
  await within(list).findByLabelText('Сортировка');
  return { ...rendered, list };
}

/** The hotel names in the order shown (the name button's first text). */
const shownNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('link')[0]!.querySelector('span')!.textContent);

// The first test of the file also pays for loading the app's modules; the detail is a lazy chunk.
describe('hotel list order and filters', { timeout: 15_000 }, () => {
  it('sorts by stars, most first, names in order among equals, and keeps it in the address as a step of Back', async () => {
    const { user, list, router } = await openSide();
    expect(shownNames(list)).toEqual(['Альфа', 'Бета', 'Гамма', 'Дельта']);
    const entries = router.history.length;
    await user.selectOptions(within(list).getByLabelText('Сортировка'), 'Больше звёзд');
    await waitFor(() => expect(shownNames(list)).toEqual(['Бета', 'Гамма', 'Альфа', 'Дельта']));
    expect(router.state.location.search).toMatchObject({ hotelSort: 'stars-desc' });
    // A choice, not typing: a history entry of its own, which Back undoes.
    expect(router.history.length).toBe(entries + 1);
    await user.selectOptions(within(list).getByLabelText('Сортировка'), 'По названию');
    await waitFor(() => expect(shownNames(list)).toEqual(['Альфа', 'Бета', 'Гамма', 'Дельта']));
    // The default is not spelled out in the address.
    expect(router.state.location.search).not.toHaveProperty('hotelSort');
  });

  it('filters by status and by stars, says how many of all are shown', async () => {
    const { user, list, router } = await openSide();
    expect(within(list).getByText('4 отеля')).toBeInTheDocument();
    await user.selectOptions(within(list).getByLabelText('Статус'), 'Неактивные');
    await waitFor(() => expect(shownNames(list)).toEqual(['Бета']));
    expect(within(list).getByText('Показано: 1 из 4')).toBeInTheDocument();
    await user.selectOptions(within(list).getByLabelText('Статус'), 'Активные');
    await waitFor(() => expect(shownNames(list)).toEqual(['Альфа', 'Гамма', 'Дельта']));
    await user.selectOptions(within(list).getByLabelText('Звёзды'), '5 звёзд');
    await waitFor(() => expect(shownNames(list)).toEqual(['Гамма']));
    expect(router.state.location.search).toMatchObject({ view: 'HOTEL_LIST', regionId: 3, hotelStatus: 'active', hotelStars: 5 });
  });

  it('shows the order and filters of a shared link or a reload', async () => {
    const { list } = await openSide('&hotelSort=stars-asc&hotelStatus=active');
    expect(shownNames(list)).toEqual(['Дельта', 'Альфа', 'Гамма']);
    expect(within(list).getByLabelText('Сортировка')).toHaveDisplayValue('Меньше звёзд');
    expect(within(list).getByLabelText('Статус')).toHaveDisplayValue('Активные');
    expect(within(list).getByLabelText('Звёзды')).toHaveDisplayValue('Любые');
  });

  it('ignores a malformed value in the address instead of failing', async () => {
    const { list } = await openSide('&hotelSort=weight&hotelStars=9&hotelStatus=maybe');
    expect(shownNames(list)).toEqual(['Альфа', 'Бета', 'Гамма', 'Дельта']);
  });

  it('says when nothing matches and offers to clear the filters, keeping the order', async () => {
    const { user, list, router } = await openSide('&hotelSort=stars-desc&hotelStatus=inactive&hotelStars=1');
    expect(await within(list).findByText('Нет отелей с такими фильтрами.')).toBeInTheDocument();
    expect(within(list).queryByText('Нет отелей для этого региона')).toBeNull();
    await user.click(within(list).getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(shownNames(list)).toEqual(['Бета', 'Гамма', 'Альфа', 'Дельта']));
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 3, hotelSort: 'stars-desc' });
    expect(router.state.location.searchStr).toBe('?view=HOTEL_LIST&regionId=3&hotelSort=stars-desc');
  });

  it('comes back from a hotel to the list as it was left', async () => {
    const { user, list, router } = await openSide('&hotelSort=stars-desc&hotelStatus=active');
    await user.click(within(list).getByRole('link', { name: 'Гамма' }));
    // The detail is a lazy chunk: its first load in a test takes a while.
    await screen.findByRole('link', { name: 'Назад к списку отелей' }, { timeout: 5000 });
    expect(router.state.location.search).toMatchObject({ view: 'HOTEL_DETAIL', hotelId: 3, hotelSort: 'stars-desc', hotelStatus: 'active' });
    await user.click(screen.getByRole('link', { name: 'Назад к списку отелей' }));
    const back = await screen.findByRole('region', { name: 'Отели региона Сиде!' });
    await waitFor(() => expect(shownNames(back)).toEqual(['Гамма', 'Альфа', 'Дельта']));
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 3, hotelSort: 'stars-desc', hotelStatus: 'active' });
  });
});

describe('a region of thousands of hotels', () => {
  it('draws only a window of rows, with the full count for assistive technology', async () => {
    signIn();
    const hotels = Array.from({ length: 3_000 }, (_, index) =>
      hotelFixture({ hotel_id: index + 1, hotel_name: `Отель ${String(index + 1).padStart(4, '0')}`, region_id: 1 }),
    );
    serveSideHotels(hotels);
    renderApp('/homePage?view=HOTEL_LIST&regionId=1');
    const list = await screen.findByRole('region', { name: 'Отели региона Анталья!' });
    expect(await within(list).findByText('3000 отелей')).toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-setsize', '3000');
    expect(within(rows[0]!).getByRole('link', { name: 'Отель 0001' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('switch', { name: 'Активен «Отель 0001»' })).toBeChecked();
  });
});
