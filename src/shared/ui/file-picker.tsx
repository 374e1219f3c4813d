import { useId } from 'react';
import { FieldErrorText } from './field';
import { useFocusOnError, type FieldError } from './use-field-error';
import styles from './file-picker.module.css';

type FilePickerProps = {
  label: string;
  /** The picker's filter, as the native input takes it ('image/*'). */
  accept: string;
  /** The file chosen, whose name is shown; null shows 'Файл не выбран'. */
  file: File | null;
  /** The first file chosen, and all of them when `multiple` lets several be chosen at once. */
  onChange: (file: File | null, files: readonly File[]) => void;
  multiple?: boolean;
  /** As for `<Field>`: shown under the picker, and a new one moves the focus to it. */
  error?: FieldError;
};

/**
 * A file field that speaks Russian: the native input (which would speak the browser's language) is
 * visually hidden but stays the control, in the tab order and named by the label; what shows is a
 * 'Выбрать файл' button (its label, so a tap opens the picker) and the chosen file's name.
 */
export function FilePicker({ label, accept, file, onChange, multiple, error }: FilePickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const nameId = `${id}-name`;
  const errorId = `${id}-error`;
  useFocusOnError(error, id);

  return (
    <div className="field">
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <div className={styles.picker}>
        <input
          id={id}
          type="file"
          className={styles.input}
          accept={accept}
          multiple={multiple}
          aria-labelledby={`${labelId} ${buttonId}`}
          aria-describedby={error ? `${errorId} ${nameId}` : nameId}
          aria-invalid={error ? 'true' : undefined}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            onChange(files[0] ?? null, files);
          }}
        />
        {/* The input above carries the name and the state; this is what the eye and the pointer use. */}
        <label htmlFor={id} id={buttonId} className={`button ${styles.button}`} aria-hidden="true">
          Выбрать файл
        </label>
        <span id={nameId} className={file ? styles.name : `${styles.name} ${styles.none}`}>
          {file ? file.name : 'Файл не выбран'}
        </span>
      </div>
      {error ? <FieldErrorText id={errorId} error={error} /> : null}
    </div>
  );
}
