import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiBaseUrl } from '@/api/config';
import { PhotoTab } from '@/features/media/photo-tab';
import { VideoTab } from '@/features/media/video-tab';
import { server } from '../../../mocks/node-server';
import { allowConsoleErrors } from '../../utils/console';
import { signIn } from '../../utils/session';
import { answerLeaveConfirmation } from '../../utils/confirmation';
import { findToast, toastsSaying } from '../../utils/toasts';
import { installFakeXhr } from './fake-xhr';
import { SEEDED_PHOTOS, findCard, listedNames, pngFile, renderPhotoTab, renderTab } from './media-harness';

beforeEach(signIn);

describe('photo tab: list', () => {
  it('shows the hotel’s photos with lazy previews from the API’s address', async () => {
    await renderPhotoTab();
    expect(listedNames()).toEqual(SEEDED_PHOTOS);
    const preview = (await findCard('Вид на море')).querySelector('img');
    expect(preview).toHaveAttribute('src', `${apiBaseUrl}/media/photos/1-sea-view.svg`);
    expect(preview).toHaveAttribute('loading', 'lazy');
  });

  it('lists first with its count; «Добавить фото» opens the form above it, «Отмена» closes it, the focus going there and back', async () => {
    const { user } = renderTab(<PhotoTab hotelId={1} />);
    await findCard(SEEDED_PHOTOS[0]!);
    expect(screen.queryByRole('heading', { name: 'Загрузить фото' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Фото' })).toHaveTextContent(/^Фото3/);

    const add = screen.getByRole('button', { name: 'Добавить фото' });
    await user.click(add);
    expect(screen.getByRole('heading', { name: 'Загрузить фото' })).toBeInTheDocument();
    expect(screen.getByLabelText('Название фото')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Добавить фото' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    // «Отмена» may ask first, so the form goes a moment after the click.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Добавить фото' })).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Загрузить фото' })).not.toBeInTheDocument();
  });

  it('asks before «Отмена» drops a picked file, and stays open on «Остаться»', async () => {
    const { user } = await renderPhotoTab();
    await user.upload(screen.getByLabelText('Файл изображения'), pngFile());
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await answerLeaveConfirmation(user, 'Остаться');
    expect(screen.getByLabelText('Название фото')).toHaveValue('sunrise');
    expect(screen.getByRole('heading', { name: 'Загрузить фото' })).toBeInTheDocument();
  });

  it('says so when the hotel has no photos', async () => {
    renderTab(<PhotoTab hotelId={3} />);
    expect(await screen.findByText('Нет фото.')).toBeInTheDocument();
  });

  it('logs and toasts a failed load, and can retry', async () => {
    const consoleError = allowConsoleErrors();
    server.use(http.get('*/v1/photos/hotel/:id', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    const { user } = renderTab(<PhotoTab hotelId={1} />);

    await findToast('error', 'Ошибка при загрузке фотографий!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить фотографии', expect.anything());

    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await findCard('Вид на море');
  });
});

describe('photo tab: validation', () => {
  it('asks for a name first, then for a file, before sending anything', async () => {
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user } = await renderPhotoTab();
    const submit = screen.getByRole('button', { name: 'Загрузить' });
    const name = screen.getByLabelText('Название фото');

    await user.click(submit);
    await findToast('error', 'Укажите название фото!');
    expect(screen.queryByText('Выберите файл!')).not.toBeInTheDocument();

    await user.type(name, 'Закат');
    await user.click(submit);
    await findToast('error', 'Выберите файл!');

    await user.clear(name);
    await user.type(name, '   ');
    await user.upload(screen.getByLabelText('Файл изображения'), pngFile());
    await user.click(submit);
    await waitFor(() => expect(toastsSaying('error', 'Укажите название фото!')).toHaveLength(2));
    expect(Xhr.sent).toHaveLength(0);
  });
});

describe('photo tab: one file', () => {
  it('names the photo after its file until the admin names it otherwise', async () => {
    const { user } = await renderPhotoTab();
    const picker = screen.getByLabelText('Файл изображения');
    const name = screen.getByLabelText('Название фото');

    await user.upload(picker, pngFile('Рассвет на пляже.png'));
    expect(name).toHaveValue('Рассвет на пляже');
    await user.upload(picker, pngFile('sunset.png'));
    expect(name).toHaveValue('sunset');

    await user.clear(name);
    await user.type(name, 'Закат');
    await user.upload(picker, pngFile('IMG_1.png'));
    expect(name).toHaveValue('Закат');
    // One file stays in the form: no queue.
    expect(screen.queryByRole('list', { name: 'Очередь загрузки' })).not.toBeInTheDocument();
  });
});

describe('photo tab: upload', () => {
  it('sends photo_name and the file, shows the progress bar on the way, then resets and reloads', async () => {
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user } = await renderPhotoTab();

    await user.type(screen.getByLabelText('Название фото'), ' Рассвет ');
    await user.upload(screen.getByLabelText('Файл изображения'), pngFile());
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));

    const xhr = Xhr.sent[0]!;
    expect(xhr.url).toBe(`${apiBaseUrl}/v1/photos/1`);
    expect(xhr.field('photo_name')).toBe('Рассвет');
    expect(xhr.field('file')).toMatchObject({ name: 'sunrise.png', type: 'image/png' });
    expect(screen.getByRole('button', { name: 'Загрузка…' })).toBeDisabled();
    expect(screen.getByLabelText('Файл изображения')).toHaveAttribute('accept', 'image/*');

    xhr.progress(0, 2000);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    xhr.progress(733, 2000);
    expect(await screen.findByRole('progressbar', { name: 'Загрузка файла' })).toHaveAttribute('aria-valuenow', '37');
    xhr.progress(2000, 2000);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());

    await xhr.respondFromFakeApi();
    await findToast('success', 'Фото загружено!');
    await findCard('Рассвет');
    expect(listedNames()).toEqual([...SEEDED_PHOTOS, 'Рассвет']);
    expect(screen.getByLabelText('Название фото')).toHaveValue('');
    expect(screen.getByLabelText<HTMLInputElement>('Файл изображения').files).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Загрузить' })).toBeEnabled();
  });

  it('on failure logs, toasts, drops the bar to zero and keeps what was typed', async () => {
    const consoleError = allowConsoleErrors();
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user } = await renderPhotoTab();

    await user.type(screen.getByLabelText('Название фото'), 'Рассвет');
    await user.upload(screen.getByLabelText('Файл изображения'), pngFile());
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    Xhr.sent[0]!.progress(40, 100);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    Xhr.sent[0]!.respond(500, { message: 'Диск заполнен.' });

    await findToast('error', 'Ошибка при загрузке фото!');
    // The toast comes from the failure path, the bar's reset from the tab's own render: either may show first.
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить файл фото', expect.objectContaining({ status: 500 }));
    expect(screen.getByLabelText('Название фото')).toHaveValue('Рассвет');
    expect(screen.getByRole('button', { name: 'Загрузить' })).toBeEnabled();

    // A retry starts from zero: the bar shows the new attempt's own percent.
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    Xhr.sent[1]!.progress(5, 100);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
  });

  it('aborts a running upload when the admin switches to another tab, without a word', async () => {
    const consoleError = allowConsoleErrors();
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user, switchTo } = await renderPhotoTab();
    await user.type(screen.getByLabelText('Название фото'), 'Рассвет');
    await user.upload(screen.getByLabelText('Файл изображения'), pngFile());
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    Xhr.sent[0]!.progress(30, 100);

    switchTo(<VideoTab hotelId={1} />);
    await findCard('Пляж Лара с дрона');

    expect(Xhr.sent[0]!.aborted).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
  it('aborts a running upload when the admin opens another hotel', async () => {
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user, switchTo } = await renderPhotoTab();
    await user.type(screen.getByLabelText('Название фото'), 'Рассвет');
    await user.upload(screen.getByLabelText('Файл изображения'), pngFile());
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));

    switchTo(<PhotoTab hotelId={2} />);
    await findCard('Пляж Коньяалты');

    expect(Xhr.sent[0]!.aborted).toBe(true);
    // The other hotel's tab starts with its list, the form closed and empty.
    await user.click(screen.getByRole('button', { name: 'Добавить фото' }));
    expect(screen.getByLabelText('Название фото')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Загрузить' })).toBeEnabled();
  });
});
