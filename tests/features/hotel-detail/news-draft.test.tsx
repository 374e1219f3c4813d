import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readDraft } from '@/shared/drafts/drafts';
import { answerLeaveConfirmation } from '../../utils/confirmation';
import { findToast } from '../../utils/toasts';
import { editButton, expectFormClosed, findForm, openCreateForm, openNews } from './detail-screen';

const storedDraft = (hotelId = 1) => localStorage.getItem(`draft:news:${hotelId}`);
/** The values of the news draft kept for `hotelId`, read as the form reads them. */
const draftValues = (hotelId = 1) => readDraft(`news:${hotelId}`, { news_header: '', news_txt: '' });
/** The keys of the edit drafts kept for hotel 1's news. */
const storedEditDrafts = () => Object.keys(localStorage).filter((key) => key.startsWith('draft:news:1:edit:'));

function storeDraft(hotelId: number, news_header: string, news_txt: string) {
  localStorage.setItem(`draft:news:${hotelId}`, JSON.stringify({ news_header, news_txt }));
}

/** The create form a draft opened by itself, so nothing typed is hidden. */
async function restoredForm() {
  return findForm('Новая новость');
}

/** The draft is gone from the form, from storage, and a reload opens no form for it. */
async function expectNoDraftLeft(app: { unmount: () => void }) {
  expect(screen.queryByText('Черновик восстановлен')).not.toBeInTheDocument();
  expect(storedDraft()).toBeNull();
  app.unmount();
  await openNews();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
}

/** Edits «Новый SPA-центр», its title changed, until the edit is kept as a draft. */
async function editSpaNews() {
  const app = await openNews();
  await app.user.click(editButton('Новый SPA-центр'));
  const edit = await findForm('Редактирование новости');
  await app.user.type(edit.getByLabelText('Заголовок'), ' (правка)');
  await waitFor(() => expect(storedEditDrafts()).toHaveLength(1));
  return { app, edit };
}

describe('news drafts', () => {
  it('brings back what was typed after a reload, with a notice', async () => {
    const first = await openNews();
    const form = await openCreateForm(first.user, 'Новая новость');
    expect(form.queryByText('Черновик восстановлен')).not.toBeInTheDocument();
    await first.user.type(form.getByLabelText('Заголовок'), 'Вечер джаза');
    await first.user.type(form.getByLabelText('Текст новости'), 'В пятницу у бассейна.');
    // Saved while the admin is still on the screen, not only when it goes away.
    await waitFor(() => expect(storedDraft()).not.toBeNull());
    first.unmount();

    await openNews();
    const restored = await restoredForm();
    expect(restored.getByLabelText('Заголовок')).toHaveValue('Вечер джаза');
    expect(restored.getByLabelText('Текст новости')).toHaveValue('В пятницу у бассейна.');
    expect(restored.getByRole('status')).toHaveTextContent('Черновик восстановлен');
  });

  it('«Удалить черновик» empties the form for good', async () => {
    storeDraft(1, 'Старый черновик', 'Текст');
    const first = await openNews();
    const form = await restoredForm();
    expect(form.getByLabelText('Заголовок')).toHaveValue('Старый черновик');
    await first.user.click(form.getByRole('button', { name: 'Удалить черновик' }));

    expect(form.getByLabelText('Заголовок')).toHaveValue('');
    expect(form.getByLabelText('Заголовок')).toHaveFocus();
    expect(form.getByLabelText('Текст новости')).toHaveValue('');
    await expectNoDraftLeft(first);
  });

  it('a successful create clears the draft and the notice', async () => {
    storeDraft(1, 'Анимация для детей', 'Каждый день с 10:00.');
    const first = await openNews();
    const form = await restoredForm();
    await first.user.click(form.getByRole('button', { name: 'Создать' }));

    await findToast('success', 'Новость успешно создана!');
    expect(await screen.findByRole('heading', { name: 'Анимация для детей' })).toBeInTheDocument();
    await expectFormClosed();
    await expectNoDraftLeft(first);
  });

  it('keeps a draft per hotel', async () => {
    storeDraft(1, 'Для первого отеля', '');
    const second = await openNews(2);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const form = await openCreateForm(second.user, 'Новая новость');
    expect(form.getByLabelText('Заголовок')).toHaveValue('');
    expect(form.queryByText('Черновик восстановлен')).not.toBeInTheDocument();
    await second.user.type(form.getByLabelText('Заголовок'), 'Для второго отеля');
    second.unmount();

    await openNews(1);
    expect((await restoredForm()).getByLabelText('Заголовок')).toHaveValue('Для первого отеля');
    expect(draftValues(2)).toEqual({ news_header: 'Для второго отеля', news_txt: '' });
  });

  it('forgets what the admin chose to leave unsaved, a new item’s as an edit’s', async () => {
    storeDraft(1, 'Черновик', '');
    const { user } = await openNews();
    await restoredForm();
    await user.click(editButton('Новый SPA-центр'));
    await answerLeaveConfirmation(user, 'Уйти без сохранения');
    const edit = await findForm('Редактирование новости');
    expect(edit.queryByText('Черновик восстановлен')).not.toBeInTheDocument();
    expect(storedDraft()).toBeNull();
    await user.type(edit.getByLabelText('Заголовок'), ' (правка)');
    await waitFor(() => expect(storedEditDrafts()).toHaveLength(1));
    await user.click(edit.getByRole('button', { name: 'Отмена' }));
    await answerLeaveConfirmation(user, 'Уйти без сохранения');

    await expectFormClosed();
    expect(storedDraft()).toBeNull();
    expect(storedEditDrafts()).toEqual([]);
  });

  it('keeps a new item through «Остаться»', async () => {
    storeDraft(1, 'Черновик', '');
    const { user } = await openNews();
    const form = await restoredForm();
    await user.click(editButton('Новый SPA-центр'));
    await answerLeaveConfirmation(user, 'Остаться');
    expect(form.getByLabelText('Заголовок')).toHaveValue('Черновик');
    expect(draftValues()).toEqual({ news_header: 'Черновик', news_txt: '' });
  });

  it('brings an edit back after a reload: the item in edit mode, what was typed, and the notice', async () => {
    const { app: first } = await editSpaNews();
    first.unmount();

    const second = await openNews();
    const restored = await findForm('Редактирование новости');
    expect(restored.getByLabelText('Заголовок')).toHaveValue('Новый SPA-центр (правка)');
    expect(restored.getByRole('status')).toHaveTextContent('Черновик восстановлен');

    // «Удалить черновик» goes back to the item as saved, still editing it.
    await second.user.click(restored.getByRole('button', { name: 'Удалить черновик' }));
    expect(restored.getByLabelText('Заголовок')).toHaveValue('Новый SPA-центр');
    expect(screen.getByRole('heading', { name: 'Редактирование новости' })).toBeInTheDocument();
    expect(storedEditDrafts()).toEqual([]);
  });

  it('a saved edit leaves no draft behind, and a reload opens no form', async () => {
    const { app: first, edit } = await editSpaNews();
    await first.user.click(edit.getByRole('button', { name: 'Сохранить' }));
    await findToast('success', 'Новость обновлена!');
    expect(storedEditDrafts()).toEqual([]);
    first.unmount();

    await openNews();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
