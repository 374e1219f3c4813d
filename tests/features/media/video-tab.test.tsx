import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiBaseUrl } from '@/api/config';
import { VideoTab } from '@/features/media/video-tab';
import { db } from '../../../mocks/db';
import { answerConfirmation } from '../../utils/confirmation';
import { allowConsoleErrors } from '../../utils/console';
import { failing, recordRequests, requestsTo } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { findToast, toastsSaying } from '../../utils/toasts';
import { installFakeXhr } from './fake-xhr';
import {
  FILE_ID_FIELD,
  SEEDED_VIDEO as DRONE,
  findCard,
  listedNames,
  mp4File,
  renderTab,
  renderVideoTab,
  sendVideo,
} from './media-harness';

beforeEach(signIn);


describe('video tab: list', () => {
  it('shows the thumbnail, or the no-preview placeholder when a video has none', async () => {
    db.videos.push({ ...db.videos[0]!, id: 2, video_name: 'Без обложки', thumbnail_path: null });
    await renderVideoTab();

    const withThumbnail = await findCard(DRONE);
    const thumbnail = db.videos[0]!.thumbnail_path;
    expect(thumbnail).toMatch(/^\/media\//);
    expect(withThumbnail.querySelector('img')).toHaveAttribute('src', `${apiBaseUrl}${thumbnail}`);
    expect(within(withThumbnail).queryByText('Нет превью')).not.toBeInTheDocument();
    expect(within(withThumbnail).getByText('file_id: BAACAgIAAxkBAAIBdemoVideoSea')).toBeInTheDocument();

    const withoutThumbnail = await findCard('Без обложки');
    expect(withoutThumbnail.querySelector('img')).toBeNull();
    expect(within(withoutThumbnail).getByText('Нет превью')).toBeInTheDocument();
  });

  it('logs and toasts a failed load', async () => {
    const consoleError = allowConsoleErrors();
    failing('get', '*/v1/videos/hotel/:id');
    renderTab(<VideoTab hotelId={1} />);
    await findToast('error', 'Ошибка при загрузке видео!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить список видео', expect.anything());
  });
});

describe('video tab: validation', () => {
  it('needs both a name and a file id, then a file, before sending anything', async () => {
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user } = await renderVideoTab();
    const submit = screen.getByRole('button', { name: 'Загрузить' });
    await user.upload(screen.getByLabelText('Файл видео'), mp4File());

    await user.type(screen.getByLabelText('Название'), 'Закат');
    await user.click(submit);
    await findToast('error', 'Укажите название и file_id!');

    await user.clear(screen.getByLabelText('Название'));
    await user.type(screen.getByLabelText(FILE_ID_FIELD), 'tg-42');
    await user.click(submit);
    await waitFor(() => expect(toastsSaying('error', 'Укажите название и file_id!')).toHaveLength(2));

    await user.type(screen.getByLabelText('Название'), '  ');
    await user.click(submit);
    await waitFor(() => expect(toastsSaying('error', 'Укажите название и file_id!')).toHaveLength(3));

    await user.type(screen.getByLabelText('Название'), 'Закат');
    await user.upload(screen.getByLabelText('Файл видео'), []);
    await user.click(submit);
    await findToast('error', 'Выберите файл!');
    expect(Xhr.sent).toHaveLength(0);
  });
});

describe('video tab: upload', () => {
  it('sends video_name, file_id and the file, then lists the new video with the placeholder', async () => {
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user } = await renderVideoTab();
    expect(screen.getByLabelText('Файл видео')).toHaveAttribute('accept', 'video/*');

    await user.type(screen.getByLabelText('Название'), 'Закат на пирсе');
    await user.type(screen.getByLabelText(FILE_ID_FIELD), ' tg-sunset ');
    await user.upload(screen.getByLabelText('Файл видео'), mp4File());
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));

    const xhr = Xhr.sent[0]!;
    expect(xhr.url).toBe(`${apiBaseUrl}/v1/videos/1`);
    expect(xhr.field('video_name')).toBe('Закат на пирсе');
    expect(xhr.field('file_id')).toBe('tg-sunset');
    expect(xhr.field('file')).toMatchObject({ name: 'sunset.mp4', type: 'video/mp4' });
    xhr.progress(64, 100);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '64');

    await xhr.respondFromFakeApi();
    await findToast('success', 'Видео загружено!');
    expect(within(await findCard('Закат на пирсе')).getByText('Нет превью')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Название')).toHaveValue('');
    expect(screen.getByLabelText(FILE_ID_FIELD)).toHaveValue('');
  });

  it('logs and toasts a failed upload', async () => {
    const consoleError = allowConsoleErrors();
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user } = await renderVideoTab();
    await sendVideo(user);
    Xhr.sent[0]!.failNetwork();

    await findToast('error', 'Ошибка при загрузке видео!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить файл видео', expect.anything());
    expect(screen.getByLabelText(FILE_ID_FIELD)).toHaveValue('tg-1');
  });
});

