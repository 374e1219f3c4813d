import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesOf, recordRequests, writesIn } from '../../utils/requests';
import { findToast } from '../../utils/toasts';
import { editButton, findForm, openTab } from './detail-screen';
import { NEWS_TAB, ROOMS_TAB } from './tab-cases';

describe.each([NEWS_TAB, ROOMS_TAB])('$name tab with another admin at work', (tab) => {
  const item = tab.edited.item;

  async function startEditing() {
    const app = await openTab(tab);
    await app.user.click(editButton(item));
    return { ...app, form: await findForm(tab.forms.edit) };
  }

  it('keeps a field another admin changed behind the open form, and says so under the success toast', async () => {
    const { user, form } = await startEditing();
    tab.changeElsewhere(item, { other: 'Изменено коллегой' });
    const recorded = recordRequests();

    await user.type(form.getByLabelText(tab.requiredField), '!');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));

    const toast = await findToast('success', tab.texts.updated);
    expect(toast).toHaveTextContent(`Сохранены и изменения другого администратора: ${tab.otherField}.`);
    const [body] = bodiesOf(recorded.filter((request) => request.method === 'PUT'));
    expect(Object.values(body as object)).toEqual(expect.arrayContaining([`${item}!`, 'Изменено коллегой']));
  });

  it('asks about a field both admins changed and writes nothing until «Оставить моё»', async () => {
    const { user, form } = await startEditing();
    tab.changeElsewhere(item, { name: 'Переименовано коллегой' });
    const recorded = recordRequests();

    await user.type(form.getByLabelText(tab.requiredField), '!');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));

    const question = await screen.findByRole('dialog', { name: tab.changedByAnother });
    expect(within(question).getByRole('region', { name: tab.requiredField })).toHaveTextContent(
      `Ваш вариант${item}!Вариант другого администратораПереименовано коллегой`,
    );
    expect(writesIn(recorded)).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Оставить моё' }));

    await findToast('success', tab.texts.updated);
    const [body] = bodiesOf(recorded.filter((request) => request.method === 'PUT'));
    expect(Object.values(body as object)).toContain(`${item}!`);
  });

  it('an open edit whose item changed offers «Загрузить изменения», which keeps what was typed', async () => {
    const { user, form, queryClient } = await startEditing();
    await user.type(form.getByLabelText(tab.requiredField), '!');
    tab.changeElsewhere(item, { other: 'Изменено коллегой' });
    const recorded = recordRequests();

    // What the admin's return to the panel does (refetch-on-return.ts): the tab's list is loaded again.
    await act(() => queryClient.refetchQueries({ queryKey: [tab.name] }));
    expect(await form.findByRole('status')).toHaveTextContent('Изменено другим администратором');
    await user.click(await form.findByRole('button', { name: 'Загрузить изменения' }));

    expect(form.getByLabelText(tab.otherField)).toHaveValue('Изменено коллегой');
    expect(form.getByLabelText(tab.requiredField)).toHaveValue(`${item}!`);
    expect(form.queryByText('Изменено другим администратором')).not.toBeInTheDocument();
    expect(writesIn(recorded)).toEqual([]);
  });
});
