import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { PhotoTab } from '@/features/media/photo-tab';
import { ConfirmHost } from '@/shared/ui/confirm/confirm-host';
import { Toaster } from '@/shared/ui/toast/toaster';
import { createTestQueryClient } from '../../utils/query-wrapper';

/**
 * One media tab with what the root layout gives it (toasts, the confirmation dialog) and a fresh
 * cache. `switchTo` replaces the tab the way the hotel detail does when the admin picks another one.
 */
export function renderTab(tab: ReactElement) {
  const queryClient = createTestQueryClient();
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
export async function findCard(name: string): Promise<HTMLElement> {
  const open = await screen.findByRole('button', { name: new RegExp(`^${name}`) });
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

/** A toast's text: errors are alerts, successes are status messages. */
export function findToast(kind: 'error' | 'success', text: string): Promise<HTMLElement> {
  return screen.findByText(text, { selector: `[role="${kind === 'error' ? 'alert' : 'status'}"] span` });
}

/** jsdom has no media playback; these stand in so a player can be opened and torn down. */
export function stubMediaPlayback() {
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { pause, load, play };
}

export const pngFile = (name = 'sunrise.png') => new File([new Uint8Array(2048).fill(9)], name, { type: 'image/png' });
export const mp4File = (name = 'sunset.mp4') => new File([new Uint8Array(4096).fill(3)], name, { type: 'video/mp4' });

/** The seeded photos of hotel #1, in the order the tab lists them. */
export const SEEDED_PHOTOS = ['Вид на море', 'Главный бассейн', 'Номер Deluxe'];

/** Hotel #1's photo tab, once its list has loaded. */
export async function renderPhotoTab() {
  const view = renderTab(<PhotoTab hotelId={1} />);
  await findCard(SEEDED_PHOTOS[0]!);
  return view;
}
