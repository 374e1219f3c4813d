import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { ReelsTab } from '@/features/media/reels-tab';
import { uploadFileProblem } from '@/features/media/upload-file-check';
import { VideoTab } from '@/features/media/video-tab';
import { recordRequests, writesIn } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { findToast } from '../../utils/toasts';
import { installFakeXhr } from './fake-xhr';
import { FILE_ID_FIELD, findCard, pngFile, renderPhotoTab, renderTab, sizedFile } from './media-harness';

beforeEach(signIn);

const MB = 1024 * 1024;

/** Chooses `file` and presses «Загрузить»; returns what left the panel: XHR uploads and other requests. */
async function trySending(file: File, fileLabel: string, fields: Record<string, string>) {
  const Xhr = installFakeXhr({ answer: 'manual' });
  const requests = recordRequests();
  // As if the admin switched the picker to "All files": it does not enforce `accept`.
  const user = userEvent.setup({ applyAccept: false });
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
  await user.upload(screen.getByLabelText(fileLabel), file);
  await user.click(screen.getByRole('button', { name: 'Загрузить' }));
  return { uploads: Xhr.sent, writes: writesIn(requests) };
}

const tryPhoto = async (file: File) => {
  await renderPhotoTab();
  return trySending(file, 'Файл изображения', { 'Название фото': 'Рассвет' });
};

const tryVideo = async (file: File, tab = <VideoTab hotelId={1} />, first = 'Пляж Лара с дрона') => {
  const { user } = renderTab(tab);
  await findCard(first);
  await user.click(screen.getByRole('button', { name: /^Добавить / }));
  return trySending(file, 'Файл видео', { Название: 'Закат', [FILE_ID_FIELD]: 'tg-1' });
};

function withRuntimeConfig(config: { maxPhotoMb?: unknown; maxVideoMb?: unknown }) {
  window.__APP_CONFIG__ = { apiBaseUrl: '', ...config };
  onTestFinished(() => {
    delete window.__APP_CONFIG__;
  });
}

describe('before an upload is sent', () => {
  it('refuses a photo that is not an image, sending nothing', async () => {
    const sent = await tryPhoto(new File(['%PDF'], 'прайс.pdf', { type: 'application/pdf' }));
    await findToast('error', 'Это не изображение: выберите файл фото.');
    expect(sent).toEqual({ uploads: [], writes: [] });
  });

  it('refuses a video or a reel that is not a video, sending nothing', async () => {
    const sent = await tryVideo(pngFile());
    await findToast('error', 'Это не видео: выберите видеофайл.');
    expect(sent).toEqual({ uploads: [], writes: [] });
  });

  it('refuses a photo over 20 MB by default, naming both sizes', async () => {
    const sent = await tryPhoto(sizedFile('panorama.jpg', 'image/jpeg', 25.3 * MB));
    await findToast('error', 'Файл слишком большой: 25,3 МБ. Можно не больше 20 МБ.');
    expect(sent).toEqual({ uploads: [], writes: [] });
  });

  it('refuses a reel over 500 MB by default', async () => {
    const sent = await tryVideo(sizedFile('long.mp4', 'video/mp4', 612.75 * MB), <ReelsTab hotelId={1} />, 'Утро у бассейна');
    await findToast('error', 'Файл слишком большой: 612,8 МБ. Можно не больше 500 МБ.');
    expect(sent).toEqual({ uploads: [], writes: [] });
  });
});

describe('limits from config.js', () => {
  it('a lower video limit refuses a file the default would take', async () => {
    withRuntimeConfig({ maxVideoMb: 0.5 });
    const sent = await tryVideo(sizedFile('clip.mp4', 'video/mp4', 0.8 * MB));
    await findToast('error', 'Файл слишком большой: 0,8 МБ. Можно не больше 0,5 МБ.');
    expect(sent.uploads).toEqual([]);
  });

  it('a higher photo limit lets a 25 MB photo through', async () => {
    withRuntimeConfig({ maxPhotoMb: 30 });
    const sent = await tryPhoto(sizedFile('panorama.jpg', 'image/jpeg', 25.3 * MB));
    expect(sent.uploads).toHaveLength(1);
    expect(sent.uploads[0]!.field('file')).toMatchObject({ name: 'panorama.jpg' });
  });
});

describe('uploadFileProblem', () => {
  const limits = { maxPhotoMb: 20, maxVideoMb: 500 };

  it('leaves a file whose type the browser could not tell to the server', () => {
    expect(uploadFileProblem(sizedFile('IMG_0001.HEIC', '', MB), 'image/*', limits)).toBeUndefined();
    expect(uploadFileProblem(sizedFile('clip.mkv', 'application/octet-stream', MB), 'video/*', limits)).toBeUndefined();
  });

  it('accepts a file of exactly the limit, and says a hair over it with one more digit', () => {
    expect(uploadFileProblem(sizedFile('a.jpg', 'image/jpeg', 20 * MB), 'image/*', limits)).toBeUndefined();
    expect(uploadFileProblem(sizedFile('a.jpg', 'image/jpeg', 20.04 * MB), 'image/*', limits)).toBe(
      'Файл слишком большой: 20,04 МБ. Можно не больше 20 МБ.',
    );
  });
});
