import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from '@/shared/ui/switch';

const STATE_TEXT = { on: 'Активен', off: 'Неактивен' };

function ActiveToggle({ hideText = false, about }: { hideText?: boolean; about?: string }) {
  const [active, setActive] = useState(true);
  return <Switch stateText={STATE_TEXT} about={about} checked={active} onChange={setActive} hideText={hideText} />;
}

describe('Switch', () => {
  it('shows the state it is in beside it, and is named by the words it shows', async () => {
    const user = userEvent.setup();
    render(<ActiveToggle />);
    const toggle = screen.getByRole('switch', { name: 'Активен' });
    const shown = () => toggle.closest('label')!;
    expect(toggle).toBeChecked();
    expect(shown()).toHaveTextContent(/^Активен$/);

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(shown()).toHaveTextContent(/^Неактивен$/);
    expect(toggle).toHaveAccessibleName('Неактивен');

    // Space toggles it back, as a checkbox does.
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(shown()).toHaveTextContent(/^Активен$/);
    expect(toggle).toHaveAccessibleName('Активен');
  });

  it('says whose state it is after the words it shows', async () => {
    const user = userEvent.setup();
    render(<ActiveToggle about="«Lara Sun Palace»" />);
    const toggle = screen.getByRole('switch', { name: 'Активен «Lara Sun Palace»' });
    await user.click(toggle);
    expect(toggle.closest('label')).toHaveTextContent(/^Неактивен$/);
    expect(toggle).toHaveAccessibleName('Неактивен «Lara Sun Palace»');
  });

  it('without room for the text, its tooltip follows the state instead, as does its name', async () => {
    const user = userEvent.setup();
    render(<ActiveToggle hideText about="«Lara Sun Palace»" />);
    const toggle = screen.getByRole('switch', { name: 'Активен «Lara Sun Palace»' });
    expect(toggle.closest('label')).toHaveAttribute('title', 'Активен');
    expect(toggle.closest('label')).toHaveTextContent('');
    await user.click(toggle);
    expect(toggle.closest('label')).toHaveAttribute('title', 'Неактивен');
    expect(toggle).toHaveAccessibleName('Неактивен «Lara Sun Palace»');
  });

  it('a refused value is marked and described, and takes the focus', () => {
    render(<Switch stateText={{ on: 'Рекомендуемый', off: 'Не рекомендуемый' }} checked={false} onChange={() => undefined} error={{ message: 'Не то' }} />);
    const toggle = screen.getByRole('switch', { name: 'Не рекомендуемый' });
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(toggle).toHaveAccessibleDescription('Не то');
    expect(toggle).toHaveFocus();
  });
});
