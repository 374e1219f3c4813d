import { act, screen, waitFor } from '@testing-library/react';
import { regionKeys } from '@/entities/regions/queries';
import { DRAFT_SAVE_DELAY_MS } from '@/shared/drafts/drafts';
import { hasPendingWork } from '@/shared/unsaved-changes/pending-work';
import { db } from '../../../mocks/db';
import { describe, expect, it } from 'vitest';
import { answerLeaveConfirmation } from '../../utils/confirmation';
import { chooseStars, chosenStars, fillRequiredTexts, openCreateForm, typeInto } from './hotel-form-helpers';

/** A reload: the page is gone, the browser's storage stays. */
async function reload(app: { unmount: () => void }) {
  app.unmount();
  return openCreateForm(1);
}

describe('the new hotel draft', () => {
  it('comes back after a reload with «Черновик восстановлен»', async () => {
    const app = await openCreateForm(1);
    await typeInto(app.user, 'Название отеля', 'Sea Pearl');
    await chooseStars(app.user, 4);
    await waitFor(() => expect(localStorage.getItem('draft:hotel-create')).toContain('Sea Pearl'));

    await reload(app);
    expect(screen.getByRole('status')).toHaveTextContent('Черновик восстановлен');
    expect(screen.getByLabelText('Название отеля')).toHaveValue('Sea Pearl');
    expect(chosenStars()).toBe('4 звезды');
  });

  it('«Удалить черновик» empties the form and forgets it', async () => {
    const app = await openCreateForm(1);
    await typeInto(app.user, 'Название отеля', 'Sea Pearl');
    await waitFor(() => expect(localStorage.getItem('draft:hotel-create')).not.toBeNull());
    const reloaded = await reload(app);
    await reloaded.user.click(screen.getByRole('button', { name: 'Удалить черновик' }));
    expect(screen.getByLabelText('Название отеля')).toHaveValue('');
    // The button went with the notice; the focus did not fall to the page.
    expect(screen.getByLabelText('Название отеля')).toHaveFocus();
    expect(screen.queryByText('Черновик восстановлен')).toBeNull();
    expect(localStorage.getItem('draft:hotel-create')).toBeNull();
  });

  it('is cleared by a successful create', async () => {
    const app = await openCreateForm(1);
    await fillRequiredTexts(app.user, { 'Название отеля': 'Draft Bay' });
    await chooseStars(app.user, 3);
    await app.user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByRole('heading', { name: 'Отели региона Анталья!' })).toBeInTheDocument();
    expect(localStorage.getItem('draft:hotel-create')).toBeNull();

    await reload(app);
    expect(screen.getByLabelText('Название отеля')).toHaveValue('');
    expect(screen.queryByText('Черновик восстановлен')).toBeNull();
  });

  it('goes when the admin leaves the form unsaved, and stays through «Остаться»', async () => {
    const app = await openCreateForm(1);
    await typeInto(app.user, 'Название отеля', 'Sea Pearl');
    await waitFor(() => expect(localStorage.getItem('draft:hotel-create')).not.toBeNull());
    await app.user.click(screen.getByRole('button', { name: 'Отмена' }));
    await answerLeaveConfirmation(app.user, 'Остаться');
    expect(screen.getByLabelText('Название отеля')).toHaveValue('Sea Pearl');
    expect(localStorage.getItem('draft:hotel-create')).not.toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Отмена' }));
    await answerLeaveConfirmation(app.user, 'Уйти без сохранения');
    await screen.findByRole('heading', { name: 'Отели региона Анталья!' });
    expect(localStorage.getItem('draft:hotel-create')).toBeNull();
  });

  it('is not made by a region deleted meanwhile by another admin: nothing typed, nothing to ask', async () => {
    const app = await openCreateForm(1);
    db.regions = db.regions.filter((region) => region.id !== 1);
    db.hotels = db.hotels.filter((hotel) => hotel.region_id !== 1);
    await act(() => app.queryClient.invalidateQueries({ queryKey: regionKeys.all }));
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 100)));
    expect(localStorage.getItem('draft:hotel-create')).toBeNull();
    expect(hasPendingWork()).toBe(false);
  });
});