describe('video tab: edit mode', () => {
  it('re-reads the video, hides picker and item, PUTs { id, video_name, file_id }', async () => {
    const { user } = await renderVideoTab();
    // Changed on the server after the list was loaded: the form must show the fresh copy.
    db.videos[0]!.file_id = 'fresh-file-id';
    const requests = recordRequests();

    await user.click(within(await findCard(DRONE)).getByRole('button', { name: `Редактировать «${DRONE}»` }));

    await waitFor(() => expect(screen.getByLabelText(FILE_ID_FIELD)).toHaveValue('fresh-file-id'));
    expect(requestsTo(requests, 'GET', '/v1/videos/1')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Редактировать видео' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Файл видео')).not.toBeInTheDocument();
    expect(listedNames()).toEqual([]);
    expect(screen.getByLabelText('Название')).toHaveValue(DRONE);

    await user.clear(screen.getByLabelText('Название'));
    await user.type(screen.getByLabelText('Название'), 'Лара сверху');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await findToast('success', 'Видео обновлено!');
    expect(JSON.parse(requestsTo(requests, 'PUT', '/v1/videos')[0]!.body)).toEqual({
      id: 1,
      video_name: 'Лара сверху',
      file_id: 'fresh-file-id',
    });
    await findCard('Лара сверху');
    expect(screen.getByRole('heading', { name: 'Загрузить видео' })).toBeInTheDocument();
  });

  it('stays in create mode when the edit data cannot be loaded', async () => {
    const consoleError = allowConsoleErrors();
    failing('get', '*/v1/videos/:id');
    const { user } = await renderVideoTab();

    await user.click(within(await findCard(DRONE)).getByRole('button', { name: `Редактировать «${DRONE}»` }));

    await findToast('error', 'Ошибка при загрузке данных для редактирования!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить видео для редактирования', expect.anything());
    expect(screen.getByRole('heading', { name: 'Загрузить видео' })).toBeInTheDocument();
    expect(listedNames()).toEqual([DRONE]);
  });

  it('validates both fields in edit mode and toasts a failed update', async () => {
    const consoleError = allowConsoleErrors();
    failing('put', '*/v1/videos');
    const { user } = await renderVideoTab();
    await user.click(within(await findCard(DRONE)).getByRole('button', { name: `Редактировать «${DRONE}»` }));
    await waitFor(() => expect(screen.getByLabelText(FILE_ID_FIELD)).toHaveValue('BAACAgIAAxkBAAIBdemoVideoSea'));

    await user.clear(screen.getByLabelText(FILE_ID_FIELD));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await findToast('error', 'Укажите название и file_id!');

    await user.type(screen.getByLabelText(FILE_ID_FIELD), 'tg-2');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await findToast('error', 'Ошибка при обновлении видео!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось обновить видео', expect.anything());
    expect(screen.getByRole('heading', { name: 'Редактировать видео' })).toBeInTheDocument();
  });
});

describe('video tab: delete', () => {
  it('asks "Точно удалить это видео?" and deletes on confirmation', async () => {
    const { user } = await renderVideoTab();
    const requests = recordRequests();
    await user.click(within(await findCard(DRONE)).getByRole('button', { name: `Удалить «${DRONE}»` }));
    await answerConfirmation(user, 'Точно удалить это видео?', 'Удалить');

    await findToast('success', 'Видео удалено!');
    expect(requestsTo(requests, 'DELETE', '/v1/videos/1')).toHaveLength(1);
    expect(await screen.findByText('Нет видео.')).toBeInTheDocument();
  });

  it('logs and toasts a failed delete', async () => {
    const consoleError = allowConsoleErrors();
    failing('delete', '*/v1/videos/:id');
    const { user } = await renderVideoTab();
    await user.click(within(await findCard(DRONE)).getByRole('button', { name: `Удалить «${DRONE}»` }));
    await answerConfirmation(user, 'Точно удалить это видео?', 'Удалить');

    await findToast('error', 'Ошибка при удалении видео!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось удалить видео', expect.anything());
  });
});
