import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node-server';
import { hotelKeys } from '@/entities/query-keys';
import type { Hotel } from '@/entities/hotels/schema';
import { allowConsoleErrors } from '../../utils/console';
import { renderApp } from '../../utils/render-app';
import { holdRequests, recordRequests, requestsTo } from '../../utils/requests';
import { signIn } from '../../utils/session';

const antalyaList = '/homePage?view=HOTEL_LIST&regionId=1';

async function openAntalya() {
  signIn();
  const rendered = renderApp(antalyaList);
  // Generous: the first render of a file also loads the app's modules, slow on a busy machine.
  const list = await screen.findByRole('region', { name: 'Отели региона Анталья!' }, { timeout: 5000 });
  await within(list).findAllByRole('listitem');
  return { ...rendered, list };
}

/** A PUT the test answers when it chooses, so what shows meanwhile can be checked. */
function holdHotelUpdate(answer: () => Response) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.put('*/v1/hotels/:id', async () => {
      await released;
      return answer();
    }),
  );
  return release;
}

const rowOf = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((row) => within(row).queryByRole('switch', { name: (switchName) => switchName.endsWith(`«${name}»`) }))!;

describe('the active switch in the hotel list', () => {
  it('shows each hotel’s status, named by the word it shows and the hotel', async () => {
    const { list } = await openAntalya();
    expect(within(list).getByRole('switch', { name: 'Активен «Lara Sun Palace»' })).toBeChecked();
    expect(within(list).getByRole('switch', { name: 'Неактивен «Lara Family Club»' })).not.toBeChecked();
  });

  it('switches at once, then sends the whole hotel with the new status', async () => {
    const recorded = recordRequests();
    const release = holdHotelUpdate(() => HttpResponse.json({ data: { ...db.hotels[0], is_active: false } }));
    const { user, list } = await openAntalya();
    const toggle = within(list).getByRole('switch', { name: 'Активен «Lara Sun Palace»' });

    await user.click(toggle);
    // Before the server answers: the switch, its name and the row's mark already say so.
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleName('Неактивен «Lara Sun Palace»');
    expect(within(rowOf(list, 'Lara Sun Palace')).getByText('(неактивен)')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Lara Sun Palace (неактивен)' })).toBeInTheDocument();

    release();
    await waitFor(() => expect(requestsTo(recorded, 'PUT', '/v1/hotels/1')).toHaveLength(1));
    await waitFor(() => expect(requestsTo(recorded, 'PUT', '/v1/hotels/1')[0]!.body).not.toBe(''));
    const sent = JSON.parse(requestsTo(recorded, 'PUT', '/v1/hotels/1')[0]!.body) as Hotel;
    expect(sent).toMatchObject({ hotel_id: 1, hotel_name: 'Lara Sun Palace', region_id: 1, is_active: false });
    expect(toggle).not.toBeChecked();
  });

  it('sends the rest of the hotel as the server has it now: another admin’s change since the list loaded stays', async () => {
    const { user, list } = await openAntalya();
    db.hotels.find((hotel) => hotel.hotel_id === 1)!.services = 'Wi-Fi, SPA, аквапарк';
    const recorded = recordRequests();

    await user.click(within(list).getByRole('switch', { name: 'Активен «Lara Sun Palace»' }));

    await waitFor(() => expect(db.hotels.find((hotel) => hotel.hotel_id === 1)!.is_active).toBe(false));
    expect(db.hotels.find((hotel) => hotel.hotel_id === 1)!.services).toBe('Wi-Fi, SPA, аквапарк');
    expect(requestsTo(recorded, 'PUT', '/v1/hotels/1')).toHaveLength(1);
  });

  it('says it is saving and takes no second flip until the server has answered', async () => {
    const recorded = recordRequests();
    const save = holdRequests('put', '*/v1/hotels/:id');
    const { user, list } = await openAntalya();
    const toggle = within(list).getByRole('switch', { name: 'Активен «Lara Sun Palace»' });

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-busy', 'true'));
    // A second flip would race the first one's rollback: it changes nothing and sends nothing.
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    // Another hotel's switch is not held up by this one's save.
    expect(within(list).getByRole('switch', { name: 'Неактивен «Lara Family Club»' })).not.toHaveAttribute('aria-busy');

    save.release();
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    expect(requestsTo(recorded, 'PUT', '/v1/hotels/1')).toHaveLength(1);
    expect(toggle).not.toBeChecked();
  });

  it('with the keyboard: Space toggles the focused switch', async () => {
    const { user, list } = await openAntalya();
    const toggle = within(list).getByRole('switch', { name: 'Неактивен «Lara Family Club»' });
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await waitFor(() => expect(db.hotels.find((hotel) => hotel.hotel_id === 4)?.is_active).toBe(true));
  });

  it('rolls back everywhere the hotel is cached and toasts when the server answers 500', async () => {
    const consoleError = allowConsoleErrors();
    const release = holdHotelUpdate(() => HttpResponse.json({ message: 'База недоступна' }, { status: 500 }));
    const { user, list, queryClient } = await openAntalya();
    // The same hotel cached elsewhere: the search's list and its detail.
    const searchList = [{ ...db.hotels[0]! }];
    queryClient.setQueryData(hotelKeys.allHotels(true), searchList);
    queryClient.setQueryData(hotelKeys.detail(1), { ...db.hotels[0]! });
    const toggle = within(list).getByRole('switch', { name: 'Активен «Lara Sun Palace»' });

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(queryClient.getQueryData<Hotel[]>(hotelKeys.allHotels(true))?.[0]?.is_active).toBe(false);
    expect(queryClient.getQueryData<Hotel>(hotelKeys.detail(1))?.is_active).toBe(false);

    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ошибка при обновлении отеля!');
    expect(toggle).toBeChecked();
    expect(within(rowOf(list, 'Lara Sun Palace')).queryByText('(неактивен)')).toBeNull();
    expect(queryClient.getQueryData<Hotel[]>(hotelKeys.allHotels(true))?.[0]?.is_active).toBe(true);
    expect(queryClient.getQueryData<Hotel>(hotelKeys.detail(1))?.is_active).toBe(true);
    expect(consoleError).toHaveBeenCalledWith('Не удалось переключить активность отеля', expect.anything());
  });

  it('rolls back only its own hotel: another one switched meanwhile keeps its new state', async () => {
    allowConsoleErrors();
    server.use(
      http.put('*/v1/hotels/:id', ({ params }) =>
        params.id === '1' ? HttpResponse.json({ message: 'Нет' }, { status: 500 }) : HttpResponse.json({ data: {} }),
      ),
    );
    const { user, list } = await openAntalya();
    await user.click(within(list).getByRole('switch', { name: 'Активен «Konyaalti Bay Hotel»' }));
    await user.click(within(list).getByRole('switch', { name: 'Активен «Lara Sun Palace»' }));
    await screen.findByRole('alert');
    expect(within(list).getByRole('switch', { name: 'Активен «Lara Sun Palace»' })).toBeChecked();
    expect(within(list).getByRole('switch', { name: 'Неактивен «Konyaalti Bay Hotel»' })).not.toBeChecked();
  });
});
