import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PhotoTab } from '@/features/media/photo-tab';
import { confirmDeletion } from '@/shared/ui/confirm/confirm';
import { toast } from '@/shared/ui/toast/toast-store';
import { server } from '../../mocks/node-server';
import { renderTab } from '../features/media/media-harness';
import { allowConsoleErrors } from '../utils/console';
import { renderApp } from '../utils/render-app';
import { recordRequests } from '../utils/requests';
import { signIn } from '../utils/session';
import { emulateTelegramClient } from '../utils/telegram-client';

// The bridge is a lazy chunk: load it once up front, so no test's first wait includes compiling it.
beforeAll(() => import('@/shared/telegram/bridge'));

const haptics = (telegram: ReturnType<typeof emulateTelegramClient>) =>
  telegram.sent('web_app_trigger_haptic_feedback').map((event) => event.data);

describe('haptics inside Telegram', () => {
  it('a success toast and an error toast are felt as success and error notifications', async () => {
    const telegram = emulateTelegramClient({ version: '8.0' });
    signIn();
    renderApp('/user');
    await screen.findByRole('heading', { name: 'Привет, @anna_admin!' });

    act(() => void toast.success('Регион создан!'));
    await waitFor(() => expect(haptics(telegram)).toHaveLength(1));
    act(() => void toast.error('Ошибка при сохранении региона!'));
    await waitFor(() => expect(haptics(telegram)).toHaveLength(2));

    expect(haptics(telegram)).toEqual([
      { type: 'notification', notification_type: 'success' },
      { type: 'notification', notification_type: 'error' },
    ]);
  });

  it('a confirmed deletion is a light impact; a refused one is not felt', async () => {
    const telegram = emulateTelegramClient({ version: '8.0' });
    const refused = confirmDeletion('Удалить пляж?');
    await waitFor(() => expect(telegram.sent('web_app_open_popup')).toHaveLength(1));
    telegram.deliver('popup_closed', { button_id: 'cancel' });
    await expect(refused).resolves.toBe(false);

    const confirmed = confirmDeletion('Удалить пляж?');
    await waitFor(() => expect(telegram.sent('web_app_open_popup')).toHaveLength(2));
    telegram.deliver('popup_closed', { button_id: 'confirm' });
    await expect(confirmed).resolves.toBe(true);

    await waitFor(() => expect(haptics(telegram)).toEqual([{ type: 'impact', impact_style: 'light' }]));
  });
});

const CDN_PHOTO = 'https://cdn.example.com/media/photos/7-sea.jpg';

/** Hotel #1's photo tab whose one photo lives at `path`, opened in its viewer. */
async function openPhotoAt(path: string) {
  server.use(
    http.get('*/v1/photos/hotel/:id', () => HttpResponse.json({ photo: [{ id: 7, photo_name: 'Море', photo_path: path }] })),
  );
  const view = renderTab(<PhotoTab hotelId={1} />);
  await view.user.click(await screen.findByRole('button', { name: 'Море' }));
  const dialog = await screen.findByRole('dialog', { name: 'Море' });
  return { ...view, download: () => view.user.click(within(dialog).getByRole('button', { name: 'Скачать' })) };
}

/** jsdom can neither make object URLs nor follow a download link: the blob path is watched instead. */
function watchBlobDownloads() {
  const names: string[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  Object.assign(URL, { createObjectURL: () => 'blob:download', revokeObjectURL: () => undefined });
  onTestFinished(() => void Object.assign(URL, { createObjectURL, revokeObjectURL }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

describe('photo downloads inside Telegram', () => {
  it("hands the file to Telegram's download prompt on Bot API 8.0, without fetching it", async () => {
    const telegram = emulateTelegramClient({ version: '8.0' });
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const blobs = watchBlobDownloads();
    const requests = recordRequests();
    const { download } = await openPhotoAt(CDN_PHOTO);

    await download();

    await waitFor(() => expect(telegram.sent('web_app_request_file_download')).toHaveLength(1));
    expect(telegram.sent('web_app_request_file_download')[0]?.data).toEqual({
      url: `${CDN_PHOTO}?t=1700000000000`,
      file_name: '7-sea.jpg',
    });
    expect(requests.some((request) => request.url.hostname === 'cdn.example.com')).toBe(false);
    expect(blobs).toEqual([]);
  });

  it('saves it as a blob on an older client, and from an address Telegram would refuse (not HTTPS)', async () => {
    server.use(http.get(CDN_PHOTO, () => HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3]).buffer)));
    const telegram = emulateTelegramClient({ version: '7.10' });
    const blobs = watchBlobDownloads();
    const first = await openPhotoAt(CDN_PHOTO);
    await first.download();
    await waitFor(() => expect(blobs).toEqual(['7-sea.jpg']));
    first.unmount();

    sessionStorage.clear();
    const newer = emulateTelegramClient({ version: '8.0' });
    const second = await openPhotoAt('/media/photos/1-sea-view.svg');
    await second.download();
    await waitFor(() => expect(blobs).toEqual(['7-sea.jpg', '1-sea-view.svg']));
    expect([...telegram.posted, ...newer.posted].map((event) => event.type)).not.toContain(
      'web_app_request_file_download',
    );
  });

  it("tells of a failed download in Telegram's own popup, with one OK button", async () => {
    const consoleError = allowConsoleErrors();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    server.use(http.get('*/media/photos/:file', () => HttpResponse.json({ message: 'gone' }, { status: 404 })));
    const telegram = emulateTelegramClient({ version: '7.10' });
    const { download } = await openPhotoAt('/media/photos/1-sea-view.svg');

    await download();

    await waitFor(() => expect(telegram.sent('web_app_open_popup')).toHaveLength(1));
    expect(telegram.sent('web_app_open_popup')[0]?.data).toEqual({
      title: '',
      message: 'Не удалось скачать файл!',
      buttons: [{ id: 'ok', type: 'ok' }],
    });
    expect(consoleError).toHaveBeenCalledWith('Скачивание фото', expect.anything());
    expect(alert).not.toHaveBeenCalled();
    telegram.deliver('popup_closed', { button_id: 'ok' });
  });
});
