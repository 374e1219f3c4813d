import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { FILE_ID_LABEL } from '@/features/media/media-kind';
import { NOT_FOUND_REASON } from '@/api/server-reason';
import { VideoTab } from '@/features/media/video-tab';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node-server';
import { allowConsoleErrors } from '../../utils/console';
import { recordRequests, requestsTo } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { installFakeXhr } from './fake-xhr';
import { SEEDED_PHOTOS, findCard, findToast, listedNames, mp4File, pngFile, renderPhotoTab, renderTab } from './media-harness';

beforeEach(signIn);

/** The error toast with SPEC.md §8's text on its first line and the reason under it. */
async function expectFailure(message: string, reason: string) {
  const toast = (await findToast('error', message)).closest('[role="alert"]');
  expect(toast).toHaveTextContent(`${message}${reason}`);
}

describe('the server refusing an upload', () => {
  it('413: SPEC.md’s upload error, then that the file is too large for the server', async () => {
    const consoleError = allowConsoleErrors();
    installFakeXhr({ answer: 'fake-api' });
    server.use(http.post('*/v1/photos/:hotelId', () => HttpResponse.json({ detail: 'Too large' }, { status: 413 })));
    const { user } = await renderPhotoTab();
    await user.type(screen.getByLabelText('Название фото'), 'Рассвет');
    await user.upload(screen.getByLabelText('Файл изображения'), pngFile());
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));

    await expectFailure('Ошибка при загрузке фото!', 'Файл слишком большой для сервера.');
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить файл фото', expect.objectContaining({ status: 413 }));
    expect(screen.getByLabelText('Название фото')).toHaveValue('Рассвет');
  });

  it('415: SPEC.md’s upload error, then that the server does not take this type', async () => {
    allowConsoleErrors();
    installFakeXhr({ answer: 'fake-api' });
    server.use(http.post('*/v1/videos/:hotelId', () => new HttpResponse(null, { status: 415 })));
    const { user } = renderTab(<VideoTab hotelId={1} />);
    await findCard('Пляж Лара с дрона');
    await user.type(screen.getByLabelText('Название'), 'Закат');
    await user.type(screen.getByLabelText(FILE_ID_LABEL), 'tg-1');
    await user.upload(screen.getByLabelText('Файл видео'), mp4File());
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));

    await expectFailure('Ошибка при загрузке видео!', 'Сервер не принимает файлы этого типа.');
  });
});

describe('the server refusing a change', () => {
  it('a 400 on update shows the server’s `detail` under SPEC.md’s text, and edit mode stays', async () => {
    allowConsoleErrors();
    server.use(http.put('*/v1/photos', () => HttpResponse.json({ detail: 'Такое название уже есть.' }, { status: 400 })));
    const { user } = await renderPhotoTab();
    await user.click(within(await findCard('Номер Deluxe')).getByRole('button', { name: 'Редактировать «Номер Deluxe»' }));
    await user.type(screen.getByLabelText('Название фото'), ' люкс');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await expectFailure('Ошибка при обновлении фото!', 'Такое название уже есть.');
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
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));

    await expectFailure('Ошибка при удалении фото!', NOT_FOUND_REASON);
    expect(consoleError).toHaveBeenCalledWith('Не удалось удалить фото', expect.anything());
    await waitFor(() => expect(listedNames()).toEqual(SEEDED_PHOTOS.filter((name) => name !== 'Главный бассейн')));
    expect(requestsTo(requests, 'GET', '/v1/photos/hotel/1')).toHaveLength(1);
  });
});
