import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { hotelQuery, hotelsByRegionQuery } from '@/entities/hotels/queries';
import { DRAFT_SAVE_DELAY_MS } from '@/shared/drafts/drafts';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node-server';
import { answerLeaveConfirmation } from '../../utils/confirmation';
import { allowConsoleErrors } from '../../utils/console';
import { renderApp } from '../../utils/render-app';
import { failing, holdRequests, recordRequests, requestsTo } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { findToast } from '../../utils/toasts';
import { chosenStars, typeInto } from './hotel-form-helpers';

/** Konyaalti Bay Hotel: region Анталья, beach Коньяалты, 5 stars, a deposit. */
const EDITED_HOTEL_ID = 2;

async function openEditForm(hotelId = EDITED_HOTEL_ID) {
  signIn();
  const rendered = renderApp(`/homePage?view=HOTEL_MANAGE&regionId=1&hotelId=${hotelId}`);
  // A cold start of the whole app can take over a second.
  await screen.findByRole('heading', { name: 'Редактировать отель' }, { timeout: 5000 });
  return rendered;
}

async function openLoadedEditForm(hotelId = EDITED_HOTEL_ID) {
  const rendered = await openEditForm(hotelId);
  await screen.findByRole('button', { name: 'Обновить' });
  return rendered;
}

const updateButton = () => screen.getByRole('button', { name: 'Обновить' });

