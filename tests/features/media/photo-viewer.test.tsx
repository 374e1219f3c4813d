import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiBaseUrl } from '@/api/config';
import type { MediaItem } from '@/features/media/media-kind';
import { PhotoTab } from '@/features/media/photo-tab';
import { PhotoViewer } from '@/features/media/photo-viewer';
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
    // One way out, not a × beside «Закрыть».
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Главный бассейн' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user } = await openPhoto('Вид на море');
    await user.keyboard('{Escape}');
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

/** Hotel #1's seeded photos, as the photo tab lists them. */
const PHOTOS: MediaItem[] = [
  { id: 1, name: 'Вид на море', path: '/media/photos/1-sea-view.svg', previewPath: '/media/photos/1-sea-view.svg' },
  { id: 2, name: 'Главный бассейн', path: '/media/photos/2-main-pool.svg', previewPath: '/media/photos/2-main-pool.svg' },
  { id: 3, name: 'Номер Deluxe', path: '/media/photos/3-deluxe-room.svg', previewPath: '/media/photos/3-deluxe-room.svg' },
];

function openViewer(item: MediaItem, items: readonly MediaItem[] = PHOTOS) {
  const onClose = vi.fn();
  const view = renderTab(<PhotoViewer item={item} items={items} onClose={onClose} />);
  return { ...view, onClose };
}

const previousButton = () => screen.getByRole('button', { name: 'Предыдущее фото' });
const nextButton = () => screen.getByRole('button', { name: 'Следующее фото' });

/** What the admin sees: the dialog's title, the photo, and the position under it. */
function shown() {
  const dialog = screen.getByRole('dialog');
  const photo = within(dialog).getByRole('img');
  return {
    title: dialog.querySelector('h2')?.textContent,
    alt: photo.getAttribute('alt'),
    src: photo.getAttribute('src'),
    position: within(dialog).getByText(/^\d+ из \d+$/).textContent,
  };
}

/** A one-finger move across the photo, as a phone reports it. */
function swipe(fromX: number, toX: number, { fromY = 300, toY = 300 } = {}) {
  const photo = within(screen.getByRole('dialog')).getByRole('img');
  const finger = { pointerId: 7, pointerType: 'touch', isPrimary: true };
  fireEvent.pointerDown(photo, { ...finger, clientX: fromX, clientY: fromY });
  fireEvent.pointerUp(photo, { ...finger, clientX: toX, clientY: toY });
}

describe('walking through the photos', () => {
  it("shows where the photo stands in the list, '2 из 3'", () => {
    openViewer(PHOTOS[1]!);
    expect(shown()).toEqual({
      title: 'Главный бассейн',
      alt: 'Главный бассейн',
      src: `${apiBaseUrl}/media/photos/2-main-pool.svg`,
      position: '2 из 3',
    });
    expect(previousButton()).toHaveAttribute('aria-disabled', 'false');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('the buttons step through the list and stop at its ends', async () => {
    const { user } = openViewer(PHOTOS[0]!);
    expect(shown().position).toBe('1 из 3');
    expect(previousButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(previousButton());
    expect(shown().position).toBe('1 из 3');

    await user.click(nextButton());
    expect(shown()).toMatchObject({ title: 'Главный бассейн', alt: 'Главный бассейн', position: '2 из 3' });
    await user.click(nextButton());
    expect(shown()).toEqual({
      title: 'Номер Deluxe',
      alt: 'Номер Deluxe',
      src: `${apiBaseUrl}/media/photos/3-deluxe-room.svg`,
      position: '3 из 3',
    });
    expect(screen.getByRole('dialog', { name: 'Номер Deluxe' })).toBeInTheDocument();
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    // At the end the button keeps the focus, so the keyboard does not lose its place.
    expect(nextButton()).toHaveFocus();
    await user.click(nextButton());
    expect(shown().position).toBe('3 из 3');

    await user.click(previousButton());
    expect(shown()).toMatchObject({ title: 'Главный бассейн', position: '2 из 3' });
  });

  it('→ and ← walk as the buttons do, without wrapping', async () => {
    const { user } = openViewer(PHOTOS[0]!);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toMatchObject({ title: 'Главный бассейн', position: '2 из 3' });
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()).toMatchObject({ title: 'Номер Deluxe', position: '3 из 3' });
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toMatchObject({ title: 'Главный бассейн', position: '2 из 3' });
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shown()).toMatchObject({ title: 'Вид на море', position: '1 из 3' });
  });

  it('leaves arrows with a modifier to the browser (Alt+← is its Back)', async () => {
    const { user } = openViewer(PHOTOS[1]!);
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}{Shift>}{ArrowLeft}{/Shift}');
    expect(shown().position).toBe('2 из 3');
  });

  it('a swipe to the left shows the next photo, to the right the previous one', () => {
    openViewer(PHOTOS[0]!);
    swipe(300, 120);
    expect(shown()).toMatchObject({ title: 'Главный бассейн', position: '2 из 3' });
    swipe(300, 120);
    expect(shown().position).toBe('3 из 3');
    swipe(300, 120);
    expect(shown().position).toBe('3 из 3');
    swipe(100, 260);
    expect(shown()).toMatchObject({ title: 'Главный бассейн', position: '2 из 3' });
  });

  it('a double tap or the zoom button shows the photo larger, and another photo starts unzoomed', async () => {
    const { user } = openViewer(PHOTOS[0]!);
    const zoom = screen.getByRole('button', { name: 'Увеличить' });
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    swipe(200, 200);
    swipe(200, 200);
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    // Zoomed, a horizontal move pans the picture rather than turning it.
    swipe(300, 120);
    expect(shown().position).toBe('1 из 3');
    await user.keyboard('{ArrowRight}');
    expect(shown().position).toBe('2 из 3');
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await user.click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await user.click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
  });

  it('a short or mostly vertical move, or a second finger, is no swipe', () => {
    openViewer(PHOTOS[1]!);
    swipe(300, 270);
    swipe(300, 200, { fromY: 100, toY: 400 });
    const photo = within(screen.getByRole('dialog')).getByRole('img');
    fireEvent.pointerDown(photo, { pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: 300, clientY: 300 });
    fireEvent.pointerDown(photo, { pointerId: 2, pointerType: 'touch', isPrimary: false, clientX: 320, clientY: 300 });
    fireEvent.pointerUp(photo, { pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: 100, clientY: 300 });
    expect(shown().position).toBe('2 из 3');
  });

  it('Download saves the photo on screen, and Close still closes', async () => {
    const { links } = watchDownloads();
    const requests = recordRequests();
    const { user, onClose } = openViewer(PHOTOS[0]!);
    await user.click(nextButton());
    await user.click(nextButton());

    await user.click(screen.getByRole('button', { name: 'Скачать' }));

    await waitFor(() => expect(links).toHaveLength(1));
    expect(links[0]!.download).toBe('3-deluxe-room.svg');
    expect(requests.map((request) => request.url.pathname)).toEqual(['/media/photos/3-deluxe-room.svg']);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a single photo, or one opened without its list, shows no walk', () => {
    const { unmount } = openViewer(PHOTOS[0]!, [PHOTOS[0]!]);
    expect(screen.queryByRole('button', { name: 'Следующее фото' })).not.toBeInTheDocument();
    expect(screen.queryByText(/из/)).not.toBeInTheDocument();
    unmount();

    renderTab(<PhotoViewer item={PHOTOS[1]!} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Главный бассейн' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Предыдущее фото' })).not.toBeInTheDocument();
  });
});
