import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { regionKeys } from '@/entities/regions/queries';
import { DRAFT_SAVE_DELAY_MS } from '@/shared/drafts/drafts';
import { hasPendingWork } from '@/shared/unsaved-changes/pending-work';
import { db } from '../../../mocks/db';
import { answerLeaveConfirmation } from '../../utils/confirmation';
import { openHome } from './regions-screen';

const nameInput = () => screen.getByLabelText('Название региона');
const weightInput = () => screen.getByLabelText('Вес');
const draftNotice = () => screen.queryByText('Черновик восстановлен');

async function openForm(path: string, heading: string) {
  const app = await openHome(path);
  await screen.findByRole('heading', { name: heading });
  return app;
}

const openNewRegionForm = () => openForm('/homePage?view=REGION_MANAGE', 'Добавить регион');
const openSideEditor = () => openForm('/homePage?view=REGION_MANAGE&regionId=3', 'Редактировать регион');

describe('region drafts', () => {
  it('brings a new region back after a reload; «Удалить черновик» empties the form for good', async () => {
    const first = await openNewRegionForm();
    expect(draftNotice()).not.toBeInTheDocument();
    await first.user.type(nameInput(), 'Фетхие');
    await first.user.type(weightInput(), '77');
    await waitFor(() => expect(localStorage.getItem('draft:region-create')).not.toBeNull());
    first.unmount();

    const second = await openNewRegionForm();
    expect(nameInput()).toHaveValue('Фетхие');
    expect(weightInput()).toHaveValue(77);
    expect(draftNotice()).toBeInTheDocument();

    await second.user.click(screen.getByRole('button', { name: 'Удалить черновик' }));
    expect(nameInput()).toHaveValue('');
    expect(nameInput()).toHaveFocus();
    second.unmount();
    await openNewRegionForm();
    expect(nameInput()).toHaveValue('');
    expect(draftNotice()).not.toBeInTheDocument();
  });

  it('forgets a new region once it is created', async () => {
    const { user } = await openNewRegionForm();
    await user.type(nameInput(), 'Фетхие');
    await waitFor(() => expect(localStorage.getItem('draft:region-create')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByRole('heading', { name: 'Редактировать регион' });
    expect(db.regions.some((region) => region.region_name === 'Фетхие')).toBe(true);
    expect(localStorage.getItem('draft:region-create')).toBeNull();
  });

  it('brings an edit back after a reload, and a save leaves no draft', async () => {
    const first = await openSideEditor();
    await first.user.clear(nameInput());
    await first.user.type(nameInput(), 'Сиде-Манавгат');
    await waitFor(() => expect(localStorage.getItem('draft:region-edit:3')).not.toBeNull());
    first.unmount();

    const second = await openSideEditor();
    expect(nameInput()).toHaveValue('Сиде-Манавгат');
    expect(draftNotice()).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByRole('heading', { name: 'Отели региона Сиде-Манавгат!' });
    expect(db.regions.find((region) => region.id === 3)?.region_name).toBe('Сиде-Манавгат');
    expect(localStorage.getItem('draft:region-edit:3')).toBeNull();
  });

  it('leaves no draft after saving a name the server keeps trimmed', async () => {
    const { user, unmount } = await openSideEditor();
    await user.clear(nameInput());
    await user.type(nameInput(), 'Сиде-Манавгат ');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByRole('heading', { name: 'Отели региона Сиде-Манавгат!' });
    // Past the draft's pause, and the form gone: nothing was kept for a later edit of the region.
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 100)));
    unmount();
    expect(localStorage.getItem('draft:region-edit:3')).toBeNull();
  });

  it('takes a newer version from the server, untouched, for no typing: no draft, nothing to ask before leaving', async () => {
    const { queryClient } = await openSideEditor();
    const region = db.regions.find((candidate) => candidate.id === 3)!;
    region.region_name = 'Сиде (переименован)';
    await act(() => queryClient.invalidateQueries({ queryKey: regionKeys.all }));
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 100)));
    expect(localStorage.getItem('draft:region-edit:3')).toBeNull();
    expect(hasPendingWork()).toBe(false);
  });

  it('forgets an edit the admin chose to leave unsaved', async () => {
    const { user } = await openSideEditor();
    await user.type(weightInput(), '5');
    await waitFor(() => expect(localStorage.getItem('draft:region-edit:3')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await answerLeaveConfirmation(user, 'Уйти без сохранения');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Редактировать регион' })).not.toBeInTheDocument());
    expect(localStorage.getItem('draft:region-edit:3')).toBeNull();
  });
});
