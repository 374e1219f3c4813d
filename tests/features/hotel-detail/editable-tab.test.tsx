import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerConfirmation } from '../../utils/confirmation';
import { bodiesOf, holdRequests, recordRequests, requestsTo, writesIn } from '../../utils/requests';
import { findToast } from '../../utils/toasts';
import { deleteButton, editButton, findForm, listedNames, openTab, rowOf, openCreateForm, addButton, expectFormClosed } from './detail-screen';
import { NEWS_TAB, ROOMS_TAB } from './tab-cases';

describe.each([NEWS_TAB, ROOMS_TAB])('$name tab', (tab) => {
  it('lists the items in its order, each with its details and its edit and delete buttons', async () => {
    await openTab(tab);
    expect(listedNames()).toEqual(tab.seeded);
    expect(rowOf(tab.described.item).getByText(tab.described.details)).toBeInTheDocument();
    expect(editButton(tab.described.item)).toBeInTheDocument();
    expect(deleteButton(tab.described.item)).toBeInTheDocument();
  });

  it('says so when the hotel has none', async () => {
    await openTab(tab, tab.emptyHotelId);
    expect(screen.getByText(tab.texts.empty)).toBeInTheDocument();
  });

  it('refuses a blank required field, sends nothing and keeps the rest', async () => {
    const recorded = recordRequests();
    const { user } = await openTab(tab);
    const form = await openCreateForm(user, tab.forms.create);
    await user.type(form.getByLabelText(tab.requiredField), '   ');
    await user.type(form.getByLabelText(tab.blankBeside.label), tab.blankBeside.text);
    await user.click(form.getByRole('button', { name: 'Создать' }));

    await findToast('error', tab.texts.blank);
    expect(writesIn(recorded)).toEqual([]);
    expect(form.getByLabelText(tab.blankBeside.label)).toHaveValue(tab.blankBeside.value);
  });

  it('creates an item, lists it, closes the form and reloads the list once', async () => {
    const recorded = recordRequests();
    const { user } = await openTab(tab);
    const form = await openCreateForm(user, tab.forms.create);
    for (const { label, text } of tab.created.typed) await user.type(form.getByLabelText(label), text);
    await user.click(form.getByRole('button', { name: 'Создать' }));

    await findToast('success', tab.texts.created);
    expect(bodiesOf(requestsTo(recorded, 'POST', tab.createPath))).toEqual([tab.created.body]);
    await waitFor(() => expect(listedNames()).toEqual(tab.created.listed));
    await expectFormClosed();
    expect(addButton()).toHaveFocus();
    expect(requestsTo(recorded, 'GET', tab.listPath)).toHaveLength(2);
    // Opened again, it starts empty.
    const again = await openCreateForm(user, tab.forms.create);
    for (const { label } of tab.created.typed) expect(again.getByLabelText(label)).toHaveValue('');
  });

  it('disables the submit while saving, so a second click or Enter sends nothing', async () => {
    const recorded = recordRequests();
    const hold = holdRequests('post', tab.routes.create);
    const { user } = await openTab(tab);
    const form = await openCreateForm(user, tab.forms.create);
    await user.type(form.getByLabelText(tab.requiredField), 'Один раз');
    await user.click(form.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(form.getByRole('button', { name: 'Создать' })).toBeDisabled());
    await user.click(form.getByRole('button', { name: 'Создать' }));
    await user.type(form.getByLabelText(tab.requiredField), '{Enter}');
    hold.release();

    await findToast('success', tab.texts.created);
    expect(requestsTo(recorded, 'POST', tab.createPath)).toHaveLength(1);
    await expectFormClosed();
  });

  it('locks the fields while saving, so nothing is typed into a form about to start over', async () => {
    const hold = holdRequests('post', tab.routes.create);
    const { user } = await openTab(tab);
    const form = await openCreateForm(user, tab.forms.create);
    for (const { label, text } of tab.created.typed) await user.type(form.getByLabelText(label), text);
    await user.click(form.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(form.getByRole('button', { name: 'Создать' })).toBeDisabled());
    for (const { label } of tab.created.typed) expect(form.getByLabelText(label)).toBeDisabled();

    hold.release();
    await findToast('success', tab.texts.created);
    await expectFormClosed();
  });

  it('edits an item: the form opens filled in above the list, saves with PUT and closes', async () => {
    const recorded = recordRequests();
    const { user } = await openTab(tab);
    await user.click(editButton(tab.edited.item));

    const form = await findForm(tab.forms.edit);
    for (const [label, value] of Object.entries(tab.edited.opens)) expect(form.getByLabelText(label)).toHaveValue(value);
    expect(form.getByLabelText(tab.requiredField)).toHaveFocus();
    await user.clear(form.getByLabelText(tab.edited.change.label));
    await user.type(form.getByLabelText(tab.edited.change.label), tab.edited.change.text);
    await user.click(form.getByRole('button', { name: 'Сохранить' }));

    await findToast('success', tab.texts.updated);
    expect(bodiesOf(requestsTo(recorded, 'PUT', tab.edited.path))).toEqual([tab.edited.body]);
    await expectFormClosed();
    expect(await screen.findByText(tab.edited.shows)).toBeInTheDocument();
    // The focus is back on the row's «Редактировать», which opened the form.
    expect(rowOf(tab.edited.shows).getByRole('button', { name: /^Редактировать/ })).toHaveFocus();
    expect(listedNames()).toEqual(tab.edited.listed);
  });

  it('cancels an unchanged edit without a request or a question', async () => {
    const recorded = recordRequests();
    const { user } = await openTab(tab);
    await user.click(editButton(tab.other));
    const form = await findForm(tab.forms.edit);
    await user.click(form.getByRole('button', { name: 'Отмена' }));

    await expectFormClosed();
    expect(editButton(tab.other)).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writesIn(recorded)).toEqual([]);
  });

  it('deletes an item after confirmation', async () => {
    const recorded = recordRequests();
    const { user } = await openTab(tab);
    await user.click(deleteButton(tab.removed.item));
    await answerConfirmation(user, tab.texts.confirmDelete, 'Удалить');

    await findToast('success', tab.texts.deleted);
    expect(requestsTo(recorded, 'DELETE', tab.removed.path)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(tab.removed.item)).not.toBeInTheDocument());
  });

  it('keeps the item when the confirmation is declined', async () => {
    const recorded = recordRequests();
    const { user } = await openTab(tab);
    await user.click(deleteButton(tab.removed.item));
    await answerConfirmation(user, tab.texts.confirmDelete, 'Отмена');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writesIn(recorded)).toEqual([]);
    expect(screen.getByText(tab.removed.item)).toBeInTheDocument();
  });

  it('leaves edit mode when the edited item is deleted', async () => {
    const { user } = await openTab(tab);
    await user.click(editButton(tab.other));
    await findForm(tab.forms.edit);
    await user.click(deleteButton(tab.other));
    await answerConfirmation(user, tab.texts.confirmDelete, 'Удалить');

    await findToast('success', tab.texts.deleted);
    await expectFormClosed();
  });

  it('stays in edit mode when another item is deleted', async () => {
    const { user } = await openTab(tab);
    await user.click(editButton(tab.other));
    await user.click(deleteButton(tab.removed.item));
    await answerConfirmation(user, tab.texts.confirmDelete, 'Удалить');

    await findToast('success', tab.texts.deleted);
    expect((await findForm(tab.forms.edit)).getByLabelText(tab.requiredField)).toHaveValue(tab.other);
  });
});
