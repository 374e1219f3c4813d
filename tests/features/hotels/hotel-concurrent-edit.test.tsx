import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hotelKeys } from '@/entities/hotels/keys';
import { db } from '../../../mocks/db';
import { renderApp } from '../../utils/render-app';
import { bodiesOf, holdRequests, recordRequests, requestsTo, writesIn } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { findToast } from '../../utils/toasts';
import { typeInto } from './hotel-form-helpers';

/** Konyaalti Bay Hotel, as the demo seed has it. */
const HOTEL_ID = 2;

const storedHotel = () => db.hotels.find((hotel) => hotel.hotel_id === HOTEL_ID)!;

async function openEditForm() {
  signIn();
  const app = renderApp(`/homePage?view=HOTEL_MANAGE&regionId=1&hotelId=${HOTEL_ID}`);
  await screen.findByRole('button', { name: 'Обновить' }, { timeout: 5000 });
  return app;
}

const question = () => screen.getByRole('dialog', { name: 'Отель изменён другим администратором' });

describe('hotel edit form with another admin at work', () => {
  it('keeps the services another admin changed behind the open form, and says so under the success toast', async () => {
    const { user } = await openEditForm();
    storedHotel().services = 'Wi-Fi, SPA, аквапарк';
    const recorded = recordRequests();

    await typeInto(user, 'Название отеля', 'Konyaalti Bay Resort');
    await user.click(screen.getByRole('button', { name: 'Обновить' }));

    const toast = await findToast('success', 'Отель успешно обновлён!');
    expect(toast).toHaveTextContent('Сохранены и изменения другого администратора: Услуги.');
    const [body] = bodiesOf(requestsTo(recorded, 'PUT', `/v1/hotels/${HOTEL_ID}`));
    expect(body).toMatchObject({ hotel_name: 'Konyaalti Bay Resort', services: 'Wi-Fi, SPA, аквапарк' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks about a field both admins changed, with both values, and writes nothing until answered', async () => {
    const { user } = await openEditForm();
    storedHotel().hotel_name = 'Konyaalti Beach Hotel';
    const recorded = recordRequests();

    await typeInto(user, 'Название отеля', 'Konyaalti Bay Resort');
    await user.click(screen.getByRole('button', { name: 'Обновить' }));

    const name = within(await screen.findByRole('dialog', { name: 'Отель изменён другим администратором' })).getByRole('region', {
      name: 'Название отеля',
    });
    expect(name).toHaveTextContent('Ваш вариантKonyaalti Bay Resort');
    expect(name).toHaveTextContent('Вариант другого администратораKonyaalti Beach Hotel');
    expect(writesIn(recorded)).toEqual([]);

    await user.click(within(question()).getByRole('button', { name: 'Оставить моё' }));

    await findToast('success', 'Отель успешно обновлён!');
    expect(bodiesOf(requestsTo(recorded, 'PUT', `/v1/hotels/${HOTEL_ID}`))).toEqual([
      expect.objectContaining({ hotel_name: 'Konyaalti Bay Resort' }),
    ]);
  });

  it('«Взять их» saves the other admin’s value for that field and the admin’s other changes', async () => {
    const { user } = await openEditForm();
    storedHotel().hotel_name = 'Konyaalti Beach Hotel';
    const recorded = recordRequests();

    await typeInto(user, 'Название отеля', 'Konyaalti Bay Resort');
    await typeInto(user, 'Депозит', '150 USD');
    await user.click(screen.getByRole('button', { name: 'Обновить' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Взять их' }));

    await findToast('success', 'Отель успешно обновлён!');
    expect(bodiesOf(requestsTo(recorded, 'PUT', `/v1/hotels/${HOTEL_ID}`))).toEqual([
      expect.objectContaining({ hotel_name: 'Konyaalti Beach Hotel', deposit: '150 USD' }),
    ]);
  });

  it('closing the question saves nothing and keeps what was typed', async () => {
    const { user } = await openEditForm();
    storedHotel().hotel_name = 'Konyaalti Beach Hotel';
    const recorded = recordRequests();

    await typeInto(user, 'Название отеля', 'Konyaalti Bay Resort');
    await user.click(screen.getByRole('button', { name: 'Обновить' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Закрыть' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writesIn(recorded)).toEqual([]);
    expect(screen.getByLabelText('Название отеля')).toHaveValue('Konyaalti Bay Resort');
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeEnabled();
  });

  it('sends one check and one update for a double press', async () => {
    const { user } = await openEditForm();
    const held = holdRequests('get', '*/v1/hotels');
    const recorded = recordRequests();

    await typeInto(user, 'Название отеля', 'Konyaalti Bay Resort');
    await user.dblClick(screen.getByRole('button', { name: 'Обновить' }));
    held.release();

    await findToast('success', 'Отель успешно обновлён!');
    expect(requestsTo(recorded, 'PUT', `/v1/hotels/${HOTEL_ID}`)).toHaveLength(1);
    // What the update was checked against; the hotel's reload after it is the save's own.
    const beforeUpdate = recorded.slice(0, recorded.findIndex((request) => request.method === 'PUT'));
    expect(requestsTo(beforeUpdate, 'GET', '/v1/hotels')).toHaveLength(1);
  });

  it('an open form whose hotel changed on the server offers the changes, and loading them keeps what was typed', async () => {
    const { user, queryClient } = await openEditForm();
    await typeInto(user, 'Название отеля', 'Konyaalti Bay Resort');
    storedHotel().services = 'Wi-Fi, SPA, аквапарк';
    storedHotel().hotel_name = 'Konyaalti Beach Hotel';

    await act(() => queryClient.refetchQueries({ queryKey: hotelKeys.detail(HOTEL_ID) }));
    expect(await screen.findByText('Изменено другим администратором')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Загрузить изменения' }));

    expect(screen.getByLabelText('Услуги')).toHaveValue('Wi-Fi, SPA, аквапарк');
    expect(screen.getByLabelText('Название отеля')).toHaveValue('Konyaalti Bay Resort');
    expect(screen.queryByText('Изменено другим администратором')).not.toBeInTheDocument();

    // The form now builds on that version: the save asks nothing and sends both.
    const recorded = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Обновить' }));
    await findToast('success', 'Отель успешно обновлён!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesOf(requestsTo(recorded, 'PUT', `/v1/hotels/${HOTEL_ID}`))).toEqual([
      expect.objectContaining({ hotel_name: 'Konyaalti Bay Resort', services: 'Wi-Fi, SPA, аквапарк' }),
    ]);
  });
});
