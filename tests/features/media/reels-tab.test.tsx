import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiBaseUrl } from '@/api/config';
import { ReelsTab } from '@/features/media/reels-tab';
import { answerConfirmation } from '../../utils/confirmation';
import { allowConsoleErrors } from '../../utils/console';
import { failing, recordRequests, requestsTo } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { findToast } from '../../utils/toasts';
import { installFakeXhr } from './fake-xhr';
import { FILE_ID_FIELD, findCard, listedNames, mp4File, openForm, renderTab } from './media-harness';

beforeEach(signIn);

const POOL = 'Утро у бассейна';

async function renderReelsTab() {
  const view = renderTab(<ReelsTab hotelId={1} />);
  await findCard(POOL);
  await openForm(view.user, 'Добавить рилс');
  return view;
}

async function fillUpload(user: ReturnType<typeof renderTab>['user'], name: string, fileId: string) {
  await user.type(screen.getByLabelText('Название'), name);
  await user.type(screen.getByLabelText(FILE_ID_FIELD), fileId);
  await user.upload(screen.getByLabelText('Файл видео'), mp4File('pool.mp4'));
  await user.click(screen.getByRole('button', { name: 'Загрузить' }));
}

describe('reels tab', () => {
  it('lists reels, with the placeholder for a reel without a thumbnail', async () => {
    await renderReelsTab();
    const card = await findCard(POOL);
    expect(within(card).getByText('Нет превью')).toBeInTheDocument();
    expect(card.querySelector('img')).toBeNull();
    expect(screen.getByLabelText('Файл видео')).toHaveAttribute('accept', 'video/*');
  });

  it('logs and toasts a failed load', async () => {
    const consoleError = allowConsoleErrors();
    failing('get', '*/v1/reels/hotel/:id');
    renderTab(<ReelsTab hotelId={1} />);
    await findToast('error', 'Ошибка при загрузке рилсов!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить рилсы', expect.anything());
  });

  it('validates name and file id, then the file, with no request', async () => {
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user } = await renderReelsTab();
    await user.type(screen.getByLabelText(FILE_ID_FIELD), 'tg-1');
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    await findToast('error', 'Укажите название и file_id!');

    await user.type(screen.getByLabelText('Название'), 'Закат');
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    await findToast('error', 'Выберите файл!');
    expect(Xhr.sent).toHaveLength(0);
  });

  it('uploads reels_name, file_id and the file, then resets and reloads', async () => {
    const Xhr = installFakeXhr({ answer: 'fake-api' });
    const { user } = await renderReelsTab();
    await fillUpload(user, 'Вечер у бара', 'tg-bar');

    await findToast('success', 'Рилс загружен!');
    const xhr = Xhr.sent[0]!;
    expect(xhr.url).toBe(`${apiBaseUrl}/v1/reels/1`);
    expect(xhr.field('reels_name')).toBe('Вечер у бара');
    expect(xhr.field('file_id')).toBe('tg-bar');
    expect(xhr.field('file')).toMatchObject({ name: 'pool.mp4' });
    await findCard('Вечер у бара');
    expect(screen.getByLabelText('Название')).toHaveValue('');
  });

  it('toasts a failed upload as a failed creation', async () => {
    const consoleError = allowConsoleErrors();
    installFakeXhr({ answer: 'fake-api' });
    failing('post', '*/v1/reels/:hotelId');
    const { user } = await renderReelsTab();
    await fillUpload(user, 'Вечер у бара', 'tg-bar');

    await findToast('error', 'Ошибка при создании рилса!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить файл рилса', expect.anything());
  });

  it('edits without re-reading the reel and PUTs { id, reels_name, file_id }', async () => {
    const { user } = await renderReelsTab();
    const requests = recordRequests();
    await user.click(within(await findCard(POOL)).getByRole('button', { name: `Редактировать «${POOL}»` }));

    expect(screen.getByRole('heading', { name: 'Редактировать рилс' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Файл видео')).not.toBeInTheDocument();
    expect(listedNames()).toEqual([]);
    await user.clear(screen.getByLabelText(FILE_ID_FIELD));
    await user.type(screen.getByLabelText(FILE_ID_FIELD), 'tg-new');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await findToast('success', 'Рилс обновлён!');
    expect(requestsTo(requests, 'GET', '/v1/reels/1')).toHaveLength(0);
    expect(JSON.parse(requestsTo(requests, 'PUT', '/v1/reels')[0]!.body)).toEqual({
      id: 1,
      reels_name: POOL,
      file_id: 'tg-new',
    });
    expect(within(await findCard(POOL)).getByText('file_id: tg-new')).toBeInTheDocument();
  });

  it('toasts a failed update', async () => {
    const consoleError = allowConsoleErrors();
    failing('put', '*/v1/reels');
    const { user } = await renderReelsTab();
    await user.click(within(await findCard(POOL)).getByRole('button', { name: `Редактировать «${POOL}»` }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await findToast('error', 'Ошибка при обновлении рилса!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось обновить рилс', expect.anything());
  });

  it('deletes after "Точно удалить этот рилс?", and the edited reel’s deletion ends edit mode', async () => {
    const { user } = await renderReelsTab();
    await user.click(within(await findCard(POOL)).getByRole('button', { name: `Редактировать «${POOL}»` }));
    const form = screen.getByRole('heading', { name: 'Редактировать рилс' }).closest('form')!;

    await user.click(within(form).getByRole('button', { name: 'Удалить' }));
    await answerConfirmation(user, 'Точно удалить этот рилс?', 'Удалить');

    await findToast('success', 'Рилс удалён!');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Загрузить рилс' })).toBeInTheDocument());
    expect(await screen.findByText('Нет рилсов.')).toBeInTheDocument();
  });

  it('toasts a failed delete', async () => {
    const consoleError = allowConsoleErrors();
    failing('delete', '*/v1/reels/:id');
    const { user } = await renderReelsTab();
    await user.click(within(await findCard(POOL)).getByRole('button', { name: `Удалить «${POOL}»` }));
    await answerConfirmation(user, 'Точно удалить этот рилс?', 'Удалить');
    await findToast('error', 'Ошибка при удалении рилса!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось удалить рилс', expect.anything());
    expect(listedNames()).toHaveLength(1);
  });
});
