import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { UNSAVED_CHANGES, answerLeaveConfirmation } from '../../utils/confirmation';
import { recordRequests, writesIn } from '../../utils/requests';
import { editButton, expectFormClosed, findForm, openTab, openCreateForm } from './detail-screen';
import { NEWS_TAB, ROOMS_TAB, type EditableTabCase } from './tab-cases';

type User = Awaited<ReturnType<typeof openTab>>['user'];

/** Opens the edit of `tab.other` and adds to its required field. */
async function editWithChange(tab: EditableTabCase, user: User) {
  await user.click(editButton(tab.other));
  const form = await findForm(tab.forms.edit);
  await user.type(form.getByLabelText(tab.requiredField), ' 2025');
  return form;
}

/** Holds the tab's creates until the returned release is called; then the fake API answers them. */
function holdCreates(tab: EditableTabCase): () => void {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(tab.routes.create, async () => {
      await released;
      // Nothing returned: the request goes on to the fake API's own handler.
    }),
  );
  return release;
}

/** The question is up, then goes by itself: nobody answers it. */
async function expectQuestionWithdrawn() {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(UNSAVED_CHANGES)).toBeInTheDocument();
  return () => waitFor(() => expect(dialog).not.toBeInTheDocument());
}

/** Types into the empty create form. */
async function typeNew(tab: EditableTabCase, user: User) {
  const form = await openCreateForm(user, tab.forms.create);
  await user.type(form.getByLabelText(tab.requiredField), 'Мансарда');
  return form;
}

describe.each([NEWS_TAB, ROOMS_TAB])('$name tab with unsaved changes', (tab) => {
  it('asks before cancelling a changed edit; «Остаться» keeps it, «Уйти без сохранения» drops it', async () => {
    const recorded = recordRequests();
    const { user } = await openTab(tab);
    const form = await editWithChange(tab, user);
    await user.click(form.getByRole('button', { name: 'Отмена' }));
    await answerLeaveConfirmation(user, 'Остаться');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await findForm(tab.forms.edit)).getByLabelText(tab.requiredField)).toHaveValue(`${tab.other} 2025`);

    await user.click(form.getByRole('button', { name: 'Отмена' }));
    await answerLeaveConfirmation(user, 'Уйти без сохранения');
    await expectFormClosed();
    expect(screen.getByText(tab.other)).toBeInTheDocument();
    expect(writesIn(recorded)).toEqual([]);
  });

  it('asks before editing another item while the edit is changed', async () => {
    const { user } = await openTab(tab);
    await editWithChange(tab, user);
    await user.click(editButton(tab.edited.item));
    await answerLeaveConfirmation(user, 'Остаться');
    expect((await findForm(tab.forms.edit)).getByLabelText(tab.requiredField)).toHaveValue(`${tab.other} 2025`);

    await user.click(editButton(tab.edited.item));
    await answerLeaveConfirmation(user, 'Уйти без сохранения');
    expect((await findForm(tab.forms.edit)).getByLabelText(tab.requiredField)).toHaveValue(tab.edited.item);
  });

  it('asks before editing an item while the create form holds typed text', async () => {
    const { user } = await openTab(tab);
    await typeNew(tab, user);
    await user.click(editButton(tab.removed.item));
    await answerLeaveConfirmation(user, 'Остаться');
    expect((await findForm(tab.forms.create)).getByLabelText(tab.requiredField)).toHaveValue('Мансарда');

    await user.click(editButton(tab.removed.item));
    await answerLeaveConfirmation(user, 'Уйти без сохранения');
    expect((await findForm(tab.forms.edit)).getByLabelText(tab.requiredField)).toHaveValue(tab.removed.item);
  });

  it('switches the edited item at once while nothing is changed', async () => {
    const { user } = await openTab(tab);
    await user.click(editButton(tab.other));
    await findForm(tab.forms.edit);
    await user.click(editButton(tab.edited.item));

    expect((await findForm(tab.forms.edit)).getByLabelText(tab.requiredField)).toHaveValue(tab.edited.item);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['a changed edit', editWithChange, `${tab.other} 2025`],
    ['text typed into the create form', typeNew, 'Мансарда'],
  ])('asks before leaving for the other tab with %s', async (_, change, kept) => {
    const { user, router } = await openTab(tab);
    const form = await change(tab, user);
    await user.click(screen.getByRole('tab', { name: tab.otherTab.label }));
    await answerLeaveConfirmation(user, 'Остаться');

    expect(screen.getByRole('tab', { name: tab.tabLabel })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toMatchObject({ tab: tab.tab });
    expect(form.getByLabelText(tab.requiredField)).toHaveValue(kept);

    await user.click(screen.getByRole('tab', { name: tab.otherTab.label }));
    await answerLeaveConfirmation(user, 'Уйти без сохранения');
    expect(await screen.findByText(tab.otherTab.shows)).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ tab: tab.otherTab.tab });
  });

  it('goes to the other tab asked for during a save once the save succeeds, the question taken away', async () => {
    const release = holdCreates(tab);
    const { user, router } = await openTab(tab);
    const form = await typeNew(tab, user);
    await user.click(form.getByRole('button', { name: 'Создать' }));
    await user.click(screen.getByRole('tab', { name: tab.otherTab.label }));
    const withdrawn = await expectQuestionWithdrawn();

    release();
    await withdrawn();
    expect(await screen.findByText(tab.otherTab.shows)).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ tab: tab.otherTab.tab });
  });

  it('opens the item asked for during a save once the save succeeds, the question taken away', async () => {
    const release = holdCreates(tab);
    const { user } = await openTab(tab);
    const form = await typeNew(tab, user);
    await user.click(form.getByRole('button', { name: 'Создать' }));
    await user.click(editButton(tab.other));
    const withdrawn = await expectQuestionWithdrawn();

    release();
    await withdrawn();
    expect((await findForm(tab.forms.edit)).getByLabelText(tab.requiredField)).toHaveValue(tab.other);
    expect(screen.getByText('Мансарда')).toBeInTheDocument();
  });

  it('leaves for the other tab without asking once the change is undone', async () => {
    const { user } = await openTab(tab);
    const form = await openCreateForm(user, tab.forms.create);
    await user.type(form.getByLabelText(tab.requiredField), 'Ы');
    await user.clear(form.getByLabelText(tab.requiredField));
    await user.click(screen.getByRole('tab', { name: tab.otherTab.label }));

    expect(await screen.findByText(tab.otherTab.shows)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
