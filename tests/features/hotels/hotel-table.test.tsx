import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Hotel } from '@/entities/hotels/schema';
import { server } from '../../../mocks/node-server';
import { renderApp } from '../../utils/render-app';
import { signIn } from '../../utils/session';
import { hotelFixture } from './hotel-fixture';

const SIDE_HOTELS: Hotel[] = [
  hotelFixture({ hotel_id: 1, hotel_name: 'Альфа', stars: 3, region_id: 3, beach_id: 11, recommend_list: 1 }),
  hotelFixture({ hotel_id: 2, hotel_name: 'Бета', stars: 5, region_id: 3, is_active: false }),
  hotelFixture({ hotel_id: 3, hotel_name: 'Гамма', stars: 4, region_id: 3, beach_id: 12 }),
];
const SIDE_BEACHES = [
  { id: 11, beach_name: 'Сорги', region_id: 3 },
  { id: 12, beach_name: 'Колаклы', region_id: 3 },
];

/** A desktop window as far as the app's media queries are concerned (jsdom has no layout). */
function stubDesktopWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 1024px)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

async function openSideTable() {
  signIn();
  const beachRequests: string[] = [];
  server.use(
    http.get('*/v1/hotels', () => HttpResponse.json(SIDE_HOTELS)),
    http.get('*/v1/beaches', ({ request }) => {
      beachRequests.push(new URL(request.url).searchParams.get('region_id') ?? '');
      return HttpResponse.json(SIDE_BEACHES);
    }),
  );
  const rendered = renderApp('/homePage?view=HOTEL_LIST&regionId=3');
  const list = await screen.findByRole('region', { name: 'Отели региона Сиде!' }, { timeout: 10_000 });
  const table = await within(list).findByRole('table', { name: 'Отели' });
  return { ...rendered, list, table, beachRequests };
}

/** Each body row's cells as text, the stars by their spoken name. */
const bodyRows = (table: HTMLElement) =>
  within(within(table).getByRole('rowgroup', { name: 'Отели' }))
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell').map((cell) => within(cell).queryByRole('img')?.getAttribute('aria-label') ?? cell.textContent));

describe('a region’s hotels as a table on a desktop', { timeout: 20_000 }, () => {
  beforeEach(stubDesktopWidth);
  afterEach(() => vi.unstubAllGlobals());

  it('shows name, stars, beach, recommendation, status and actions in columns, the beaches loaded with the list', async () => {
    const { table, beachRequests } = await openSideTable();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Название↑',
      'Звёзды↕',
      'Пляж',
      'Рекомендуемый',
      'Статус',
      'Действия',
    ]);
    // The loader asked for the beaches before the table was drawn: every row has its beach at once.
    expect(bodyRows(table).map((cells) => cells.slice(0, 4))).toEqual([
      ['Альфа', '3 звезды', 'Сорги', 'Да'],
      ['Бета (неактивен)', '5 звёзд', '—', 'Нет'],
      ['Гамма', '4 звезды', 'Колаклы', 'Нет'],
    ]);
    expect(beachRequests).toEqual(['3']);
    expect(table).toHaveAttribute('aria-rowcount', '4');
    // The links and the switch are those of the phone's row, by the same names.
    expect(within(table).getByRole('link', { name: 'Бета (неактивен)' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Альфа' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Редактировать «Гамма»' })).toBeInTheDocument();
    expect(within(table).getByRole('switch', { name: 'Неактивен «Бета»' })).not.toBeChecked();
  });

  it('sorts by the stars header, most first then fewest, each a step that Back undoes', async () => {
    const { user, table, router } = await openSideTable();
    const starsHeader = within(table).getByRole('columnheader', { name: /Звёзды/ });
    const entries = router.history.length;
    await user.click(within(starsHeader).getByRole('button'));
    await waitFor(() => expect(bodyRows(table).map((cells) => cells[0])).toEqual(['Бета (неактивен)', 'Гамма', 'Альфа']));
    expect(starsHeader).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(starsHeader).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ hotelSort: 'stars-asc' }));
    expect(starsHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(router.history.length).toBe(entries + 2);

    router.history.back();
    await waitFor(() => expect(router.state.location.search).toMatchObject({ hotelSort: 'stars-desc' }));
    router.history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 3 }));
    expect(within(table).getByRole('columnheader', { name: /Название/ })).toHaveAttribute('aria-sort', 'ascending');
  });
});
