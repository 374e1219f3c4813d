import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { FINISHED_ROWS_LINGER_MS } from '@/features/media/use-upload-queue';
import { VideoTab } from '@/features/media/video-tab';
import { hasPendingWork } from '@/shared/unsaved-changes/pending-work';
import { db } from '../../../mocks/db';
import { allowConsoleErrors } from '../../utils/console';
import { signIn } from '../../utils/session';
import { findToast } from '../../utils/toasts';
import { installFakeCanvas } from './fake-canvas';
import { installFakeXhr } from './fake-xhr';
import { SEEDED_PHOTOS, findCard, renderPhotoTab, renderVideoTab } from './media-harness';

beforeEach(signIn);

const MB = 1024 * 1024;
const jpeg = (name: string, bytes = 2048) => new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/jpeg' });

const queue = () => screen.getByRole('list', { name: 'Очередь загрузки' });
const row = (fileName: string) => within(queue()).getByRole('listitem', { name: fileName });
const rowName = (fileName: string) => screen.getByRole('textbox', { name: `Название фото «${fileName}»` });
const button = (label: string, fileName: string) => screen.getByRole('button', { name: `${label} «${fileName}»` });
/** The hotel's photos as the list (not the queue) shows them. */
const photoNames = () =>
  within(screen.getByRole('region', { name: 'Фото' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('button')?.textContent);

async function pickPhotos(files: File[], { applyAccept = true } = {}) {
  const view = await renderPhotoTab();
  const user = userEvent.setup({ applyAccept });
  await user.upload(screen.getByLabelText('Файл изображения'), files);
  return { ...view, user };
}

function withRuntimeConfig(config: Record<string, unknown>) {
  window.__APP_CONFIG__ = { apiBaseUrl: '', ...config };
  onTestFinished(() => {
    delete window.__APP_CONFIG__;
  });
}

describe('choosing several photos at once', () => {
  it('lists each in the queue, named after its file and editable, in place of the form’s name', async () => {
    installFakeXhr({ answer: 'manual' });
    const { user } = await pickPhotos([jpeg('Вид на бухту.jpg'), jpeg('IMG_4512.JPG'), jpeg('lobby.jpeg')]);

    expect(screen.getByLabelText('Файл изображения')).toHaveAttribute('multiple');
    expect(within(queue()).getAllByRole('listitem')).toEqual([row('Вид на бухту.jpg'), row('IMG_4512.JPG'), row('lobby.jpeg')]);
    expect(rowName('Вид на бухту.jpg')).toHaveValue('Вид на бухту');
    expect(rowName('IMG_4512.JPG')).toHaveValue('IMG_4512');
    expect(within(row('lobby.jpeg')).getByText('2 КБ')).toBeInTheDocument();
    expect(within(row('lobby.jpeg')).getByText('Ждёт загрузки')).toBeInTheDocument();
    expect(screen.queryByLabelText('Название фото')).not.toBeInTheDocument();
    expect(hasPendingWork()).toBe(true);

    await user.clear(rowName('IMG_4512.JPG'));
    await user.type(rowName('IMG_4512.JPG'), 'Ресепшен');
    expect(rowName('IMG_4512.JPG')).toHaveValue('Ресепшен');
  });

  it('sends two at a time with their own progress, «Отменить» one, and lists the others once they arrive', async () => {
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user } = await pickPhotos([jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    await user.clear(rowName('c.jpg'));
    await user.type(rowName('c.jpg'), 'Терраса');
    await user.click(screen.getByRole('button', { name: 'Загрузить все' }));

    await waitFor(() => expect(Xhr.sent).toHaveLength(2));
    expect(Xhr.sent.map((xhr) => xhr.field('photo_name'))).toEqual(['a', 'b']);
    expect(within(row('c.jpg')).getByText('В очереди')).toBeInTheDocument();
    // Started ones keep their names; the waiting one may still be renamed.
    expect(rowName('a.jpg')).toHaveAttribute('readonly');
    expect(rowName('c.jpg')).not.toHaveAttribute('readonly');

    Xhr.sent[0]!.progress(40, 100);
    Xhr.sent[1]!.progress(10, 100);
    expect(await screen.findByRole('progressbar', { name: 'Загрузка «a.jpg»' })).toHaveAttribute('aria-valuetext', 'Загружено 40 %');
    expect(screen.getByRole('progressbar', { name: 'Загрузка «b.jpg»' })).toHaveAttribute('aria-valuenow', '10');

    await user.click(button('Отменить', 'b.jpg'));
    await findToast('success', 'Загрузка «b.jpg» отменена');
    expect(Xhr.sent[1]!.aborted).toBe(true);
    expect(within(row('b.jpg')).getByText('Отменено')).toBeInTheDocument();
    expect(button('Повторить', 'b.jpg')).toHaveFocus();

    // The cancelled one's place goes to the waiting one.
    await waitFor(() => expect(Xhr.sent).toHaveLength(3));
    expect(Xhr.sent[2]!.field('photo_name')).toBe('Терраса');
    await Xhr.sent[0]!.respondFromFakeApi();
    await Xhr.sent[2]!.respondFromFakeApi();

    await findToast('success', 'Загружено 2 фото!');
    await findCard('Терраса');
    expect(photoNames()).toEqual([...SEEDED_PHOTOS, 'a', 'Терраса']);
    expect(db.photos.map((photo) => photo.photo_name)).not.toContain('b');
    expect(within(row('a.jpg')).getByText('Загружено')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The cancelled photo is still to be sent.
    expect(hasPendingWork()).toBe(true);

    await user.click(button('Повторить', 'b.jpg'));
    await waitFor(() => expect(Xhr.sent).toHaveLength(4));
    await Xhr.sent[3]!.respondFromFakeApi();
    await findToast('success', 'Фото загружено!');
    expect(hasPendingWork()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(screen.queryByRole('list', { name: 'Очередь загрузки' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Название фото')).toHaveFocus();
  });

  it('takes photos dropped on the zone into the queue, checked as picked ones are', async () => {
    installFakeXhr({ answer: 'manual' });
    await renderPhotoTab();
    const files = [jpeg('Пирс.jpg'), new File(['%PDF'], 'прайс.pdf', { type: 'application/pdf' })];
    const zone = screen.getByText('выберите файлы').closest('label')!;
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['Files'], files } });
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files } });

    expect(within(queue()).getAllByRole('listitem')).toEqual([row('Пирс.jpg'), row('прайс.pdf')]);
    expect(within(row('Пирс.jpg')).getByText('Ждёт загрузки')).toBeInTheDocument();
    expect(within(row('прайс.pdf')).getByText('Это не изображение: выберите файл фото.')).toBeInTheDocument();
  });

  it('lets the sent rows of a finished queue go by themselves; a failed one stays with «Повторить»', async () => {
    // The keyboard needs a clock that runs; the test still jumps it ahead to the rows' going.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const consoleError = allowConsoleErrors();
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user } = await pickPhotos([jpeg('a.jpg'), jpeg('b.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Загрузить все' }));
    await waitFor(() => expect(Xhr.sent).toHaveLength(2));
    Xhr.sent[0]!.respond(500, { message: 'Диск заполнен.' });
    await Xhr.sent[1]!.respondFromFakeApi();
    await findToast('success', 'Фото загружено!');
    expect(consoleError).toHaveBeenCalled();
    expect(within(row('b.jpg')).getByText('Загружено')).toBeInTheDocument();

    act(() => void vi.advanceTimersByTime(FINISHED_ROWS_LINGER_MS));
    expect(within(queue()).getAllByRole('listitem')).toEqual([row('a.jpg')]);
    expect(button('Повторить', 'a.jpg')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(screen.queryByRole('list', { name: 'Очередь загрузки' })).not.toBeInTheDocument();
    expect(hasPendingWork()).toBe(false);
  });

  it('reports a failed upload the usual way and offers «Повторить» on its row', async () => {
    const consoleError = allowConsoleErrors();
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user } = await pickPhotos([jpeg('a.jpg'), jpeg('b.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Загрузить все' }));
    await waitFor(() => expect(Xhr.sent).toHaveLength(2));

    Xhr.sent[0]!.respond(500, { message: 'Диск заполнен.' });
    await findToast('error', 'Ошибка при загрузке фото!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить файл фото', expect.objectContaining({ status: 500 }));
    expect(within(row('a.jpg')).getByText('Не загружено')).toBeInTheDocument();

    await Xhr.sent[1]!.respondFromFakeApi();
    await findToast('success', 'Фото загружено!');
    await user.click(button('Повторить', 'a.jpg'));
    await waitFor(() => expect(Xhr.sent).toHaveLength(3));
    expect(Xhr.sent[2]!.field('photo_name')).toBe('a');
  });

  it('keeps back a photo left without a name, saying so, and sends the rest', async () => {
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user } = await pickPhotos([jpeg('a.jpg'), jpeg('b.jpg')]);
    await user.clear(rowName('a.jpg'));
    await user.click(screen.getByRole('button', { name: 'Загрузить все' }));

    await findToast('error', 'Укажите название фото!');
    expect(rowName('a.jpg')).toHaveAttribute('aria-invalid', 'true');
    expect(rowName('a.jpg')).toHaveAccessibleDescription('Укажите название фото!');
    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    expect(Xhr.sent[0]!.field('photo_name')).toBe('b');
  });

  it('lists a file that is not a picture as refused, with the reason, and removes it on «Убрать»', async () => {
    installFakeXhr({ answer: 'manual' });
    const { user } = await pickPhotos([jpeg('a.jpg'), new File(['%PDF'], 'прайс.pdf', { type: 'application/pdf' })], {
      applyAccept: false,
    });

    expect(within(row('прайс.pdf')).getByText('Не подходит')).toBeInTheDocument();
    expect(rowName('прайс.pdf')).toHaveAccessibleDescription('Это не изображение: выберите файл фото.');
    await user.click(button('Убрать', 'прайс.pdf'));
    expect(within(queue()).getAllByRole('listitem')).toHaveLength(1);
    // The focus goes to the remaining row rather than being lost.
    expect(button('Убрать', 'a.jpg')).toHaveFocus();
  });

  it('adds a photo picked later to the queue rather than to the form', async () => {
    installFakeXhr({ answer: 'manual' });
    const { user } = await pickPhotos([jpeg('a.jpg'), jpeg('b.jpg')]);
    expect(screen.getByText('Новые файлы встанут в очередь ниже.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Файл изображения'), jpeg('c.jpg'));
    expect(within(queue()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByLabelText('Файл изображения')).toHaveAccessibleDescription('Изображение (JPG, PNG, WebP и др.) до 20 МБ');
  });

  it('aborts every upload without a word when the admin leaves the tab', async () => {
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user, switchTo } = await pickPhotos([jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Загрузить все' }));
    await waitFor(() => expect(Xhr.sent).toHaveLength(2));

    switchTo(<VideoTab hotelId={1} />);
    await findCard('Пляж Лара с дрона');
    expect(Xhr.sent.map((xhr) => xhr.aborted)).toEqual([true, true]);
    expect(Xhr.sent).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(hasPendingWork()).toBe(false);
  });

  it('is for photos only: the video picker takes one file', async () => {
    await renderVideoTab();
    expect(screen.getByLabelText('Файл видео')).not.toHaveAttribute('multiple');
  });
});

describe('a large photo is made smaller before it is sent', () => {
  it('in the queue: shows the size change, sends the smaller file, and the limit applies to what is sent', async () => {
    withRuntimeConfig({ maxPhotoMb: 2 });
    const canvas = installFakeCanvas({ width: 4000, height: 3000, encodedBytes: 600 * 1024 });
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user } = await pickPhotos([jpeg('pool.jpg', 3 * MB), jpeg('beach.jpg', 3 * MB)]);
    await user.click(screen.getByRole('button', { name: 'Загрузить все' }));

    await waitFor(() => expect(Xhr.sent).toHaveLength(2));
    expect(within(row('pool.jpg')).getByText('3 МБ → 600 КБ')).toBeInTheDocument();
    expect(canvas.drawn).toContainEqual([0, 0, 2560, 1920]);
    expect(canvas.encoded).toContainEqual({ type: 'image/jpeg', quality: 0.85 });
    expect(Xhr.sent[0]!.field('file')).toMatchObject({ name: 'pool.jpg', type: 'image/jpeg', size: 600 * 1024 });

    await Xhr.sent[0]!.respondFromFakeApi();
    await findCard('pool');
    expect(db.photos.find((photo) => photo.photo_name === 'pool')).toMatchObject({ file_size: 600 * 1024 });
  });

  it('refuses a photo still over the limit once made smaller, on its row', async () => {
    withRuntimeConfig({ maxPhotoMb: 0.5 });
    installFakeCanvas({ encodedBytes: 600 * 1024 });
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user } = await pickPhotos([jpeg('pool.jpg', 3 * MB), jpeg('beach.jpg', 3 * MB)]);
    await user.click(screen.getByRole('button', { name: 'Загрузить все' }));

    await waitFor(() => expect(within(row('pool.jpg')).getByText('Не подходит')).toBeInTheDocument());
    expect(within(row('pool.jpg')).getByText('Файл слишком большой: 0,6 МБ. Можно не больше 0,5 МБ.')).toBeInTheDocument();
    expect(Xhr.sent).toHaveLength(0);
  });

  it('in the form: a single photo too large as picked goes once smaller, and the form says by how much', async () => {
    withRuntimeConfig({ maxPhotoMb: 2 });
    installFakeCanvas({ encodedBytes: 600 * 1024 });
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user } = await pickPhotos([jpeg('pool.jpg', 3 * MB)]);
    expect(screen.getByLabelText('Название фото')).toHaveValue('pool');
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));

    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    expect(screen.getByText('Уменьшено для отправки: 3 МБ → 600 КБ')).toBeInTheDocument();
    expect(Xhr.sent[0]!.field('file')).toMatchObject({ size: 600 * 1024 });
    await Xhr.sent[0]!.respondFromFakeApi();
    await findToast('success', 'Фото загружено!');
    expect(db.photos.at(-1)).toMatchObject({ photo_name: 'pool', file_size: 600 * 1024 });
  });
});
