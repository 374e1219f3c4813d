import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readRoomFields } from '@/features/hotel-detail/rooms/room-values';
import { allowConsoleErrors } from '../../utils/console';
import { recordRequests, requestsTo } from '../../utils/requests';
import {
  answerConfirmation,
  bodiesOf,
  expectToast,
  failing,
  findForm,
  holdRequests,
  openDetail,
  rowOf,
} from './detail-screen';

async function openRooms() {
  const app = await openDetail({ tab: 'rooms' });
  await screen.findByText('Family Suite');
  return app;
}

describe('rooms tab', () => {
  it('lists the hotel rooms with their area, view and occupancy', async () => {
    await openRooms();
    expect(rowOf('Deluxe Sea View').getByText('34 м² · Море · вместимость 2+2')).toBeInTheDocument();
    expect(rowOf('Standard Room').getByRole('button', { name: 'Редактировать «Standard Room»' })).toBeInTheDocument();
    expect(rowOf('Standard Room').getByRole('button', { name: 'Удалить «Standard Room»' })).toBeInTheDocument();
  });

  it('labels the fields and hints at the occupancy format', async () => {
    await openRooms();
    const form = await findForm('Новый номер');
    expect(form.getByLabelText('Тип номера')).toBeInTheDocument();
    expect(form.getByLabelText('Площадь, м²')).toHaveAttribute('type', 'number');
    expect(form.getByLabelText('Вид')).toBeInTheDocument();
    expect(form.getByLabelText('Макс. вместимость')).toHaveAccessibleDescription('Например, 2 или 2+2');
  });

  it('creates a room with area 0 and occupancy 1 when those are left empty', async () => {
    const recorded = recordRequests();
    const { user } = await openRooms();
    const form = await findForm('Новый номер');
    await user.type(form.getByLabelText('Тип номера'), 'Эконом');
    await user.type(form.getByLabelText('Вид'), 'Двор');
    await user.click(form.getByRole('button', { name: 'Добавить' }));

    await expectToast('Комната создана!');
    expect(bodiesOf(requestsTo(recorded, 'POST', '/v1/rooms'))).toEqual([
      { room_type: 'Эконом', square_meters: 0, view: 'Двор', max_occupancy: '1', hotel_id: 1 },
    ]);
    expect(await screen.findByText('Эконом')).toBeInTheDocument();
    expect(form.getByLabelText('Тип номера')).toHaveValue('');
    expect(form.getByLabelText('Вид')).toHaveValue('');
    expect(form.getByRole('button', { name: 'Добавить' })).toHaveFocus();
    expect(requestsTo(recorded, 'GET', '/v1/rooms/hotel/1')).toHaveLength(2);
  });

  it('sends the area as a whole number and the occupancy as typed', async () => {
    const recorded = recordRequests();
    const { user } = await openRooms();
    const form = await findForm('Новый номер');
    await user.type(form.getByLabelText('Тип номера'), '  Люкс  ');
    await user.type(form.getByLabelText('Площадь, м²'), '48');
    await user.type(form.getByLabelText('Макс. вместимость'), '2+2');
    await user.click(form.getByRole('button', { name: 'Добавить' }));

    await expectToast('Комната создана!');
    expect(bodiesOf(requestsTo(recorded, 'POST', '/v1/rooms'))).toEqual([
      { room_type: 'Люкс', square_meters: 48, view: '', max_occupancy: '2+2', hotel_id: 1 },
    ]);
  });

  it('requires the room type', async () => {
    const recorded = recordRequests();
    const { user } = await openRooms();
    const form = await findForm('Новый номер');
    await user.type(form.getByLabelText('Площадь, м²'), '20');
    await user.type(form.getByLabelText('Тип номера'), '   ');
    await user.click(form.getByRole('button', { name: 'Добавить' }));

    await expectToast('Введите хотя бы тип комнаты!');
    expect(requestsTo(recorded, 'POST', '/v1/rooms')).toEqual([]);
    expect(form.getByLabelText('Площадь, м²')).toHaveValue(20);
  });

  it.each([
    ['a negative area', '-5', 'Площадь не может быть отрицательной!'],
    ['a fractional area', '12.5', 'Площадь должна быть целым числом!'],
  ])('refuses %s with a toast, sends nothing and keeps what was typed', async (_, area, message) => {
    const recorded = recordRequests();
    const { user } = await openRooms();
    const form = await findForm('Новый номер');
    await user.type(form.getByLabelText('Тип номера'), 'Мансарда');
    await user.type(form.getByLabelText('Площадь, м²'), area);
    await user.click(form.getByRole('button', { name: 'Добавить' }));

    await expectToast(message);
    expect(requestsTo(recorded, 'POST', '/v1/rooms')).toEqual([]);
    expect(form.getByLabelText('Тип номера')).toHaveValue('Мансарда');
    expect(form.getByLabelText('Площадь, м²')).toHaveValue(Number(area));
  });

  it('checks the room type before the area', async () => {
    const recorded = recordRequests();
    const { user } = await openRooms();
    const form = await findForm('Новый номер');
    await user.type(form.getByLabelText('Площадь, м²'), '-5');
    await user.click(form.getByRole('button', { name: 'Добавить' }));

    await expectToast('Введите хотя бы тип комнаты!');
    expect(screen.queryByText('Площадь не может быть отрицательной!')).not.toBeInTheDocument();
    expect(requestsTo(recorded, 'POST', '/v1/rooms')).toEqual([]);
  });

  it('refuses a fractional area in edit mode without a PUT, and stays in edit mode', async () => {
    const recorded = recordRequests();
    const { user } = await openRooms();
    await user.click(rowOf('Deluxe Sea View').getByRole('button', { name: 'Редактировать «Deluxe Sea View»' }));
    const form = await findForm('Редактирование номера');
    await user.clear(form.getByLabelText('Площадь, м²'));
    await user.type(form.getByLabelText('Площадь, м²'), '34.5');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));

    await expectToast('Площадь должна быть целым числом!');
    expect(recorded.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(form.getByLabelText('Площадь, м²')).toHaveValue(34.5);
    expect(screen.getByText('34 м² · Море · вместимость 2+2')).toBeInTheDocument();
  });

  it('disables the submit while saving, so a second click sends nothing', async () => {
    const recorded = recordRequests();
    const hold = holdRequests('post', '/v1/rooms');
    const { user } = await openRooms();
    const form = await findForm('Новый номер');
    await user.type(form.getByLabelText('Тип номера'), 'Студия');
    await user.click(form.getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(form.getByRole('button', { name: 'Добавить' })).toBeDisabled());
    await user.click(form.getByRole('button', { name: 'Добавить' }));
    await user.type(form.getByLabelText('Тип номера'), '{Enter}');
    hold.release();

    await expectToast('Комната создана!');
    expect(requestsTo(recorded, 'POST', '/v1/rooms')).toHaveLength(1);
    expect(form.getByRole('button', { name: 'Добавить' })).toBeEnabled();
  });

  it('edits a room: the form fills in, saves with PUT and returns to create mode', async () => {
    const recorded = recordRequests();
    const { user } = await openRooms();
    await user.click(rowOf('Deluxe Sea View').getByRole('button', { name: 'Редактировать «Deluxe Sea View»' }));

    const form = await findForm('Редактирование номера');
    expect(form.getByLabelText('Тип номера')).toHaveValue('Deluxe Sea View');
    expect(form.getByLabelText('Тип номера')).toHaveFocus();
    expect(form.getByLabelText('Площадь, м²')).toHaveValue(34);
    expect(form.getByLabelText('Вид')).toHaveValue('Море');
    expect(form.getByLabelText('Макс. вместимость')).toHaveValue('2+2');
    await user.clear(form.getByLabelText('Площадь, м²'));
    await user.type(form.getByLabelText('Площадь, м²'), '36');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));

    await expectToast('Комната обновлена!');
    expect(bodiesOf(requestsTo(recorded, 'PUT', '/v1/rooms/2'))).toEqual([
      { id: 2, room_type: 'Deluxe Sea View', square_meters: 36, view: 'Море', max_occupancy: '2+2', hotel_id: 1 },
    ]);
    const createForm = await findForm('Новый номер');
    expect(createForm.getByLabelText('Тип номера')).toHaveValue('');
    expect(await screen.findByText('36 м² · Море · вместимость 2+2')).toBeInTheDocument();
  });

  it('cancels an unchanged edit without a request or a question', async () => {
    const recorded = recordRequests();
    const { user } = await openRooms();
    await user.click(rowOf('Family Suite').getByRole('button', { name: 'Редактировать «Family Suite»' }));
    const form = await findForm('Редактирование номера');
    await user.click(form.getByRole('button', { name: 'Отмена' }));

    const createForm = await findForm('Новый номер');
    expect(createForm.getByLabelText('Тип номера')).toHaveValue('');
    expect(createForm.queryByRole('button', { name: 'Отмена' })).not.toBeInTheDocument();
    expect(recorded.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('deletes a room after confirmation', async () => {
    const recorded = recordRequests();
    const { user } = await openRooms();
    await user.click(rowOf('Standard Room').getByRole('button', { name: 'Удалить «Standard Room»' }));
    await answerConfirmation(user, 'Удалить комнату безвозвратно?', 'Удалить');

    await expectToast('Комната удалена!');
    expect(requestsTo(recorded, 'DELETE', '/v1/rooms/1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Standard Room')).not.toBeInTheDocument());
  });

  it('keeps the room when the confirmation is declined', async () => {
    const recorded = recordRequests();
    const { user } = await openRooms();
    await user.click(rowOf('Standard Room').getByRole('button', { name: 'Удалить «Standard Room»' }));
    await answerConfirmation(user, 'Удалить комнату безвозвратно?', 'Отмена');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(recorded, 'DELETE', '/v1/rooms/1')).toEqual([]);
    expect(screen.getByText('Standard Room')).toBeInTheDocument();
  });

  it('leaves edit mode when the edited room is deleted', async () => {
    const { user } = await openRooms();
    await user.click(rowOf('Family Suite').getByRole('button', { name: 'Редактировать «Family Suite»' }));
    await findForm('Редактирование номера');
    await user.click(rowOf('Family Suite').getByRole('button', { name: 'Удалить «Family Suite»' }));
    await answerConfirmation(user, 'Удалить комнату безвозвратно?', 'Удалить');

    await expectToast('Комната удалена!');
    const form = await findForm('Новый номер');
    expect(form.getByLabelText('Тип номера')).toHaveValue('');
  });

  it('stays in edit mode when another room is deleted', async () => {
    const { user } = await openRooms();
    await user.click(rowOf('Family Suite').getByRole('button', { name: 'Редактировать «Family Suite»' }));
    await user.click(rowOf('Standard Room').getByRole('button', { name: 'Удалить «Standard Room»' }));
    await answerConfirmation(user, 'Удалить комнату безвозвратно?', 'Удалить');

    await expectToast('Комната удалена!');
    const form = await findForm('Редактирование номера');
    expect(form.getByLabelText('Тип номера')).toHaveValue('Family Suite');
  });
});

