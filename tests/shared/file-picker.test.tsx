import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from '@/shared/ui/file-picker';
import { useFieldError } from '@/shared/ui/use-field-error';

const HINT = 'Изображение (JPG, PNG, WebP и др.) до 20 МБ';

function Picker({ onFiles = () => undefined, multiple }: { onFiles?: (files: readonly File[]) => void; multiple?: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const errors = useFieldError<'file'>();
  return (
    <>
      <FilePicker
        label="Файл изображения"
        accept="image/*"
        hint={HINT}
        multiple={multiple}
        file={file}
        onChange={(chosen, files) => {
          setFile(chosen);
          onFiles(files);
          errors.clear();
        }}
        error={errors.errorOf('file')}
      />
      <button type="button" onClick={() => errors.refuse('file', 'Выберите файл!')}>
        Проверить
      </button>
    </>
  );
}

/** A drag of `files` as the browser delivers it: a DataTransfer that carries files. */
const dragOf = (files: File[]) => ({ dataTransfer: { types: ['Files'], files, dropEffect: 'none' } });
const zoneOf = () => screen.getByText(HINT).closest('label')!.parentElement!;

describe('file picker', () => {
  it('is a drop zone in Russian that says what fits, with the native input named by the field', () => {
    render(<Picker />);
    const input = screen.getByLabelText('Файл изображения');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAccessibleName('Файл изображения');
    expect(input).toHaveAccessibleDescription(HINT);
    expect(screen.getByText('выберите файл')).toBeVisible();
    expect(screen.getByText(HINT).closest('label')).toHaveAttribute('for', input.id);
    expect(document.body).not.toHaveTextContent(/choose|no file|Файл не выбран/i);
  });

  it('takes dropped files, lit up while they are held over it', () => {
    const onFiles = vi.fn();
    render(<Picker onFiles={onFiles} multiple />);
    const files = [new File(['a'], 'пляж.png', { type: 'image/png' }), new File(['b'], 'бар.jpg', { type: 'image/jpeg' })];
    const zone = zoneOf();

    fireEvent.dragEnter(zone, dragOf(files));
    expect(zone.className).toMatch(/dragging/);
    fireEvent.dragOver(zone, dragOf(files));
    fireEvent.drop(zone, dragOf(files));

    expect(onFiles).toHaveBeenCalledWith(files);
    expect(zone.className).not.toMatch(/dragging/);
    expect(screen.getByText('пляж.png')).toBeInTheDocument();
    expect(screen.getByLabelText('Файл изображения')).toHaveFocus();
  });

  it('takes only the first of several dropped files when it holds one', () => {
    const onFiles = vi.fn();
    render(<Picker onFiles={onFiles} />);
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })];
    fireEvent.drop(zoneOf(), dragOf(files));
    expect(onFiles).toHaveBeenCalledWith([files[0]]);
  });

  it('opens the picker with Enter or Space', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const input = screen.getByLabelText('Файл изображения');
    const opened = vi.fn();
    input.addEventListener('click', opened);
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('shows the chosen file’s name and reads it with the field', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const input = screen.getByLabelText('Файл изображения');
    await user.upload(input, new File(['x'], 'закат.png', { type: 'image/png' }));
    expect(screen.getByText('закат.png')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(`${HINT} закат.png`);
  });

  it('marks a refusal like a field: invalid, explained, focused', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    const input = screen.getByLabelText('Файл изображения');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`Выберите файл! ${HINT}`);
    await user.upload(input, new File(['x'], 'a.png', { type: 'image/png' }));
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
