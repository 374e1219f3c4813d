import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { PhotoTab } from '@/features/media/photo-tab';
import { VideoTab } from '@/features/media/video-tab';
import { createQueryClient } from '@/app/query-client';
import { ConfirmHost } from '@/shared/ui/confirm/confirm-host';
import { Toaster } from '@/shared/ui/toast/toaster';

/**
 * One media tab with what the root layout gives it (toasts, the confirmation dialog) and a fresh
 * cache that reports failures as the app's does, without retries. `switchTo` replaces the tab the
 * way the hotel detail does when the admin picks another one.
 */
export function renderTab(tab: ReactElement) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const user = userEvent.setup();
  const wrap = (content: ReactElement) => (
    <QueryClientProvider client={queryClient}>
      {content}
      <Toaster />
      <ConfirmHost />
    </QueryClientProvider>
  );
  const view = render(wrap(tab));
  return { ...view, user, queryClient, switchTo: (next: ReactElement) => view.rerender(wrap(next)) };
}

/** The card of the item named `name` in the list (its open button carries the name). */
export async function findCard(name: string, { timeout }: { timeout?: number } = {}): Promise<HTMLElement> {
  const open = await screen.findByRole('button', { name: new RegExp(`^${name}`) }, { timeout });
  const card = open.closest('li');
  if (!card) throw new Error(`No list item around ${name}`);
  return card;
}

export function listedNames(): string[] {
  const list = screen.queryByRole('list');
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('button')?.textContent?.replace('Нет превью', '') ?? '');
}

/** jsdom has no media playback; these stand in so a player can be opened and torn down. */
export function stubMediaPlayback() {
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { pause, load, play };
}

/** The label of the video and reels forms' Telegram file id, as the admin reads it. */
export const FILE_ID_FIELD = 'Идентификатор файла (File ID)';

export const pngFile = (name = 'sunrise.png') => new File([new Uint8Array(2048).fill(9)], name, { type: 'image/png' });
export const mp4File = (name = 'sunset.mp4') => new File([new Uint8Array(4096).fill(3)], name, { type: 'video/mp4' });

/** A file that claims `bytes` without holding them: the size check never reads the content. */
export function sizedFile(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: Math.round(bytes) });
  return file;
}

/** The seeded photos of hotel #1, in the order the tab lists them. */
export const SEEDED_PHOTOS = ['Вид на море', 'Главный бассейн', 'Номер Deluxe'];

/** The seeded video of hotel #1. */
export const SEEDED_VIDEO = 'Пляж Лара с дрона';

/** The first render in a test file warms React, jsdom and the fake API up: it can take over a second. */
const FIRST_LOAD = { timeout: 5000 };

type User = ReturnType<typeof renderTab>['user'];

/** The tab's «Добавить …» above the list, which opens the upload form. */
export async function openForm(user: User, add: 'Добавить фото' | 'Добавить видео' | 'Добавить рилс') {
  await user.click(screen.getByRole('button', { name: add }));
}

/** Hotel #1's photo tab, once its list has loaded, with the upload form opened. */
export async function renderPhotoTab() {
  const view = renderTab(<PhotoTab hotelId={1} />);
  await findCard(SEEDED_PHOTOS[0]!, FIRST_LOAD);
  await openForm(view.user, 'Добавить фото');
  return view;
}

/** Hotel #1's video tab, once its list has loaded, with the upload form opened. */
export async function renderVideoTab() {
  const view = renderTab(<VideoTab hotelId={1} />);
  await findCard(SEEDED_VIDEO, FIRST_LOAD);
  await openForm(view.user, 'Добавить видео');
  return view;
}

/** Uploads the photo «Рассвет» (sunrise.png) from the open photo tab. */
export async function sendPhoto(user: User) {
  await user.type(screen.getByLabelText('Название фото'), 'Рассвет');
  await user.upload(screen.getByLabelText('Файл изображения'), pngFile());
  await user.click(screen.getByRole('button', { name: 'Загрузить' }));
}

/** Uploads the video «Закат» (file id tg-1, sunset.mp4) from the open video tab. */
export async function sendVideo(user: User) {
  await user.type(screen.getByLabelText('Название'), 'Закат');
  await user.type(screen.getByLabelText(FILE_ID_FIELD), 'tg-1');
  await user.upload(screen.getByLabelText('Файл видео'), mp4File());
  await user.click(screen.getByRole('button', { name: 'Загрузить' }));
}