describe('rooms tab failures', () => {
  it('reports a failed list load', async () => {
    const consoleError = allowConsoleErrors();
    failing('get', '/v1/rooms/hotel/:hotelId');
    await openDetail({ tab: 'rooms' });
    await expectToast('Ошибка при загрузке комнат!');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Ошибка при загрузке комнат!')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('reports a failed create and keeps what was typed', async () => {
    const consoleError = allowConsoleErrors();
    failing('post', '/v1/rooms');
    const { user } = await openRooms();
    const form = await findForm('Новый номер');
    await user.type(form.getByLabelText('Тип номера'), 'Мансарда');
    await user.type(form.getByLabelText('Площадь, м²'), '22');
    await user.click(form.getByRole('button', { name: 'Добавить' }));

    await expectToast('Ошибка при создании комнаты!');
    expect(consoleError).toHaveBeenCalled();
    expect(form.getByLabelText('Тип номера')).toHaveValue('Мансарда');
    expect(form.getByLabelText('Площадь, м²')).toHaveValue(22);
    expect(form.getByRole('button', { name: 'Добавить' })).toBeEnabled();
  });

  it('reports a failed update and stays in edit mode with the changes', async () => {
    const consoleError = allowConsoleErrors();
    failing('put', '/v1/rooms/:id');
    const { user } = await openRooms();
    await user.click(rowOf('Standard Room').getByRole('button', { name: 'Редактировать «Standard Room»' }));
    const form = await findForm('Редактирование номера');
    await user.clear(form.getByLabelText('Вид'));
    await user.type(form.getByLabelText('Вид'), 'Парк');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));

    await expectToast('Ошибка при обновлении комнаты!');
    expect(consoleError).toHaveBeenCalled();
    expect(form.getByLabelText('Вид')).toHaveValue('Парк');
  });

  it('reports a failed delete and keeps the room', async () => {
    const consoleError = allowConsoleErrors();
    failing('delete', '/v1/rooms/:id');
    const { user } = await openRooms();
    await user.click(rowOf('Standard Room').getByRole('button', { name: 'Удалить «Standard Room»' }));
    await answerConfirmation(user, 'Удалить комнату безвозвратно?', 'Удалить');

    await expectToast('Ошибка при удалении комнаты!');
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByText('Standard Room')).toBeInTheDocument();
  });
});

