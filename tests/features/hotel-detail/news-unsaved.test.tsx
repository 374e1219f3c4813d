import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UNSAVED_CHANGES_QUESTION } from '@/shared/ui/confirm/confirm';
import { recordRequests } from '../../utils/requests';
import { answerConfirmation, findForm, openNews, rowOf } from './detail-screen';

async function editWithChange(user: Awaited<ReturnType<typeof openNews>>['user']) {
  await user.click(rowOf('Открытие сезона').getByRole('button', { name: 'Редактировать «Открытие сезона»' }));
  const form = await findForm('Редактирование новости');
  await user.type(form.getByLabelText('Заголовок'), ' 2025');
  return form;
}

describe('news form with unsaved changes', () => {
  it('asks before cancelling a changed edit; «Остаться» keeps the text and edit mode', async () => {
    const recorded = recordRequests();
    const { user } = await openNews();
    const form = await editWithChange(user);
    await user.click(form.getByRole('button', { name: 'Отмена' }));
    await answerConfirmation(user, UNSAVED_CHANGES_QUESTION, 'Остаться');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const still = await findForm('Редактирование новости');
    expect(still.getByLabelText('Заголовок')).toHaveValue('Открытие сезона 2025');
    expect(recorded.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('«Уйти без сохранения» returns to a blank create form', async () => {
    const { user } = await openNews();
    const form = await editWithChange(user);
    await user.click(form.getByRole('button', { name: 'Отмена' }));
    await answerConfirmation(user, UNSAVED_CHANGES_QUESTION, 'Уйти без сохранения');

    const createForm = await findForm('Новая новость');
    expect(createForm.getByLabelText('Заголовок')).toHaveValue('');
    expect(screen.getByText('Открытие сезона')).toBeInTheDocument();
  });

  it('asks before editing another item while the form is changed', async () => {
    const { user } = await openNews();
    await editWithChange(user);
    await user.click(rowOf('Новый SPA-центр').getByRole('button', { name: 'Редактировать «Новый SPA-центр»' }));
    await answerConfirmation(user, UNSAVED_CHANGES_QUESTION, 'Остаться');
    expect((await findForm('Редактирование новости')).getByLabelText('Заголовок')).toHaveValue('Открытие сезона 2025');

    await user.click(rowOf('Новый SPA-центр').getByRole('button', { name: 'Редактировать «Новый SPA-центр»' }));
    await answerConfirmation(user, UNSAVED_CHANGES_QUESTION, 'Уйти без сохранения');
    expect((await findForm('Редактирование новости')).getByLabelText('Заголовок')).toHaveValue('Новый SPA-центр');
  });

  it('switches the edited item at once while nothing is changed', async () => {
    const { user } = await openNews();
    await user.click(rowOf('Открытие сезона').getByRole('button', { name: 'Редактировать «Открытие сезона»' }));
    await findForm('Редактирование новости');
    await user.click(rowOf('Новый SPA-центр').getByRole('button', { name: 'Редактировать «Новый SPA-центр»' }));

    expect((await findForm('Редактирование новости')).getByLabelText('Заголовок')).toHaveValue('Новый SPA-центр');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before switching to «Номера» with a changed form', async () => {
    const { user, router } = await openNews();
    await editWithChange(user);
    await user.click(screen.getByRole('tab', { name: 'Номера' }));
    await answerConfirmation(user, UNSAVED_CHANGES_QUESTION, 'Остаться');

    expect(screen.getByRole('tab', { name: 'Новости' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).not.toHaveProperty('tab', 'rooms');
    expect((await findForm('Редактирование новости')).getByLabelText('Заголовок')).toHaveValue('Открытие сезона 2025');

    await user.click(screen.getByRole('tab', { name: 'Номера' }));
    await answerConfirmation(user, UNSAVED_CHANGES_QUESTION, 'Уйти без сохранения');
    expect(await screen.findByText('Family Suite')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ tab: 'rooms' });
  });

  it('leaves for another tab without asking once the change is undone', async () => {
    const { user } = await openNews();
    const form = await findForm('Новая новость');
    await user.type(form.getByLabelText('Заголовок'), 'Ы');
    await user.clear(form.getByLabelText('Заголовок'));
    await user.click(screen.getByRole('tab', { name: 'Номера' }));

    expect(await screen.findByText('Family Suite')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
