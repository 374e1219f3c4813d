import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiBaseUrl } from '@/api/config';
import { PhotoTab } from '@/features/media/photo-tab';
import { server } from '../../../mocks/node-server';
import { allowConsoleErrors } from '../../utils/console';
import { recordRequests } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { renderTab } from './media-harness';

beforeEach(signIn);

type SavedLink = { href: string; download: string };

/** jsdom can neither make object URLs nor follow a download link; both are watched instead. */
function watchDownloads() {
  const blobs: Blob[] = [];
  const links: SavedLink[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return `blob:${apiBaseUrl}/download-${blobs.length}`;
    },
    revokeObjectURL: () => undefined,
  });
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    links.push({ href: this.href, download: this.download });
  });
  return { blobs, links };
}

async function openPhoto(name: string) {
  const view = renderTab(<PhotoTab hotelId={1} />);
  await view.user.click(await screen.findByRole('button', { name }));
  return { ...view, dialog: await screen.findByRole('dialog', { name }) };
}

describe('photo modal', () => {
  it('shows the large photo with Download and Close; Close ends it', async () => {
    const { user, dialog } = await openPhoto('Главный бассейн');

    expect(within(dialog).getByRole('img', { name: 'Главный бассейн' })).toHaveAttribute(
      'src',
      `${apiBaseUrl}/media/photos/2-main-pool.svg`,
    );
    expect(within(dialog).getByRole('button', { name: 'Скачать' })).toBeInTheDocument();
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Закрыть' });
    await user.click(closeButtons.at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('downloads the file with a timestamp query as a blob and saves it under its own name', async () => {
    const { blobs, links } = watchDownloads();
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const requests = recordRequests();
    const { user, dialog } = await openPhoto('Вид на море');

    await user.click(within(dialog).getByRole('button', { name: 'Скачать' }));

    await waitFor(() => expect(links).toHaveLength(1));
    const fileRequest = requests.find((request) => request.url.pathname === '/media/photos/1-sea-view.svg');
    expect(fileRequest?.url.searchParams.get('t')).toBe('1700000000000');
    expect(fileRequest?.authorization).toBeNull();
    expect(await blobs[0]!.text()).toContain('Вид на море');
    expect(links[0]).toEqual({ href: `blob:${apiBaseUrl}/download-1`, download: '1-sea-view.svg' });
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('names a file without a name of its own photo.jpg', async () => {
    const { links } = watchDownloads();
    server.use(
      http.get('*/v1/photos/hotel/:id', () =>
        HttpResponse.json({ photo: [{ id: 1, photo_name: 'Без имени', photo_path: '/media/photos/anonymous/' }] }),
      ),
      http.get('*/media/photos/anonymous/', () => HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3]).buffer)),
    );
    const { user, dialog } = await openPhoto('Без имени');

    await user.click(within(dialog).getByRole('button', { name: 'Скачать' }));

    await waitFor(() => expect(links).toHaveLength(1));
    expect(links[0]!.download).toBe('photo.jpg');
  });

  it('alerts "Не удалось скачать файл!" and logs when the download fails', async () => {
    const consoleError = allowConsoleErrors();
    const { links } = watchDownloads();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    server.use(http.get('*/media/photos/:file', () => HttpResponse.json({ message: 'gone' }, { status: 404 })));
    const { user, dialog } = await openPhoto('Вид на море');

    await user.click(within(dialog).getByRole('button', { name: 'Скачать' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Не удалось скачать файл!'));
    expect(consoleError).toHaveBeenCalledWith('Скачивание фото', expect.anything());
    expect(links).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Скачать' })).toBeEnabled();
  });
});
