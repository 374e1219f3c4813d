import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarPicker } from '@/features/hotels';
import { recordRequests, requestsTo } from '../../utils/requests';
import { findToast } from '../../utils/toasts';
import { STAR_NAMES, chosenStars, fillRequiredTexts, openCreateForm } from './hotel-form-helpers';

function Picker({ initial = null }: { initial?: number | null }) {
  const [stars, setStars] = useState<number | null>(initial);
  return (
    <>
      <button type="button">Перед</button>
      <StarPicker label="Звёзды" required value={stars} onChange={setStars} />
    </>
  );
}

describe('StarPicker', () => {
  it('is one radio group of five stars, each read as its count', () => {
    render(<Picker />);
    const group = screen.getByRole('radiogroup', { name: 'Звёзды' });
    expect(group).toBeRequired();
    expect(screen.getAllByRole('radio').map((star) => star.getAttribute('aria-label'))).toEqual([...STAR_NAMES]);
    expect(chosenStars()).toBeNull();
    expect(screen.getByText('Не выбрано')).toBeInTheDocument();
  });

  it('Tab reaches it once; the arrows move and choose', async () => {
    const user = userEvent.setup();
    render(<Picker initial={3} />);
    await user.click(screen.getByRole('button', { name: 'Перед' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: '3 звезды' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 звезды' })).toHaveFocus();
    expect(chosenStars()).toBe('4 звезды');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(chosenStars()).toBe('2 звезды');
    expect(screen.getByText('2 звезды', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();

    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('the hotel form’s stars', () => {
  it('save the count chosen by keyboard as a number', async () => {
    const requests = recordRequests();
    const { user } = await openCreateForm(1);
    await fillRequiredTexts(user);
    await user.click(screen.getByRole('radio', { name: '1 звезда' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(chosenStars()).toBe('3 звезды');
    await user.click(screen.getByRole('button', { name: 'Создать' }));

    await findToast('success', 'Отель успешно создан!');
    const [request] = requestsTo(requests, 'POST', '/v1/hotels');
    expect(JSON.parse(request!.body)).toMatchObject({ stars: 3 });
  });
});
