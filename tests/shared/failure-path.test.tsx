import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node-server';
import { allowConsoleErrors } from '../utils/console';
import { renderApp } from '../utils/render-app';
import { failing } from '../utils/requests';
import { signIn } from '../utils/session';
import { expectFailureToast, findToast } from '../utils/toasts';
import { chooseStars, fillRequiredTexts } from '../features/hotels/hotel-form-helpers';
import { regionsColumn } from '../features/regions/regions-screen';

async function openApp(path: string) {
  signIn();
  const app = renderApp(path);
  await screen.findByRole('complementary', { name: 'Регионы' });
  return app;
}

async function submitNewHotel(path = '/homePage?view=HOTEL_MANAGE&regionId=1') {
  const app = await openApp(path);
  await screen.findByRole('heading', { name: 'Добавить отель' });
  await fillRequiredTexts(app.user, { 'Название отеля': 'Sea Pearl' });
  await chooseStars(app.user, 4);
  await app.user.click(screen.getByRole('button', { name: 'Создать' }));
  return app;
}

describe('one failure path', () => {
  it('shows the failure’s own text and, on a second line, the server’s `detail`', async () => {
    const consoleError = allowConsoleErrors();
    server.use(http.post('*/v1/hotels', () => HttpResponse.json({ detail: 'Отель с таким названием уже есть' }, { status: 400 })));
    await submitNewHotel();
    await expectFailureToast('Ошибка при создании отеля!', 'Отель с таким названием уже есть');
    expect(consoleError).toHaveBeenCalledWith('Не удалось создать отель', expect.any(Error));
    expect(screen.getByLabelText('Название отеля')).toHaveValue('Sea Pearl');
  });

  it('joins FastAPI’s list of problems, and reads `message` too', async () => {
    allowConsoleErrors();
    server.use(
      http.post('*/v1/hotels', () =>
        HttpResponse.json({ detail: [{ msg: 'stars: слишком много' }, { msg: 'resto: пусто' }] }, { status: 422 }),
      ),
    );
    await submitNewHotel();
    await expectFailureToast('Ошибка при создании отеля!', 'stars: слишком много; resto: пусто');
  });

  it('says a hotel another admin deleted is gone, and refreshes the lists', async () => {
    allowConsoleErrors();
    const { user } = await openApp('/homePage?view=HOTEL_MANAGE&regionId=1&hotelId=2');
    await screen.findByRole('button', { name: 'Обновить' });
    db.hotels = db.hotels.filter((hotel) => hotel.hotel_id !== 2);
    await user.click(screen.getByRole('button', { name: 'Обновить' }));
    await expectFailureToast('Ошибка при обновлении отеля!', 'Запись не найдена: возможно, её уже удалил другой администратор.');
    // The refetch finds the hotel gone: the stale form is replaced by the not-found state.
    expect(await screen.findByText('Такого отеля нет на сервере.')).toBeInTheDocument();
  });

  it('a save tried offline keeps the form and says there is no connection', async () => {
    allowConsoleErrors();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.post('*/v1/hotels', () => HttpResponse.error()));
    await submitNewHotel();
    await expectFailureToast('Ошибка при создании отеля!', 'Нет соединения с интернетом. Введённые данные сохранены в форме.');
    expect(screen.getByLabelText('Название отеля')).toHaveValue('Sea Pearl');
  });

  it('a failed refresh of the regions already shown is toasted, logged, and offers to try again', async () => {
    const consoleError = allowConsoleErrors();
    const { user, queryClient } = await openApp('/homePage');
    failing('get', '*/v1/regions');
    await queryClient.refetchQueries({ queryKey: ['regions', 'list'] });
    await findToast('error', 'Ошибка при загрузке регионов!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить регионы', expect.any(Error));
    expect(regionsColumn().getByRole('link', { name: 'Анталья' })).toBeInTheDocument();

    server.resetHandlers();
    await user.click(regionsColumn().getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(regionsColumn().queryByRole('button', { name: 'Повторить' })).toBeNull());
  });

  it('a request refused even after the token refresh ends the session', async () => {
    allowConsoleErrors();
    const { user, router } = await openApp('/homePage');
    server.use(
      http.get('*/v1/hotels', () => HttpResponse.json({ detail: 'Токен истёк' }, { status: 401 })),
      http.post('*/auth/refresh_token', () => HttpResponse.json({ detail: 'Сеанс окончен' }, { status: 401 })),
    );
    await user.click(regionsColumn().getByRole('link', { name: 'Кемер' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(router.state.location.search).toEqual({ reason: 'session' });
    expect(await screen.findByText(/Сеанс завершён/)).toBeInTheDocument();
  });
});