// A number input hands over '' for text it cannot read, so text reaches the rule only from other callers.
describe('readRoomFields', () => {
  it.each(['abc', '12,5', 'Infinity'])('refuses the non-number area %j', (area) => {
    expect(readRoomFields({ room_type: 'Люкс', square_meters: area, view: '', max_occupancy: '' })).toEqual({
      problem: 'Площадь должна быть целым числом!',
      field: 'square_meters',
    });
  });
});

// The question of confirmDiscardChanges, as the admin reads it.
const DISCARD_QUESTION = 'Есть несохранённые изменения. Уйти без сохранения?';

describe('rooms tab with unsaved changes', () => {
  it('asks before cancelling a changed edit; «Остаться» keeps it, «Уйти без сохранения» drops it', async () => {
    const recorded = recordRequests();
    const { user } = await openRooms();
    await user.click(rowOf('Family Suite').getByRole('button', { name: 'Редактировать «Family Suite»' }));
    const form = await findForm('Редактирование номера');
    await user.type(form.getByLabelText('Вид'), ' и сад');
    await user.click(form.getByRole('button', { name: 'Отмена' }));
    await answerConfirmation(user, DISCARD_QUESTION, 'Остаться');
    expect((await findForm('Редактирование номера')).getByLabelText('Вид')).toHaveValue('Море и сад');

    await user.click(form.getByRole('button', { name: 'Отмена' }));
    await answerConfirmation(user, DISCARD_QUESTION, 'Уйти без сохранения');
    expect((await findForm('Новый номер')).getByLabelText('Вид')).toHaveValue('');
    expect(recorded.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('asks before editing a room while the create form holds typed text', async () => {
    const { user } = await openRooms();
    const form = await findForm('Новый номер');
    await user.type(form.getByLabelText('Тип номера'), 'Мансарда');
    await user.click(rowOf('Standard Room').getByRole('button', { name: 'Редактировать «Standard Room»' }));
    await answerConfirmation(user, DISCARD_QUESTION, 'Остаться');
    expect((await findForm('Новый номер')).getByLabelText('Тип номера')).toHaveValue('Мансарда');

    await user.click(rowOf('Standard Room').getByRole('button', { name: 'Редактировать «Standard Room»' }));
    await answerConfirmation(user, DISCARD_QUESTION, 'Уйти без сохранения');
    expect((await findForm('Редактирование номера')).getByLabelText('Тип номера')).toHaveValue('Standard Room');
  });

  it('asks before leaving for another tab with typed text', async () => {
    const { user } = await openRooms();
    const form = await findForm('Новый номер');
    await user.type(form.getByLabelText('Тип номера'), 'Мансарда');
    await user.click(screen.getByRole('tab', { name: 'Новости' }));
    await answerConfirmation(user, DISCARD_QUESTION, 'Остаться');
    expect(screen.getByRole('tab', { name: 'Номера' })).toHaveAttribute('aria-selected', 'true');
    expect(form.getByLabelText('Тип номера')).toHaveValue('Мансарда');

    await user.click(screen.getByRole('tab', { name: 'Новости' }));
    await answerConfirmation(user, DISCARD_QUESTION, 'Уйти без сохранения');
    expect(await screen.findByText('Открытие сезона')).toBeInTheDocument();
  });

  it('reports a failed create once, from the mutation itself', async () => {
    const consoleError = allowConsoleErrors();
    failing('post', '/v1/rooms');
    const { user } = await openRooms();
    const form = await findForm('Новый номер');
    await user.type(form.getByLabelText('Тип номера'), 'Мансарда');
    await user.click(form.getByRole('button', { name: 'Добавить' }));

    await expectToast('Ошибка при создании комнаты!');
    expect(screen.getAllByText('Ошибка при создании комнаты!')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toBe('Не удалось создать комнату');
  });
});
