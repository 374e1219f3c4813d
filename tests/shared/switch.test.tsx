import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from '@/shared/ui/switch';

const STATE_TEXT = { on: 'Активен', off: 'Неактивен' };

function ActiveToggle({ hideText = false }: { hideText?: boolean }) {
  const [active, setActive] = useState(true);
  return <Switch name="Активен" stateText={STATE_TEXT} checked={active} onChange={setActive} hideText={hideText} />;
}

describe('Switch', () => {
  it('shows the state it is in beside it, keeping the field’s name for readers', async () => {
    const user = userEvent.setup();
    render(<ActiveToggle />);
    const toggle = screen.getByRole('switch', { name: 'Активен' });
    const shown = () => toggle.closest('label')!;
    expect(toggle).toBeChecked();
    expect(shown()).toHaveTextContent(/^Активен$/);

    await user.click(toggle);
    expect(screen.getByRole('switch', { name: 'Активен' })).not.toBeChecked();
    expect(shown()).toHaveTextContent(/^Неактивен$/);

    // Space toggles it back, as a checkbox does.
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(shown()).toHaveTextContent(/^Активен$/);
  });

  it('without room for the text, its tooltip follows the state instead', async () => {
    const user = userEvent.setup();
    render(<ActiveToggle hideText />);
    const toggle = screen.getByRole('switch', { name: 'Активен' });
    expect(toggle.closest('label')).toHaveAttribute('title', 'Активен');
    expect(toggle.closest('label')).toHaveTextContent('');
    await user.click(toggle);
    expect(toggle.closest('label')).toHaveAttribute('title', 'Неактивен');
  });

  it('a refused value is marked and described, and takes the focus', () => {
    render(<Switch name="Рекомендуемый" stateText={{ on: 'Да', off: 'Нет' }} checked={false} onChange={() => undefined} error={{ message: 'Не то' }} />);
    const toggle = screen.getByRole('switch', { name: 'Рекомендуемый' });
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(toggle).toHaveAccessibleDescription('Не то');
    expect(toggle).toHaveFocus();
  });
});
