import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasPendingWork } from '@/shared/unsaved-changes/pending-work';
import { answerLeaveConfirmation } from '../../utils/confirmation';
import { openDetail } from '../hotel-detail/detail-screen';
import { installFakeXhr } from './fake-xhr';
import { findCard, sendPhoto } from './media-harness';

/** The whole panel at hotel #1's photo tab, with a photo upload under way. */
async function uploadingInTheApp() {
  const Xhr = installFakeXhr({ answer: 'manual' });
  const app = await openDetail({ tab: 'photo' });
  // The media tab is its own chunk; the first import of it in a test run takes a moment.
  await app.user.click(await screen.findByRole('button', { name: 'Добавить фото' }, { timeout: 5000 }));
  await sendPhoto(app.user);
  Xhr.sent[0]!.progress(30, 100);
  await screen.findByRole('progressbar');
  return { ...app, xhr: Xhr.sent[0]! };
}

describe('leaving a media tab during an upload', () => {
  it('asks first; «Остаться» keeps the tab and the upload going', async () => {
    const { user, router, xhr } = await uploadingInTheApp();

    await user.click(screen.getByRole('tab', { name: 'Видео' }));
    await answerLeaveConfirmation(user, 'Остаться');

    expect(router.state.location.search).toMatchObject({ tab: 'photo' });
    expect(screen.getByRole('tab', { name: 'Фото' })).toHaveAttribute('aria-selected', 'true');
    expect(xhr.aborted).toBe(false);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
  });

  it('confirming opens the other tab and aborts the upload without a word', async () => {
    const { user, router, xhr } = await uploadingInTheApp();

    await user.click(screen.getByRole('tab', { name: 'Видео' }));
    await answerLeaveConfirmation(user, 'Уйти без сохранения');

    await findCard('Пляж Лара с дрона');
    expect(router.state.location.search).toMatchObject({ tab: 'video' });
    expect(xhr.aborted).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(hasPendingWork()).toBe(false);
  });

  it('asks before going back to the hotel list too', async () => {
    const { user, router, xhr } = await uploadingInTheApp();

    await user.click(screen.getByRole('link', { name: 'Назад к списку отелей' }));
    await answerLeaveConfirmation(user, 'Остаться');

    expect(router.state.location.search).toMatchObject({ view: 'HOTEL_DETAIL', hotelId: 1 });
    expect(xhr.aborted).toBe(false);
  });
});
