import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readRoomFields } from '@/features/hotel-detail/rooms/room-values';
import { bodiesOf, recordRequests, requestsTo, writesIn } from '../../utils/requests';
import { findToast } from '../../utils/toasts';
import { editButton, findForm, openTab, openCreateForm } from './detail-screen';
import { ROOMS_TAB } from './tab-cases';

const openRooms = () => openTab(ROOMS_TAB);

// What rooms share with news is in editable-tab*.test.tsx; this is what only rooms do: the area and the occupancy.
describe('rooms tab', () => {
  it('labels the fields and hints at the occupancy format', async () => {
    const { user } = await openRooms();
    const form = await openCreateForm(user, 'Новый номер');
    expect(form.getByLabelText('Тип номера')).toBeInTheDocument();
    expect(form.getByLabelText('Площадь, м²')).toHaveAttribute('type', 'number');
    expect(form.getByLabelText('Вид')).toBeInTheDocument();
    expect(form.getByLabelText('Вместимость')).toHaveAccessibleDescription('Например, 2 или 2+2');
  });

  it('brings back a room being typed after a reload; «Удалить черновик» empties the form and forgets it', async () => {
    const first = await openRooms();
    const form = await openCreateForm(first.user, 'Новый номер');
    await first.user.type(form.getByLabelText('Тип номера'), 'Семейный');
    await first.user.type(form.getByLabelText('Вместимость'), '2+2');
    await waitFor(() => expect(localStorage.getItem('draft:room:1')).not.toBeNull());
    first.unmount();

    const reloaded = await openRooms();
    const restored = await findForm('Новый номер');
    expect(restored.getByRole('status')).toHaveTextContent('Черновик восстановлен');
    expect(restored.getByLabelText('Тип номера')).toHaveValue('Семейный');
    expect(restored.getByLabelText('Вместимость')).toHaveValue('2+2');

    await reloaded.user.click(restored.getByRole('button', { name: 'Удалить черновик' }));
    expect(restored.getByLabelText('Тип номера')).toHaveValue('');
    expect(restored.getByLabelText('Тип номера')).toHaveFocus();
    expect(restored.queryByText('Черновик восстановлен')).toBeNull();
    expect(localStorage.getItem('draft:room:1')).toBeNull();
  });

  it('brings a room being edited back after a reload, in edit mode with what was typed', async () => {
    const first = await openRooms();
    await first.user.click(editButton('Family Suite'));
    const edit = await findForm('Редактирование номера');
    await first.user.clear(edit.getByLabelText('Вместимость'));
    await first.user.type(edit.getByLabelText('Вместимость'), '4+3');
    await waitFor(() => expect(Object.keys(localStorage).some((key) => key.startsWith('draft:room:1:edit:'))).toBe(true));
    first.unmount();

    await openRooms();
    const restored = await findForm('Редактирование номера');
    expect(restored.getByLabelText('Тип номера')).toHaveValue('Family Suite');
    expect(restored.getByLabelText('Вместимость')).toHaveValue('4+3');
    expect(restored.getByRole('status')).toHaveTextContent('Черновик восстановлен');
  });

  it('sends the area as a whole number and the occupancy as typed', async () => {
    const recorded = recordRequests();
    const { user } = await openRooms();
    const form = await openCreateForm(user, 'Новый номер');
    await user.type(form.getByLabelText('Тип номера'), '  Люкс  ');
    await user.type(form.getByLabelText('Площадь, м²'), '48');
    await user.type(form.getByLabelText('Вместимость'), '2+2');
    await user.click(form.getByRole('button', { name: 'Создать' }));

    await findToast('success', 'Комната создана!');
    expect(bodiesOf(requestsTo(recorded, 'POST', '/v1/rooms'))).toEqual([
      { room_type: 'Люкс', square_meters: 48, view: '', max_occupancy: '2+2', hotel_id: 1 },
    ]);
  });

  it.each([
    ['a negative area', '-5', 'Площадь не может быть отрицательной!'],
    ['a fractional area', '12.5', 'Площадь должна быть целым числом!'],
  ])('refuses %s with a toast, sends nothing and keeps what was typed', async (_, area, message) => {
    const recorded = recordRequests();
    const { user } = await openRooms();
    const form = await openCreateForm(user, 'Новый номер');
    await user.type(form.getByLabelText('Тип номера'), 'Мансарда');
    await user.type(form.getByLabelText('Площадь, м²'), area);
    await user.click(form.getByRole('button', { name: 'Создать' }));

    await findToast('error', message);
    expect(writesIn(recorded)).toEqual([]);
    expect(form.getByLabelText('Тип номера')).toHaveValue('Мансарда');
    expect(form.getByLabelText('Площадь, м²')).toHaveValue(Number(area));
  });

  it('checks the room type before the area', async () => {
    const recorded = recordRequests();
    const { user } = await openRooms();
    const form = await openCreateForm(user, 'Новый номер');
    await user.type(form.getByLabelText('Площадь, м²'), '-5');
    await user.click(form.getByRole('button', { name: 'Создать' }));

    await findToast('error', 'Введите хотя бы тип комнаты!');
    expect(screen.queryByText('Площадь не может быть отрицательной!')).not.toBeInTheDocument();
    expect(writesIn(recorded)).toEqual([]);
  });

  it('refuses a fractional area in edit mode without a PUT, and stays in edit mode', async () => {
    const recorded = recordRequests();
    const { user } = await openRooms();
    await user.click(editButton('Deluxe Sea View'));
    const form = await findForm('Редактирование номера');
    await user.clear(form.getByLabelText('Площадь, м²'));
    await user.type(form.getByLabelText('Площадь, м²'), '34.5');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));

    await findToast('error', 'Площадь должна быть целым числом!');
    expect(writesIn(recorded)).toEqual([]);
    expect(form.getByLabelText('Площадь, м²')).toHaveValue(34.5);
    expect(screen.getByText('34 м² · Море · вместимость 2+2')).toBeInTheDocument();
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
