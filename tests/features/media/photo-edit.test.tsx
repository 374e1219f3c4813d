import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { answerConfirmation, answerLeaveConfirmation } from '../../utils/confirmation';
import { allowConsoleErrors } from '../../utils/console';
import { failing, recordRequests, requestsTo } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { findToast } from '../../utils/toasts';
import { PhotoTab } from '@/features/media/photo-tab';
import { SEEDED_PHOTOS, findCard, listedNames, renderPhotoTab, renderTab } from './media-harness';

beforeEach(signIn);

describe('photo tab: edit mode', () => {
  it('hides the picker and the edited photo, PUTs { id, photo_name }, then returns to create mode', async () => {
    const { user } = await renderPhotoTab();
    const requests = recordRequests();

    await user.click(within(await findCard('Главный бассейн')).getByRole('button', { name: 'Редактировать «Главный бассейн»' }));

    expect(screen.getByRole('heading', { name: 'Редактировать фото' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Файл изображения')).not.toBeInTheDocument();
    expect(listedNames()).toEqual(['Вид на море', 'Номер Deluxe']);
    const name = screen.getByLabelText('Название фото');
    expect(name).toHaveValue('Главный бассейн');

    await user.clear(name);
    await user.type(name, 'Бассейн с подогревом');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await findToast('success', 'Фото обновлено!');
    expect(JSON.parse(requestsTo(requests, 'PUT', '/v1/photos')[0]!.body)).toEqual({
      id: 2,
      photo_name: 'Бассейн с подогревом',
    });
    expect(requestsTo(requests, 'GET', '/v1/photos/2')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Загрузить фото' })).toBeInTheDocument();
    expect(screen.getByLabelText('Файл изображения')).toBeInTheDocument();
    expect(screen.getByLabelText('Название фото')).toHaveValue('');
    await findCard('Бассейн с подогревом');
    expect(listedNames()).toEqual(['Вид на море', 'Бассейн с подогревом', 'Номер Deluxe']);
  });

  it('editing the hotel’s only photo does not call the list empty: the photo is in the form', async () => {
    db.photos = db.photos.filter((photo) => photo.hotel_id !== 1 || photo.photo_name === 'Главный бассейн');
    const view = renderTab(<PhotoTab hotelId={1} />);
    await view.user.click(
      within(await findCard('Главный бассейн', { timeout: 5000 })).getByRole('button', { name: 'Редактировать «Главный бассейн»' }),
    );

    expect(screen.getByRole('heading', { name: 'Редактировать фото' })).toBeInTheDocument();
    expect(listedNames()).toEqual([]);
    expect(screen.queryByText('Нет фото.')).not.toBeInTheDocument();
    expect(screen.getByText('Единственное фото сейчас открыто для редактирования.')).toBeInTheDocument();
  });

  it('needs a name but no file, and Cancel leaves edit mode without a request', async () => {
    const { user } = await renderPhotoTab();
    const requests = recordRequests();
    await user.click(within(await findCard('Номер Deluxe')).getByRole('button', { name: 'Редактировать «Номер Deluxe»' }));

    await user.clear(screen.getByLabelText('Название фото'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await findToast('error', 'Укажите название фото!');

    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await answerLeaveConfirmation(user, 'Уйти без сохранения');
    expect(screen.getByRole('heading', { name: 'Загрузить фото' })).toBeInTheDocument();
    expect(listedNames()).toEqual(SEEDED_PHOTOS);
    expect(screen.getByLabelText('Название фото')).toHaveValue('');
    expect(requestsTo(requests, 'PUT', '/v1/photos')).toHaveLength(0);
  });

  it('keeps edit mode and the typed name when the update fails', async () => {
    const consoleError = allowConsoleErrors();
    failing('put', '*/v1/photos');
    const { user } = await renderPhotoTab();
    await user.click(within(await findCard('Номер Deluxe')).getByRole('button', { name: 'Редактировать «Номер Deluxe»' }));
    await user.type(screen.getByLabelText('Название фото'), ' люкс');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await findToast('error', 'Ошибка при обновлении фото!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось обновить фото', expect.anything());
    expect(screen.getByLabelText('Название фото')).toHaveValue('Номер Deluxe люкс');
    expect(screen.getByRole('heading', { name: 'Редактировать фото' })).toBeInTheDocument();
  });
});

describe('photo tab: delete', () => {
  it('asks first: Cancel keeps the photo, Delete removes it', async () => {
    const { user } = await renderPhotoTab();
    const requests = recordRequests();
    const deleteButton = within(await findCard('Главный бассейн')).getByRole('button', { name: 'Удалить «Главный бассейн»' });

    await user.click(deleteButton);
    const dialog = await screen.findByRole('dialog', { name: 'Подтверждение' });
    expect(dialog).toHaveTextContent('Удалить фото безвозвратно?');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(requestsTo(requests, 'DELETE', '/v1/photos/2')).toHaveLength(0);

    await user.click(deleteButton);
    await answerConfirmation(user, 'Удалить фото безвозвратно?', 'Удалить');
    await findToast('success', 'Фото удалено!');
    expect(requestsTo(requests, 'DELETE', '/v1/photos/2')).toHaveLength(1);
    await waitFor(() => expect(listedNames()).toEqual(['Вид на море', 'Номер Deluxe']));
  });

  it('deleting the photo being edited leaves edit mode; deleting another one does not', async () => {
    const { user } = await renderPhotoTab();
    await user.click(within(await findCard('Вид на море')).getByRole('button', { name: 'Редактировать «Вид на море»' }));

    await user.click(within(await findCard('Номер Deluxe')).getByRole('button', { name: 'Удалить «Номер Deluxe»' }));
    await answerConfirmation(user, 'Удалить фото безвозвратно?', 'Удалить');
    await findToast('success', 'Фото удалено!');
    expect(screen.getByRole('heading', { name: 'Редактировать фото' })).toBeInTheDocument();

    const form = screen.getByRole('heading', { name: 'Редактировать фото' }).closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Удалить' }));
    await answerConfirmation(user, 'Удалить фото безвозвратно?', 'Удалить');

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Загрузить фото' })).toBeInTheDocument());
    expect(screen.getByLabelText('Файл изображения')).toBeInTheDocument();
    expect(screen.getByLabelText('Название фото')).toHaveValue('');
    await waitFor(() => expect(listedNames()).toEqual(['Главный бассейн']));
  });

  it('logs and toasts a failed delete', async () => {
    const consoleError = allowConsoleErrors();
    failing('delete', '*/v1/photos/:id');
    const { user } = await renderPhotoTab();
    await user.click(within(await findCard('Вид на море')).getByRole('button', { name: 'Удалить «Вид на море»' }));
    await answerConfirmation(user, 'Удалить фото безвозвратно?', 'Удалить');

    await findToast('error', 'Ошибка при удалении фото!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось удалить фото', expect.anything());
    expect(listedNames()).toEqual(SEEDED_PHOTOS);
  });
});
