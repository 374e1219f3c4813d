import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyHotelDraft } from '@/features/home/hotels/hotel-draft';
import { recordRequests, requestsTo } from '../../utils/requests';
import { findToast } from '../../utils/toasts';
import { RULE_MESSAGES, fillRequiredTexts, openCreateForm, typeInto } from './hotel-form-helpers';

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

describe('a refused hotel marks the field to fix, besides the toast', () => {
  it('required texts: the first empty one, top to bottom; typing there clears the mark', async () => {
    const requests = recordRequests();
    const { user } = await openCreateForm(1);
    await user.click(create());
    await expectRefused('Название отеля', RULE_MESSAGES.requiredText);
    await findToast('error', RULE_MESSAGES.requiredText);
    expect(invalidControls()).toHaveLength(1);

    await user.type(screen.getByLabelText('Название отеля'), 'Sea Pearl');
    expect(screen.getByLabelText('Название отеля')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Название отеля')).not.toHaveAccessibleDescription();

    await user.click(create());
    await expectRefused('Ссылка на Google Maps', RULE_MESSAGES.requiredText);
    await typeInto(user, 'Ссылка на Google Maps', 'https://maps.google.com/?q=1');
    await user.click(create());
    await expectRefused('Описание', RULE_MESSAGES.requiredText);
    await fillRequiredTexts(user, { Рестораны: '' });
    await user.click(create());
    await expectRefused('Рестораны', RULE_MESSAGES.requiredText);
    expect(requestsTo(requests, 'POST', '/v1/hotels')).toHaveLength(0);
  });

  it('stars: the stars field, whose hint stays described too', async () => {
    const { user } = await openCreateForm(1);
    await fillRequiredTexts(user);
    await typeInto(user, 'Звёзды', '7');
    await user.click(create());
    await expectRefused('Звёзды', RULE_MESSAGES.stars);
    expect(screen.getByLabelText('Звёзды')).toHaveAccessibleDescription(`${RULE_MESSAGES.stars} От 1 до 5`);
  });

  it('region: the region select', async () => {
    const { user } = await openCreateForm();
    await fillRequiredTexts(user);
    await typeInto(user, 'Звёзды', '4');
    await user.click(create());
    await expectRefused('Регион', RULE_MESSAGES.region);
    await user.selectOptions(screen.getByLabelText('Регион'), 'Кемер');
    expect(screen.getByLabelText('Регион')).not.toHaveAttribute('aria-invalid');
  });

  it('the map link rule: the map field', async () => {
    const { user } = await openCreateForm(1);
    await fillRequiredTexts(user, { 'Ссылка на Google Maps': 'maps.google.com/?q=1' });
    await typeInto(user, 'Звёзды', '4');
    await user.click(create());
    await expectRefused('Ссылка на Google Maps', RULE_MESSAGES.mapsUrl);
  });

  it('recommend (a draft edited by hand): its select', async () => {
    localStorage.setItem(
      'draft:hotel-create',
      JSON.stringify({
        ...emptyHotelDraft(1),
        hotel_name: 'Sea Pearl',
        hotel_description: 'У моря',
        services: 'Wi-Fi',
        for_child: 'Клуб',
        resto: 'Бар',
        google_maps: 'https://maps.google.com/?q=1',
        stars: '4',
        recommend_list: '7',
      }),
    );
    const { user } = await openCreateForm(1);
    await user.click(create());
    await expectRefused('Рекомендуемый', RULE_MESSAGES.recommendList);
  });
});
