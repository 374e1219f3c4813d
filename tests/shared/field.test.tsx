import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from '@/shared/ui/field';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { useFieldError } from '@/shared/ui/use-field-error';

function Form() {
  const errors = useFieldError<'title' | 'text'>();
  const [title, setTitle] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!title.trim()) errors.refuse('title', 'Заголовок не может быть пустым!');
      }}
    >
      <Field label="Текст" hint="Необязательно" error={errors.errorOf('text')}>
        <input className="input" />
      </Field>
      <Field label="Заголовок" hint="Коротко" error={errors.errorOf('title')}>
        <input
          className="input"
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            errors.clear('title');
          }}
        />
      </Field>
      <button type="submit">Сохранить</button>
    </form>
  );
}

describe('field', () => {
  it('describes its control with the hint alone while nothing is wrong', () => {
    render(<Form />);
    const title = screen.getByLabelText('Заголовок');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(title).toHaveAccessibleDescription('Коротко');
  });

  it('marks a refused value, shows why under it, links the text and moves the focus there', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const title = screen.getByLabelText('Заголовок');
    screen.getByLabelText('Текст').focus();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Заголовок не может быть пустым! Коротко');
    const message = screen.getByText('Заголовок не может быть пустым!');
    expect(title.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(title.parentElement).toContainElement(message);
    expect(screen.getByLabelText('Текст')).not.toHaveAttribute('aria-invalid');
  });

  it('takes the focus again on every refusal, and drops the mark once edited', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const title = screen.getByLabelText('Заголовок');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(title).toHaveFocus();

    await user.type(title, 'Новость');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Заголовок не может быть пустым!')).not.toBeInTheDocument();
    expect(title).toHaveAccessibleDescription('Коротко');
  });
});

describe('progress bar', () => {
  it('says the percentage in words, and hides the drawn number from screen readers', () => {
    const { rerender } = render(<ProgressBar percent={42} label="Загрузка файла" />);
    const bar = screen.getByRole('progressbar', { name: 'Загрузка файла' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', 'Загружено 42 %');
    expect(screen.getByText('42%')).toHaveAttribute('aria-hidden', 'true');
    act(() => rerender(<ProgressBar percent={100} label="Загрузка файла" />));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
