import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serverReason } from '@/api/server-reason';
import { UploadError, uploadFile } from '@/api/uploader';
import { signIn } from '../../utils/session';
import { installFakeXhr } from './fake-xhr';
import { pngFile } from './media-harness';

beforeEach(signIn);

const uploadSeaPhoto = () => uploadFile('v1/photos/1', { photo_name: 'Рассвет' }, pngFile());

/** What the admin reads under the upload's error toast (src/api/server-reason.ts reads the error). */
describe('uploader: why an upload failed', () => {
  it.each([
    ['413', 413, { detail: 'Request Entity Too Large' }, 'Файл слишком большой для сервера.'],
    ['415', 415, undefined, 'Сервер не принимает файлы этого типа.'],
    ['400 with a detail text', 400, { detail: 'Поле "photo_name" обязательно.' }, 'Поле "photo_name" обязательно.'],
    ['422 with FastAPI’s list', 422, { detail: [{ msg: 'field required' }, { msg: 'bad type' }] }, 'field required; bad type'],
    ['404 with a message', 404, { message: 'Отель не найден.' }, 'Отель не найден.'],
    ['500, whose body is the server’s own trouble', 500, { message: 'Диск заполнен.' }, undefined],
  ])('explains a refusal for the toast’s second line: %s', async (_, status, body, reason) => {
    const Xhr = installFakeXhr({ answer: 'manual' });
    const refused = uploadSeaPhoto();
    Xhr.sent[0]!.respond(status, body);
    const error = await refused.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(UploadError);
    expect(serverReason(error)).toBe(reason);
  });

  it('gives a network failure no reason of its own, and the offline reason when the phone is offline', async () => {
    const Xhr = installFakeXhr({ answer: 'manual' });
    const online = uploadSeaPhoto();
    Xhr.sent[0]!.failNetwork();
    expect(serverReason(await online.catch((failure: unknown) => failure))).toBeUndefined();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = uploadSeaPhoto();
    Xhr.sent[1]!.failNetwork();
    expect(serverReason(await offline.catch((failure: unknown) => failure))).toBe(
      'Нет соединения с интернетом. Введённые данные сохранены в форме.',
    );
  });
});
