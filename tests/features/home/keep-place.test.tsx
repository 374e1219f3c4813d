import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { allowConsoleErrors } from '../../utils/console';
import { answerLeaveConfirmation } from '../../utils/confirmation';
import { renderApp } from '../../utils/render-app';
import { signIn } from '../../utils/session';
import { chooseStars, fillRequiredTexts, typeInto } from '../hotels/hotel-form-helpers';
import { emulateScreen, regionsColumn } from '../regions/regions-screen';

const searchBox = () => screen.getByRole('searchbox', { name: 'Название отеля' });
const firstResult = async () =>
  within(within(await screen.findByRole('list', { name: 'Результаты поиска' })).getAllByRole('listitem')[0]!);
const selectedRegion = () => regionsColumn().getByRole('link', { current: true });

async function openApp(path: string) {
  signIn();
  const app = renderApp(path);
  await screen.findByRole('complementary', { name: 'Регионы' });
  return app;
}

async function searchAndOpen(query: string, hotelName: string) {
  const app = await openApp('/homePage');
  await app.user.click(screen.getByRole('link', { name: 'Найти отель' }));
  await screen.findByText('Найдено: 15');
  await app.user.type(searchBox(), query);
  await app.user.click(await screen.findByRole('link', { name: hotelName }));
  await screen.findByRole('link', { name: 'Назад к списку отелей' });
  return app;
}

describe('the search keeps its place', () => {
  it('puts the query in the address, replacing rather than adding history entries', async () => {
    const { user, router } = await openApp('/homePage');
    await user.click(screen.getByRole('link', { name: 'Найти отель' }));
    await screen.findByText('Найдено: 15');
    const entriesBefore = router.history.length;
    await user.type(searchBox(), 'lara');
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'HOTEL_SEARCH', q: 'lara' }));
    expect(router.history.length).toBe(entriesBefore);
  });

  it('shows the same results after a reload', async () => {
    await openApp('/homePage?view=HOTEL_SEARCH&q=lara');
    expect(searchBox()).toHaveValue('lara');
    expect(await screen.findByText('Найдено: 2')).toBeInTheDocument();
  });

  it('back from a hotel opened from the search goes to its region, and Back returns to the results', async () => {
    const { user, router } = await searchAndOpen('lara', 'Lara Sun Palace');
    await user.click(screen.getByRole('link', { name: 'Назад к списку отелей' }));
    expect(await screen.findByRole('heading', { name: 'Отели региона Анталья!' })).toBeInTheDocument();
    expect(selectedRegion()).toHaveTextContent('Анталья');
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 1 });

    router.history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'HOTEL_SEARCH', q: 'lara' }));
    expect(await screen.findByRole('searchbox', { name: 'Название отеля' })).toHaveValue('lara');
    expect(await screen.findByText('Найдено: 2')).toBeInTheDocument();
  });

  it('back from a hotel opened from its region list is a real Back, leaving no duplicate entry', async () => {
    const { user, router } = await openApp('/homePage?view=HOTEL_LIST&regionId=2');
    const entries = router.history.length;
    await user.click(await screen.findByRole('link', { name: 'Beldibi Pine Resort' }));
    await user.click(await screen.findByRole('link', { name: 'Назад к списку отелей' }));
    expect(await screen.findByRole('heading', { name: 'Отели региона Кемер!' })).toBeInTheDocument();
    expect(router.history.location.state.__TSR_index).toBe(entries - 1);
  });

  it('back from a hotel whose tabs were chosen steps back over them to the list, leaving no duplicate entry', async () => {
    const { user, router } = await openApp('/homePage?view=HOTEL_LIST&regionId=2');
    const entries = router.history.length;
    await user.click(await screen.findByRole('link', { name: 'Beldibi Pine Resort' }));
    await user.click(await screen.findByRole('tab', { name: 'Номера' }));
    await user.click(await screen.findByRole('tab', { name: 'Фото' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'photo' }));
    await user.click(screen.getByRole('link', { name: 'Назад к списку отелей' }));
    expect(await screen.findByRole('heading', { name: 'Отели региона Кемер!' })).toBeInTheDocument();
    expect(router.history.location.state.__TSR_index).toBe(entries - 1);
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 2 });
  });

  it('an edit opened from the search returns to the hotel’s region after Обновить and after Отмена', async () => {
    const { user, router } = await openApp('/homePage?view=HOTEL_SEARCH&q=beldibi');
    await user.click((await firstResult()).getByRole('link', { name: 'Редактировать «Beldibi Pine Resort»' }));
    await screen.findByRole('button', { name: 'Обновить' });
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByRole('heading', { name: 'Отели региона Кемер!' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 2 });

    router.history.back();
    await user.click((await firstResult()).getByRole('link', { name: 'Редактировать «Beldibi Pine Resort»' }));
    await user.click(await screen.findByRole('button', { name: 'Обновить' }));
    expect(await screen.findByRole('heading', { name: 'Отели региона Кемер!' })).toBeInTheDocument();
  });
});

