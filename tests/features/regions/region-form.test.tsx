import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node-server';
import { allowConsoleErrors } from '../../utils/console';
import { answerLeaveConfirmation } from '../../utils/confirmation';
import { failing, holdRequests, recordRequests, requestsTo } from '../../utils/requests';
import { listedRegionNames, openHome, regionsColumn } from './regions-screen';

const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });
const nameInput = () => screen.getByLabelText('Название региона');
const weightInput = () => screen.getByLabelText('Вес');

async function openNewRegionForm() {
  const app = await openHome('/homePage?view=REGION_MANAGE');
  await screen.findByRole('heading', { name: 'Добавить регион' });
  return app;
}

async function openRegionEditor(regionId: number) {
  const app = await openHome(`/homePage?view=REGION_MANAGE&regionId=${regionId}`);
  await screen.findByRole('heading', { name: 'Редактировать регион' });
  return app;
}

describe('adding a region', () => {
  it('posts the name and the weight as a number, toasts, lists the new region and opens it for its beaches', async () => {
    const requests = recordRequests();
    const { user, router } = await openNewRegionForm();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
    await user.type(nameInput(), 'Фетхие');
    await user.type(weightInput(), '55');
    await user.click(saveButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Регион создан!');
    const [post] = requestsTo(requests, 'POST', '/v1/regions');
    expect(JSON.parse(post!.body)).toStrictEqual({ region_name: 'Фетхие', weight: 55 });
    await waitFor(() => expect(listedRegionNames()).toEqual(['Анталья', 'Кемер', 'Сиде', 'Аланья', 'Фетхие', 'Бодрум']));
    const created = db.regions.find((region) => region.region_name === 'Фетхие');
    expect(router.state.location.search).toEqual({ view: 'REGION_MANAGE', regionId: created?.id });
    expect(await screen.findByRole('heading', { name: 'Редактировать регион' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Пляжи' })).toBeInTheDocument();
    expect(screen.getByLabelText('Название пляжа')).toBeInTheDocument();
    expect(regionsColumn().getByRole('link', { name: 'Фетхие' })).toHaveAttribute('aria-current', 'true');
  });

  it('sends an empty weight as 0, never NaN', async () => {
    const requests = recordRequests();
    const { user } = await openNewRegionForm();
    await user.type(nameInput(), 'Каш');
    await user.click(saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Регион создан!');
    const [post] = requestsTo(requests, 'POST', '/v1/regions');
    expect(JSON.parse(post!.body)).toStrictEqual({ region_name: 'Каш', weight: 0 });
  });

  it('keeps what was typed when the save fails, logs and toasts the error', async () => {
    const consoleError = allowConsoleErrors();
    failing('post', '*/v1/regions');
    const { user, router } = await openNewRegionForm();
    await user.type(nameInput(), 'Фетхие');
    await user.type(weightInput(), '55');
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при сохранении региона!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось сохранить регион', expect.any(Error));
    expect(nameInput()).toHaveValue('Фетхие');
    expect(weightInput()).toHaveValue(55);
    expect(saveButton()).toBeEnabled();
    expect(router.state.location.search).toEqual({ view: 'REGION_MANAGE' });
    expect(db.regions).toHaveLength(5);
  });

  it('disables «Сохранить» while saving, so a double click sends one request', async () => {
    const requests = recordRequests();
    const held = holdRequests('post', '*/v1/regions');
    const { user } = await openNewRegionForm();
    await user.type(nameInput(), 'Фетхие');
    await user.dblClick(saveButton());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.click(saveButton());

    held.release();
    expect(await screen.findByRole('status')).toHaveTextContent('Регион создан!');
    expect(requestsTo(requests, 'POST', '/v1/regions')).toHaveLength(1);
    expect(db.regions.filter((region) => region.region_name === 'Фетхие')).toHaveLength(1);
  });

  it('«Отмена» asks first, then returns to the region selected before, without saving', async () => {
    const requests = recordRequests();
    const { user, router } = await openHome('/homePage?view=HOTEL_LIST&regionId=2');
    await user.click(regionsColumn().getByRole('button', { name: 'Добавить регион' }));
    await user.type(await screen.findByLabelText('Название региона'), 'Фетхие');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await answerLeaveConfirmation(user, 'Остаться');
    expect(nameInput()).toHaveValue('Фетхие');
    expect(router.state.location.search).toEqual({ view: 'REGION_MANAGE' });

    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await answerLeaveConfirmation(user, 'Уйти без сохранения');
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 2 }));
    expect(await screen.findByRole('heading', { name: 'Отели региона Кемер!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Добавить регион' })).not.toBeInTheDocument();
    expect(requestsTo(requests, 'POST', '/v1/regions')).toHaveLength(0);
  });
});

describe('editing a region', () => {
  it('fills the form from the cached region list without fetching the region again', async () => {
    const requests = recordRequests();
    await openRegionEditor(2);
    expect(nameInput()).toHaveValue('Кемер');
    expect(weightInput()).toHaveValue(90);
    expect(requestsTo(requests, 'GET', '/v1/regions/2')).toHaveLength(0);
  });

  it('fetches a region the list does not have', async () => {
    server.use(http.get('*/v1/regions', () => HttpResponse.json([{ id: 1, region_name: 'Анталья', weight: 100 }])));
    const requests = recordRequests();
    await openRegionEditor(3);
    expect(nameInput()).toHaveValue('Сиде');
    expect(requestsTo(requests, 'GET', '/v1/regions/3')).toHaveLength(1);
  });

  it('says so when the region cannot be loaded', async () => {
    const consoleError = allowConsoleErrors();
    const { user, router } = await openHome('/homePage?view=REGION_MANAGE&regionId=99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при загрузке региона!');
    expect(screen.getByText('Регион не найден.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить регион', expect.any(Error));
    await user.click(screen.getByRole('button', { name: 'На главную' }));
    expect(router.state.location.search).toEqual({});
  });

  it('puts the id with the fields, toasts and shows the region’s hotels', async () => {
    const requests = recordRequests();
    const { user, router } = await openRegionEditor(2);
    await user.clear(nameInput());
    await user.type(nameInput(), 'Кемер и Бельдиби');
    await user.clear(weightInput());
    await user.type(weightInput(), '120');
    await user.click(saveButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Регион обновлён!');
    const [put] = requestsTo(requests, 'PUT', '/v1/regions/2');
    expect(JSON.parse(put!.body)).toStrictEqual({ id: 2, region_name: 'Кемер и Бельдиби', weight: 120 });
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 2 });
    await waitFor(() => expect(listedRegionNames()[0]).toBe('Кемер и Бельдиби'));
  });

  it('keeps the edits when the update fails, logs and toasts the error', async () => {
    const consoleError = allowConsoleErrors();
    failing('put', '*/v1/regions/:id');
    const { user, router } = await openRegionEditor(2);
    await user.clear(weightInput());
    await user.type(weightInput(), '7');
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при сохранении региона!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось сохранить регион', expect.any(Error));
    expect(nameInput()).toHaveValue('Кемер');
    expect(weightInput()).toHaveValue(7);
    expect(router.state.location.search).toEqual({ view: 'REGION_MANAGE', regionId: 2 });
  });

  it('disables «Сохранить» while the update runs', async () => {
    const requests = recordRequests();
    const held = holdRequests('put', '*/v1/regions/:id');
    const { user } = await openRegionEditor(2);
    await user.dblClick(saveButton());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    held.release();
    expect(await screen.findByRole('status')).toHaveTextContent('Регион обновлён!');
    expect(requestsTo(requests, 'PUT', '/v1/regions/2')).toHaveLength(1);
  });

  it('«Отмена» returns to the region’s hotel list', async () => {
    const { user, router } = await openRegionEditor(4);
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 4 });
  });
});
