import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
// Loaded ahead, as the panel does after its first screen: the lazy pane then draws without a wait.
import '@/features/home/hotels/hotel-list';
import type { Hotel } from '@/entities/hotels/schema';
import * as browserTurn from '@/shared/async/yield-to-browser';
import { server } from '../../../mocks/node-server';
import { renderApp } from '../../utils/render-app';
import { signIn } from '../../utils/session';
import { hotelFixture } from './hotel-fixture';

/** The check of a list's rest, done in slices between the browser's turns, goes on only once the test lets it. */
function holdTheRest(): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const turn = vi.spyOn(browserTurn, 'yieldToBrowser').mockReturnValue(held);
  return () => {
    turn.mockRestore();
    release();
  };
}

/** 120 hotels of Анталья in no order, «Hotel 000» … «Hotel 119», and one malformed record among the last. */
function antalya(): unknown[] {
  const hotels: unknown[] = Array.from({ length: 120 }, (_, index) =>
    hotelFixture({ hotel_id: index + 1, hotel_name: `Hotel ${String((index * 53) % 120).padStart(3, '0')}` }),
  );
  hotels[110] = { ...(hotels[110] as Hotel), recommend_list: 'да' };
  return hotels;
}

const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);

describe("a region's hotel list opened while its hotels are still being checked", { timeout: 20_000 }, () => {
  it('draws its first screenful in name order at once, and still reports a malformed hotel further down', async () => {
    signIn();
    const records = antalya();
    server.use(http.get('*/v1/hotels', () => HttpResponse.json(records)));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const releaseTheRest = holdTheRest();

    renderApp('/homePage?view=HOTEL_LIST&regionId=1');

    const list = await screen.findByRole('region', { name: 'Отели региона Анталья!' }, { timeout: 5000 });
    expect(await within(list).findByRole('link', { name: 'Hotel 000' })).toBeVisible();
    expect(rowNames(list).slice(0, 3)).toEqual(['Hotel 000', 'Hotel 001', 'Hotel 002']);
    // Room for every record the answer held; which of them are sound is not known yet.
    expect(within(list).getByText('120 отелей')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '120');
    expect(warn).not.toHaveBeenCalled();

    releaseTheRest();

    expect(await within(list).findByText('119 отелей')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '119');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/«отели» \(индекс 110\)[\s\S]*"recommend_list"/), records[110]);
    expect(rowNames(list).slice(0, 3)).toEqual(['Hotel 000', 'Hotel 001', 'Hotel 002']);
  });

  it('filtered, draws once the whole list is checked', async () => {
    signIn();
    server.use(http.get('*/v1/hotels', () => HttpResponse.json(antalya())));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const releaseTheRest = holdTheRest();

    renderApp('/homePage?view=HOTEL_LIST&regionId=1&hotelStatus=active');

    // The screen waiting for its pane: the regions, and no list, not even its loading rows.
    expect(await screen.findByRole('link', { name: 'Кемер' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Отели региона Анталья!' })).toBeNull();
    releaseTheRest();
    const list = await screen.findByRole('region', { name: 'Отели региона Анталья!' });
    expect(within(list).getByText('Показано: 119 из 119')).toBeInTheDocument();
  });
});
