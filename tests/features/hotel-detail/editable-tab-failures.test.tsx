import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { answerConfirmation } from '../../utils/confirmation';
import { allowConsoleErrors } from '../../utils/console';
import { failing } from '../../utils/requests';
import { expectFailureToast, findToast, toastsSaying } from '../../utils/toasts';
import { deleteButton, editButton, expectFormClosed, findForm, listedNames, openDetail, openTab, openCreateForm } from './detail-screen';
import { NEWS_TAB, ROOMS_TAB } from './tab-cases';

/** What the admin reads under the toast when the item is no longer on the server. */
const GONE = 'Запись не найдена: возможно, её уже удалил другой администратор.';

describe.each([NEWS_TAB, ROOMS_TAB])('$name tab failures', (tab) => {
  it('reports a failed list load once, with «Повторить»', async () => {
    const consoleError = allowConsoleErrors();
    failing('get', tab.routes.list);
    await openDetail({ tab: tab.tab });

    await findToast('error', tab.texts.loadFailed);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText(tab.texts.loadFailed)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('reports a failed create once, from the mutation itself, and keeps what was typed', async () => {
    const consoleError = allowConsoleErrors();
    failing('post', tab.routes.create);
    const { user } = await openTab(tab);
    const form = await openCreateForm(user, tab.forms.create);
    for (const { label, text } of tab.refusedCreate) await user.type(form.getByLabelText(label), text);
    await user.click(form.getByRole('button', { name: 'Создать' }));

    await findToast('error', tab.texts.createFailed);
    expect(screen.getAllByText(tab.texts.createFailed)).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toBe(tab.texts.createLogged);
    for (const { label, value } of tab.refusedCreate) expect(form.getByLabelText(label)).toHaveValue(value);
    expect(form.getByRole('button', { name: 'Создать' })).toBeEnabled();
  });

  it('shows the server’s reason for a refused create under the toast, once, and keeps the text', async () => {
    const consoleError = allowConsoleErrors();
    server.use(http.post(tab.routes.create, () => HttpResponse.json({ detail: 'Слишком длинно' }, { status: 400 })));
    const { user } = await openTab(tab);
    const form = await openCreateForm(user, tab.forms.create);
    for (const { label, text } of tab.refusedCreate) await user.type(form.getByLabelText(label), text);
    await user.click(form.getByRole('button', { name: 'Создать' }));

    await expectFailureToast(tab.texts.createFailed, 'Слишком длинно');
    expect(toastsSaying('error', tab.texts.createFailed)).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toBe(tab.texts.createLogged);
    for (const { label, value } of tab.refusedCreate) expect(form.getByLabelText(label)).toHaveValue(value);
  });

  it('reports a failed update and stays in edit mode with the change', async () => {
    const consoleError = allowConsoleErrors();
    failing('put', tab.routes.update);
    const { user } = await openTab(tab);
    await user.click(editButton(tab.other));
    const form = await findForm(tab.forms.edit);
    await user.type(form.getByLabelText(tab.requiredField), '!');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));

    await findToast('error', tab.texts.updateFailed);
    expect(consoleError).toHaveBeenCalled();
    expect((await findForm(tab.forms.edit)).getByLabelText(tab.requiredField)).toHaveValue(`${tab.other}!`);
  });

  it('reports a failed delete and keeps the item', async () => {
    const consoleError = allowConsoleErrors();
    failing('delete', tab.routes.remove);
    const { user } = await openTab(tab);
    await user.click(deleteButton(tab.removed.item));
    await answerConfirmation(user, tab.texts.confirmDelete, 'Удалить');

    await findToast('error', tab.texts.deleteFailed);
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByText(tab.removed.item)).toBeInTheDocument();
  });
});

describe.each([NEWS_TAB, ROOMS_TAB])('an item of the $name tab another admin deleted', (tab) => {
  it('says so when deleting it, drops it from the list and leaves its edit', async () => {
    const consoleError = allowConsoleErrors();
    const { user } = await openTab(tab);
    await user.click(editButton(tab.removed.item));
    await findForm(tab.forms.edit);
    tab.deleteElsewhere(tab.removed.item);
    await user.click(deleteButton(tab.removed.item));
    await answerConfirmation(user, tab.texts.confirmDelete, 'Удалить');

    await expectFailureToast(tab.texts.deleteFailed, GONE);
    await waitFor(() => expect(screen.queryByText(tab.removed.item)).not.toBeInTheDocument());
    expect(listedNames()).toEqual(tab.seeded.filter((item) => item !== tab.removed.item));
    await expectFormClosed();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('says so when saving it, reloads the list without it and keeps the typed text', async () => {
    const consoleError = allowConsoleErrors();
    const { user } = await openTab(tab);
    await user.click(editButton(tab.edited.item));
    const form = await findForm(tab.forms.edit);
    await user.type(form.getByLabelText(tab.requiredField), '!');
    tab.deleteElsewhere(tab.edited.item);
    await user.click(form.getByRole('button', { name: 'Сохранить' }));

    await expectFailureToast(tab.texts.updateFailed, GONE);
    await waitFor(() => expect(listedNames()).toEqual(tab.seeded.filter((item) => item !== tab.edited.item)));
    expect(form.getByLabelText(tab.requiredField)).toHaveValue(`${tab.edited.item}!`);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
