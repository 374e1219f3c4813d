import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordRequests, requestsTo } from '../../utils/requests';
import { findToast } from '../../utils/toasts';
import { REQUIRED_TEXTS, RULE_MESSAGES, chooseStars, fillRequiredTexts, openCreateForm, storeCreateDraft } from './hotel-form-helpers';

const create = () => screen.getByRole('button', { name: 'Создать' });

/** `label`'s control is marked invalid, explained by `message` under it, and has the focus. */
async function expectRefused(label: string, message: string) {
  const control = screen.getByLabelText(label);
  await waitFor(() => expect(control).toHaveFocus());
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
  const explanation = document.getElementById(control.getAttribute('aria-describedby')!.split(' ')[0]!);
  expect(explanation).toHaveTextContent(message);
  // The text shows under the field, in the field's own box.
  expect(control.closest('.field')).toContainElement(explanation);
}

const invalidControls = () => [...document.querySelectorAll('[aria-invalid="true"]')];

describe('a refused hotel marks every field to fix, besides the toast', () => {
  it('marks each required field with an asterisk and aria-required, and no optional one', async () => {
    await openCreateForm(1);
    for (const label of [...Object.keys(REQUIRED_TEXTS), 'Регион', 'Звёзды']) {
      const control = screen.getByLabelText(label);
      expect(control, label).toBeRequired();
      // The asterisk is drawn after the label, outside the control's name.
      expect(screen.getByText(label, { selector: '.field__label' }).className, label).toMatch(/required/);
    }
    for (const label of ['Депозит', 'Пляж']) expect(screen.getByLabelText(label), label).not.toBeRequired();
    expect(screen.getByText('* — обязательные поля')).toBeInTheDocument();
  });

  it('an empty form: every required field refused at once, the toast and the focus on rule 1’s first field', async () => {
    const requests = recordRequests();
    const { user } = await openCreateForm();
    await user.click(create());
    await findToast('error', RULE_MESSAGES.requiredText);
    await expectRefused('Название отеля', RULE_MESSAGES.requiredText);
    for (const label of ['Описание', 'Услуги', 'Для детей', 'Рестораны', 'Ссылка на Google Maps']) {
      expect(screen.getByLabelText(label), label).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label), label).toHaveAccessibleDescription(RULE_MESSAGES.requiredText);
    }
    expect(screen.getByRole('radiogroup', { name: 'Звёзды' })).toHaveAccessibleDescription(RULE_MESSAGES.stars);
    expect(screen.getByLabelText('Регион')).toHaveAccessibleDescription(RULE_MESSAGES.region);
    expect(invalidControls()).toHaveLength(8);
    expect(screen.getByLabelText('Депозит')).not.toHaveAttribute('aria-invalid');

    // Fixing a field clears its own mark and leaves the others.
    await user.type(screen.getByLabelText('Название отеля'), 'Sea Pearl');
    expect(screen.getByLabelText('Название отеля')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Название отеля')).not.toHaveAccessibleDescription();
    await chooseStars(user, 4);
    expect(screen.getByRole('radiogroup', { name: 'Звёзды' })).not.toHaveAttribute('aria-invalid');
    expect(invalidControls()).toHaveLength(6);
    expect(requestsTo(requests, 'POST', '/v1/hotels')).toHaveLength(0);
  });

  it('the texts filled: the toast of rule 3 and the focus on the stars, the region marked too', async () => {
    const { user } = await openCreateForm();
    await fillRequiredTexts(user);
    await user.click(create());
    await findToast('error', RULE_MESSAGES.stars);
    await waitFor(() => expect(screen.getByRole('radio', { name: '1 звезда' })).toHaveFocus());
    expect(screen.getByLabelText('Регион')).toHaveAttribute('aria-invalid', 'true');
    expect(invalidControls()).toHaveLength(2);
  });

  it('region: the region select', async () => {
    const { user } = await openCreateForm();
    await fillRequiredTexts(user);
    await chooseStars(user, 4);
    await user.click(create());
    await expectRefused('Регион', RULE_MESSAGES.region);
    await user.selectOptions(screen.getByLabelText('Регион'), 'Кемер');
    expect(screen.getByLabelText('Регион')).not.toHaveAttribute('aria-invalid');
  });

  it('the map link rule: the map field', async () => {
    const { user } = await openCreateForm(1);
    await fillRequiredTexts(user, { 'Ссылка на Google Maps': 'maps.google.com/?q=1' });
    await chooseStars(user, 4);
    await user.click(create());
    await expectRefused('Ссылка на Google Maps', RULE_MESSAGES.mapsUrl);
  });

  it('recommend (a draft edited by hand): its switch', async () => {
    storeCreateDraft({ recommend_list: '7' });
    const { user } = await openCreateForm(1);
    await user.click(create());
    const recommend = screen.getByRole('switch', { name: 'Не рекомендуемый' });
    await waitFor(() => expect(recommend).toHaveFocus());
    expect(recommend).toHaveAttribute('aria-invalid', 'true');
    expect(recommend).toHaveAccessibleDescription(RULE_MESSAGES.recommendList);
    await user.click(recommend);
    expect(recommend).toBeChecked();
    expect(recommend).not.toHaveAttribute('aria-invalid');
  });
});
