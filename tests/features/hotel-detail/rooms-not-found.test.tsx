import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_REASON } from '@/api/server-reason';
import { db } from '../../../mocks/db';
import { allowConsoleErrors } from '../../utils/console';
import { answerConfirmation, expectToast, findForm, openDetail, rowOf } from './detail-screen';

const startsWithNotFound = new RegExp(`^${NOT_FOUND_REASON}`);

async function openRooms() {
  const app = await openDetail({ tab: 'rooms' });
  await screen.findByText('Family Suite');
  return app;
}

/** Another admin deletes the room while this one still sees it. */
function deleteElsewhere(roomType: string) {
  db.rooms = db.rooms.filter((room) => room.room_type !== roomType);
}

describe('a room another admin deleted', () => {
  it('says so when saving it, reloads the list without it and keeps the typed text', async () => {
    const consoleError = allowConsoleErrors();
    const { user } = await openRooms();
    await user.click(rowOf('Deluxe Sea View').getByRole('button', { name: 'Редактировать «Deluxe Sea View»' }));
    const form = await findForm('Редактирование номера');
    await user.type(form.getByLabelText('Вид'), ' и горы');
    deleteElsewhere('Deluxe Sea View');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));

    await expectToast('Ошибка при обновлении комнаты!');
    expect(screen.getByText(startsWithNotFound)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('34 м² · Море · вместимость 2+2')).not.toBeInTheDocument());
    expect(form.getByLabelText('Вид')).toHaveValue('Море и горы');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('says so when deleting it and drops it from the list', async () => {
    allowConsoleErrors();
    const { user } = await openRooms();
    deleteElsewhere('Standard Room');
    await user.click(rowOf('Standard Room').getByRole('button', { name: 'Удалить «Standard Room»' }));
    await answerConfirmation(user, 'Удалить комнату безвозвратно?', 'Удалить');

    await expectToast('Ошибка при удалении комнаты!');
    expect(screen.getByText(startsWithNotFound)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Standard Room')).not.toBeInTheDocument());
    expect(screen.getByText('Family Suite')).toBeInTheDocument();
  });
});