describe('a new hotel is shown where it was created', () => {
  it('lands on the list of the region chosen in the form, with the new hotel in it', async () => {
    const { user, router } = await openApp('/homePage?view=HOTEL_LIST&regionId=1');
    await user.click(screen.getByRole('link', { name: 'Добавить отель' }));
    await screen.findByRole('heading', { name: 'Добавить отель' });
    await fillRequiredTexts(user, { 'Название отеля': 'Kemer Moon' });
    await chooseStars(user, 4);
    await user.selectOptions(screen.getByLabelText('Регион'), 'Кемер');
    await user.click(screen.getByRole('button', { name: 'Создать' }));

    expect(await screen.findByRole('heading', { name: 'Отели региона Кемер!' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Kemer Moon' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 2 });
    expect(db.hotels.find((hotel) => hotel.hotel_name === 'Kemer Moon')?.region_id).toBe(2);
  });

  it('Отмена of an untouched form returns to where the admin was', async () => {
    const { user, router } = await openApp('/homePage?view=HOTEL_SEARCH&q=lara');
    await user.click(screen.getByRole('link', { name: 'Добавить отель' }));
    await screen.findByRole('heading', { name: 'Добавить отель' });
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'HOTEL_SEARCH', q: 'lara' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('leaving a changed form', () => {
  it('asks before another region replaces a changed hotel form; «Остаться» keeps the text', async () => {
    const { user, router } = await openApp('/homePage?view=HOTEL_MANAGE&regionId=1&hotelId=1');
    await screen.findByRole('button', { name: 'Обновить' });
    await typeInto(user, 'Название отеля', 'Lara Sun Palace & Spa');
    await user.click(regionsColumn().getByRole('link', { name: 'Кемер' }));
    await answerLeaveConfirmation(user, 'Остаться');
    expect(screen.getByLabelText('Название отеля')).toHaveValue('Lara Sun Palace & Spa');
    expect(router.state.location.search).toEqual({ view: 'HOTEL_MANAGE', regionId: 1, hotelId: 1 });

    await user.click(regionsColumn().getByRole('link', { name: 'Кемер' }));
    await answerLeaveConfirmation(user, 'Уйти без сохранения');
    expect(await screen.findByRole('heading', { name: 'Отели региона Кемер!' })).toBeInTheDocument();
  });
});

describe('on a phone', () => {
  it('«Найти отель» and «Добавить отель» fold the regions column, as a region pick does', async () => {
    emulateScreen({ phone: true });
    const { user } = await openApp('/homePage');
    expect(regionsColumn().getByRole('button', { name: 'Свернуть регионы' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Найти отель' }));
    expect(await screen.findByRole('button', { name: /^Развернуть регионы/i })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Развернуть регионы/i }));
    await user.click(screen.getByRole('link', { name: 'Добавить отель' }));
    expect(await screen.findByRole('button', { name: /^Развернуть регионы/i })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Добавить отель' })).toBeInTheDocument();
  });
});

describe('an address naming nothing', () => {
  it('a hotel id that does not exist says the hotel is not found, with the way back', async () => {
    const consoleError = allowConsoleErrors();
    const { user, router } = await openApp('/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=9999');
    expect(await screen.findByText('Отель не найден.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Отель не найден или пустой ответ!');
    expect(consoleError).toHaveBeenCalledWith('Сервер не вернул отель', expect.any(String));
    await user.click(screen.getByRole('link', { name: 'Назад к списку отелей' }));
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 1 });
  });
});
