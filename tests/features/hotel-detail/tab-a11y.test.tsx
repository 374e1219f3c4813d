import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DetailTab } from '@/navigation/view-state';
import { answerConfirmation } from '../../utils/confirmation';
import { findToast } from '../../utils/toasts';
import { deleteButton, editButton, findForm, openDetail, openNews, openCreateForm } from './detail-screen';

/** `label`'s control in `form` is marked invalid, explains `message`, and has the focus. */
async function expectRefused(form: BoundFunctions<typeof queries>, label: string, message: string) {
  const control = form.getByLabelText(label);
  await waitFor(() => expect(control).toHaveFocus());
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('headings of the hotel detail', () => {
  it.each<DetailTab>(['news', 'rooms', 'photo', 'video', 'reels'])('go down one level at a time on the %s tab', async (tab) => {
    const { user } = await openDetail({ tab });
    const panel = () => within(screen.getByRole('tabpanel'));
    await waitFor(() => expect(panel().getAllByRole('heading').length).toBeGreaterThanOrEqual(1), { timeout: 5000 });
    // A tab that lists first opens its form with «Добавить …».
    const add = panel().queryByRole('button', { name: /^Добавить / });
    if (add) await user.click(add);
    await waitFor(() => expect(panel().getAllByRole('heading').length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    const main = within(screen.getByRole('main'));
    const levels = main.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index += 1) {
      expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);
    }
    // Every tab's list is a section of the hotel: h2.
    expect(within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(1);
  });
});

describe('a refused news item or room marks the field to fix', () => {
  it('news: the title, until it is typed in', async () => {
    const { user } = await openNews();
    const form = await openCreateForm(user, 'Новая новость');
    await user.type(form.getByLabelText('Текст новости'), 'Без заголовка');
    await user.click(form.getByRole('button', { name: 'Создать' }));
    await findToast('error', 'Заголовок не может быть пустым!');
    await expectRefused(form, 'Заголовок', 'Заголовок не может быть пустым!');
    expect(form.getByLabelText('Текст новости')).not.toHaveAttribute('aria-invalid');

    await user.type(form.getByLabelText('Заголовок'), 'Новость');
    expect(form.getByLabelText('Заголовок')).not.toHaveAttribute('aria-invalid');
    expect(form.queryByText('Заголовок не может быть пустым!')).not.toBeInTheDocument();
  });

  it('rooms: the room type, then the area', async () => {
    const { user } = await openDetail({ tab: 'rooms' });
    const form = await openCreateForm(user, 'Новый номер');
    await user.type(form.getByLabelText('Площадь, м²'), '-5');
    await user.click(form.getByRole('button', { name: 'Создать' }));
    await expectRefused(form, 'Тип номера', 'Введите хотя бы тип комнаты!');

    await user.type(form.getByLabelText('Тип номера'), 'Эконом');
    await user.click(form.getByRole('button', { name: 'Создать' }));
    await expectRefused(form, 'Площадь, м²', 'Площадь не может быть отрицательной!');
    expect(form.getByLabelText('Тип номера')).not.toHaveAttribute('aria-invalid');
  });
});

describe('the focus in a tab', () => {
  it('goes to the list’s heading when the deleted row took it along', async () => {
    const { user } = await openNews();
    await user.click(deleteButton('Раннее бронирование'));
    await answerConfirmation(user, 'Удалить эту новость?', 'Удалить');
    await findToast('success', 'Новость удалена!');
    const heading = screen.getByRole('heading', { level: 2, name: 'Новости' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('goes back to the row’s «Редактировать» when «Отмена» closes the edit', async () => {
    const { user } = await openDetail({ tab: 'rooms' });
    await screen.findByText('Family Suite');
    await user.click(editButton('Family Suite'));
    const form = await findForm('Редактирование номера');
    await user.click(form.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(editButton('Family Suite')).toHaveFocus();
  });

  it('goes to the first field when «+ Добавить номер» opens the form, and back to that button when it closes', async () => {
    const { user } = await openDetail({ tab: 'rooms' });
    await screen.findByText('Family Suite');
    const form = await openCreateForm(user, 'Новый номер');
    expect(form.getByLabelText('Тип номера')).toHaveFocus();
    await user.click(form.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Добавить номер' })).toHaveFocus();
  });
});