describe('hotel edit form', () => {
  it('loads the hotel by hotel_id and fills every field', async () => {
    const recorded = recordRequests();
    await openLoadedEditForm();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
    expect(screen.getByLabelText('Название отеля')).toHaveValue('Konyaalti Bay Hotel');
    expect(screen.getByLabelText('Описание')).toHaveValue(
      'Городской курортный отель у галечного пляжа Коньяалты, в десяти минутах от старого города Калеичи.',
    );
    expect(screen.getByLabelText('Рестораны')).toHaveValue('Ресторан «шведский стол», рыбный ресторан на пирсе, лобби-бар');
    expect(chosenStars()).toBe('5 звёзд');
    expect(screen.getByRole('switch', { name: 'Не рекомендуемый' })).not.toBeChecked();
    expect(screen.getByLabelText('Депозит')).toHaveValue('100 USD на номер');
    expect(screen.getByLabelText('Ссылка на Google Maps')).toHaveValue('https://www.google.com/maps?q=36.8661,30.6357');
    expect(screen.getByLabelText('Регион')).toHaveDisplayValue('Анталья');
    await waitFor(() => expect(screen.getByLabelText('Пляж')).toHaveDisplayValue('Коньяалты'));
    expect(screen.getByLabelText('Активен')).toBeChecked();
    const hotelRequests = requestsTo(recorded, 'GET', '/v1/hotels');
    expect(hotelRequests.map((request) => request.url.searchParams.get('hotel_id'))).toEqual(['2']);
  });

  it('opened from its region\'s list, is filled from the list at once, without asking for the hotel', async () => {
    signIn();
    const { queryClient } = renderApp('/homePage?view=HOTEL_LIST&regionId=1');
    const edit = await screen.findByRole('link', { name: 'Редактировать «Konyaalti Bay Hotel»' }, { timeout: 5000 });
    // The whole list, not only its first screen (drawn while the rest is checked), is in the cache.
    await expect.poll(() => queryClient.getQueryData(hotelsByRegionQuery(1).queryKey)).toBeDefined();
    const recorded = recordRequests();

    fireEvent.click(edit);

    expect(await screen.findByLabelText('Название отеля')).toHaveValue('Konyaalti Bay Hotel');
    expect(screen.getByLabelText('Депозит')).toHaveValue('100 USD на номер');
    expect(requestsTo(recorded, 'GET', '/v1/hotels')).toEqual([]);
  });

  it('shows an inactive hotel unchecked', async () => {
    await openLoadedEditForm(4);
    expect(screen.getByLabelText('Название отеля')).toHaveValue('Lara Family Club');
    expect(screen.getByRole('switch', { name: 'Неактивен' })).not.toBeChecked();
  });

  it('a failed load toasts once and logs', async () => {
    const consoleError = allowConsoleErrors();
    failing('get', '*/v1/hotels');
    const recorded = recordRequests();
    await openEditForm();
    await findToast('error', 'Ошибка при загрузке данных отеля!');
    // One failed request, one toast: nothing is left to fail again.
    expect(requestsTo(recorded, 'GET', '/v1/hotels')).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить отель', expect.anything());
    expect(screen.queryByRole('button', { name: 'Обновить' })).toBeNull();
  });

  it('an empty answer toasts once that the hotel is not found', async () => {
    const consoleError = allowConsoleErrors();
    server.use(http.get('*/v1/hotels', () => HttpResponse.json([])));
    const recorded = recordRequests();
    await openEditForm(777);
    await findToast('error', 'Отель не найден или пустой ответ!');
    expect(requestsTo(recorded, 'GET', '/v1/hotels')).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Обновить' })).toBeNull();
  });

  it('updates with PUT /v1/hotels/{id}: hotel_id plus every field, a cleared deposit as null', async () => {
    const recorded = recordRequests();
    const { user, router } = await openLoadedEditForm();
    await waitFor(() => expect(screen.getByLabelText('Пляж')).toHaveDisplayValue('Коньяалты'));
    await typeInto(user, 'Название отеля', 'Konyaalti Bay Resort');
    await typeInto(user, 'Депозит', '');
    await user.click(updateButton());

    await findToast('success', 'Отель успешно обновлён!');
    const [request] = requestsTo(recorded, 'PUT', '/v1/hotels/2');
    expect(JSON.parse(request!.body)).toStrictEqual({
      hotel_id: 2,
      hotel_name: 'Konyaalti Bay Resort',
      hotel_description:
        'Городской курортный отель у галечного пляжа Коньяалты, в десяти минутах от старого города Калеичи.',
      services: 'Wi-Fi на всей территории, SPA-центр, хаммам, фитнес-зал, прачечная',
      for_child: 'Детский клуб с 4 до 12 лет, мини-диско, детский бассейн с горками',
      resto: 'Ресторан «шведский стол», рыбный ресторан на пирсе, лобби-бар',
      recommend_list: 0,
      stars: 5,
      google_maps: 'https://www.google.com/maps?q=36.8661,30.6357',
      deposit: null,
      beach_id: 1,
      region_id: 1,
      is_active: true,
    });
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 1 }));
    const list = await screen.findByRole('region', { name: 'Отели региона Анталья!' });
    expect(await within(list).findByRole('link', { name: 'Konyaalti Bay Resort' })).toBeInTheDocument();
  });

  it('never shows «Без пляжа» for a beach it cannot name yet, and keeps that beach when saving', async () => {
    allowConsoleErrors();
    let failBeaches = () => {};
    const beachesFail = new Promise<void>((resolve) => {
      failBeaches = resolve;
    });
    server.use(
      http.get('*/v1/beaches', async () => {
        await beachesFail;
        return HttpResponse.json({ message: 'Сервер недоступен' }, { status: 500 });
      }),
    );
    const recorded = recordRequests();
    const { user } = await openLoadedEditForm();
    const beach = screen.getByLabelText('Пляж');
    expect(beach).toHaveDisplayValue('Загрузка…');
    expect(beach).toBeDisabled();

    failBeaches();
    await waitFor(() => expect(beach).toBeEnabled());
    expect(beach).toHaveDisplayValue('Пляж #1');
    await user.click(updateButton());
    await findToast('success', 'Отель успешно обновлён!');
    expect(JSON.parse(requestsTo(recorded, 'PUT', '/v1/hotels/2')[0]!.body)).toMatchObject({ beach_id: 1, region_id: 1 });
  });

  it('moving the hotel to another region sends that region and no beach', async () => {
    const recorded = recordRequests();
    const { user } = await openLoadedEditForm();
    await user.selectOptions(screen.getByLabelText('Регион'), 'Сиде');
    await user.click(screen.getByLabelText('Активен'));
    await user.click(updateButton());
    await findToast('success', 'Отель успешно обновлён!');
    const [request] = requestsTo(recorded, 'PUT', '/v1/hotels/2');
    expect(JSON.parse(request!.body)).toMatchObject({ hotel_id: 2, region_id: 3, beach_id: null, is_active: false });
  });

  it('validates before updating: a cleared name is rule 1, a count the server holds out of range rule 3, and nothing is sent', async () => {
    db.hotels.find((hotel) => hotel.hotel_id === 2)!.stars = 0;
    const recorded = recordRequests();
    const { user } = await openLoadedEditForm();
    expect(chosenStars()).toBeNull();
    await typeInto(user, 'Название отеля', '');
    await user.click(updateButton());
    await findToast('error', 'Заполните все обязательные текстовые поля.');
    await typeInto(user, 'Название отеля', 'Konyaalti');
    await user.click(updateButton());
    await findToast('error', 'Количество звёзд должно быть от 1 до 5.');
    expect(requestsTo(recorded, 'PUT', '/v1/hotels/2')).toHaveLength(0);
  });

  it('a failed update toasts, logs, and keeps what was typed', async () => {
    const consoleError = allowConsoleErrors();
    failing('put', '*/v1/hotels/:id');
    const { user, router } = await openLoadedEditForm();
    await typeInto(user, 'Название отеля', 'Новое имя');
    await user.click(updateButton());
    await findToast('error', 'Ошибка при обновлении отеля!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось обновить отель', expect.anything());
    expect(screen.getByLabelText('Название отеля')).toHaveValue('Новое имя');
    expect(updateButton()).toBeEnabled();
    expect(router.state.location.search).toMatchObject({ view: 'HOTEL_MANAGE', hotelId: 2 });
  });

  it('is disabled while saving, so a double click sends one request', async () => {
    const recorded = recordRequests();
    const held = holdRequests('put', '*/v1/hotels/:id');
    const { user } = await openLoadedEditForm();
    await user.dblClick(updateButton());
    expect(updateButton()).toBeDisabled();
    held.release();
    await findToast('success', 'Отель успешно обновлён!');
    expect(requestsTo(recorded, 'PUT', '/v1/hotels/2')).toHaveLength(1);
  });

  it('a newer version of the hotel arriving meanwhile is not taken for typing: no draft, no question on leaving', async () => {
    const { user, router, queryClient } = await openLoadedEditForm();
    const stored = db.hotels.find((hotel) => hotel.hotel_id === EDITED_HOTEL_ID)!;
    stored.hotel_description = 'Изменено другим администратором.';
    await queryClient.refetchQueries({ queryKey: hotelQuery(EDITED_HOTEL_ID, queryClient).queryKey });
    // Past the pause after which a changed form writes its draft.
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 100));
    expect(localStorage.getItem(`draft:hotel-edit:${EDITED_HOTEL_ID}`)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 1 }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('what was typed outlives a session that ends on saving: the bot’s link leads back to it', async () => {
    allowConsoleErrors();
    const { user } = await openLoadedEditForm();
    await typeInto(user, 'Описание', 'Новое описание');
    server.use(
      http.put('*/v1/hotels/:id', () => HttpResponse.json({ detail: 'Токен истёк' }, { status: 401 })),
      http.post('*/auth/refresh_token', () => HttpResponse.json({ detail: 'Сеанс окончен' }, { status: 401 })),
    );
    await user.click(updateButton());
    expect(await screen.findByText('Сеанс завершён. Откройте панель заново из бота.')).toBeInTheDocument();
    cleanup();
    server.resetHandlers();

    const reopened = renderApp('/verify?tg_id=1&hash=demo');
    expect(await screen.findByRole('heading', { name: 'Редактировать отель' }, { timeout: 5000 })).toBeInTheDocument();
    expect(reopened.router.state.location.search).toEqual({ view: 'HOTEL_MANAGE', regionId: 1, hotelId: EDITED_HOTEL_ID });
    await waitFor(() => expect(screen.getByLabelText('Описание')).toHaveValue('Новое описание'));
    expect(screen.getByText('Черновик восстановлен')).toBeInTheDocument();
  });

  it('the draft stays while the admin chooses «Остаться», and goes once they leave without saving', async () => {
    const { user } = await openLoadedEditForm();
    await typeInto(user, 'Описание', 'Правка');
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 100));
    const storedDraft = () => localStorage.getItem(`draft:hotel-edit:${EDITED_HOTEL_ID}`);
    expect(storedDraft()).toContain('Правка');

    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await answerLeaveConfirmation(user, 'Остаться');
    expect(storedDraft()).toContain('Правка');

    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await answerLeaveConfirmation(user, 'Уйти без сохранения');
    expect(await screen.findByRole('heading', { name: /^Отели региона Анталья/ })).toBeInTheDocument();
    expect(storedDraft()).toBeNull();
  });

  it('Отмена goes back to the list', async () => {
    const { user, router } = await openLoadedEditForm();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 1 }));
  });
});
