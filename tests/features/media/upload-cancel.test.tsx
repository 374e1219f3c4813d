import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../utils/session';
import { findToast } from '../../utils/toasts';
import { installFakeXhr } from './fake-xhr';
import {
  FILE_ID_FIELD,
  SEEDED_PHOTOS,
  findCard,
  listedNames,
  renderPhotoTab,
  renderVideoTab,
  sendPhoto,
  sendVideo,
} from './media-harness';

beforeEach(signIn);

const fileInput = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

async function startPhotoUpload() {
  const Xhr = installFakeXhr({ answer: 'manual' });
  const view = await renderPhotoTab();
  await sendPhoto(view.user);
  return { ...view, Xhr };
}

describe('cancelling an upload', () => {
  it('offers «Отменить» only while a file is on its way', async () => {
    const { Xhr } = await startPhotoUpload();
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeEnabled();

    await Xhr.sent[0]!.respondFromFakeApi();
    await findToast('success', 'Фото загружено!');
    expect(screen.queryByRole('button', { name: 'Отменить' })).not.toBeInTheDocument();
  });

  it('aborts the request, says so without an error, and keeps the name and the file for a retry', async () => {
    const { user, Xhr } = await startPhotoUpload();
    Xhr.sent[0]!.progress(40, 100);
    expect(await screen.findByRole('progressbar', { name: 'Загрузка файла' })).toHaveAttribute('aria-valuenow', '40');

    await user.click(screen.getByRole('button', { name: 'Отменить' }));

    // Neutral, not an alert; the test would fail on any console.error.
    await findToast('success', 'Загрузка отменена');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(Xhr.sent[0]!.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отменить' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Название фото')).toHaveValue('Рассвет');
    expect(screen.getByLabelText('Название фото')).toBeEnabled();
    expect(fileInput('Файл изображения')).toBeEnabled();
    expect(fileInput('Файл изображения').files?.[0]?.name).toBe('sunrise.png');
    expect(listedNames()).toEqual(SEEDED_PHOTOS);

    // The retry sends the same name and file again, from zero.
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    const retry = Xhr.sent[1]!;
    expect(retry.field('photo_name')).toBe('Рассвет');
    expect(retry.field('file')).toMatchObject({ name: 'sunrise.png' });
    retry.progress(10, 100);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    await retry.respondFromFakeApi();
    await findCard('Рассвет');
  });
});

describe('the form during an upload', () => {
  it('locks the name, the file id and the picker until the upload ends', async () => {
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user } = await renderVideoTab();
    await sendVideo(user);

    for (const label of ['Название', FILE_ID_FIELD, 'Файл видео']) expect(screen.getByLabelText(label)).toBeDisabled();
    // Typing into a locked field changes nothing.
    await user.type(screen.getByLabelText('Название'), ' на пирсе');
    expect(screen.getByLabelText('Название')).toHaveValue('Закат');
    expect(screen.getByRole('button', { name: 'Загрузка…' })).toBeDisabled();

    await Xhr.sent[0]!.respondFromFakeApi();
    await findToast('success', 'Видео загружено!');
    await waitFor(() => expect(screen.getByLabelText('Название')).toBeEnabled());
    expect(screen.getByLabelText(FILE_ID_FIELD)).toBeEnabled();
    expect(screen.getByLabelText('Файл видео')).toBeEnabled();
  });
});
