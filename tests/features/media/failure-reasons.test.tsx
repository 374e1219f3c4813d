import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node-server';
import { answerConfirmation } from '../../utils/confirmation';
import { allowConsoleErrors } from '../../utils/console';
import { recordRequests, requestsTo } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { expectFailureToast } from '../../utils/toasts';
import { installFakeXhr } from './fake-xhr';
import { SEEDED_PHOTOS, findCard, listedNames, renderPhotoTab, renderVideoTab, sendPhoto, sendVideo } from './media-harness';

beforeEach(signIn);

describe('the server refusing an upload', () => {
  it('413: the upload’s error toast, then that the file is too large for the server', async () => {
    const consoleError = allowConsoleErrors();
    installFakeXhr({ answer: 'fake-api' });
    server.use(http.post('*/v1/photos/:hotelId', () => HttpResponse.json({ detail: 'Too large' }, { status: 413 })));
    const { user } = await renderPhotoTab();
    await sendPhoto(user);

    await expectFailureToast('Ошибка при загрузке фото!', 'Файл слишком большой для сервера.');
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить файл фото', expect.objectContaining({ status: 413 }));
    expect(screen.getByLabelText('Название фото')).toHaveValue('Рассвет');
  });

  it('415: the upload’s error toast, then that the server does not take this type', async () => {
    allowConsoleErrors();
    installFakeXhr({ answer: 'fake-api' });
    server.use(http.post('*/v1/videos/:hotelId', () => new HttpResponse(null, { status: 415 })));
    const { user } = await renderVideoTab();
    await sendVideo(user);

    await expectFailureToast('Ошибка при загрузке видео!', 'Сервер не принимает файлы этого типа.');
  });
});

describe('the server refusing a change', () => {
  it('a 400 on update shows the server’s `detail` under the update’s error toast, and edit mode stays', async () => {
    allowConsoleErrors();
    server.use(http.put('*/v1/photos', () => HttpResponse.json({ detail: 'Такое название уже есть.' }, { status: 400 })));
    const { user } = await renderPhotoTab();
    await user.click(within(await findCard('Номер Deluxe')).getByRole('button', { name: 'Редактировать «Номер Deluxe»' }));
    await user.type(screen.getByLabelText('Название фото'), ' люкс');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await expectFailureToast('Ошибка при обновлении фото!', 'Такое название уже есть.');
    expect(screen.getByRole('heading', { name: 'Редактировать фото' })).toBeInTheDocument();
    expect(screen.getByLabelText('Название фото')).toHaveValue('Номер Deluxe люкс');
  });

  it('a 404 on delete says another admin may have deleted it, and the list reloads without it', async () => {
    const consoleError = allowConsoleErrors();
    const { user } = await renderPhotoTab();
    // Another admin deletes the photo after this list was loaded.
    db.photos.splice(
      db.photos.findIndex((photo) => photo.photo_name === 'Главный бассейн'),
      1,
    );
    const requests = recordRequests();

    await user.click(within(await findCard('Главный бассейн')).getByRole('button', { name: 'Удалить «Главный бассейн»' }));
    await answerConfirmation(user, 'Удалить фото безвозвратно?', 'Удалить');

    await expectFailureToast('Ошибка при удалении фото!', 'Запись не найдена: возможно, её уже удалил другой администратор.');
    expect(consoleError).toHaveBeenCalledWith('Не удалось удалить фото', expect.anything());
    await waitFor(() => expect(listedNames()).toEqual(SEEDED_PHOTOS.filter((name) => name !== 'Главный бассейн')));
    expect(requestsTo(requests, 'GET', '/v1/photos/hotel/1')).toHaveLength(1);
  });
});
