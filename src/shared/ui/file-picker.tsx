import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { FieldErrorText } from './field';
import { UploadIcon } from './later-icons';
import { useFocusOnError, type FieldError } from './use-field-error';
import styles from './file-picker.module.css';

type FilePickerProps = {
  label: string;
  /** The picker's filter, as the native input takes it ('image/*'). */
  accept: string;
  /** What fits, said in the zone and read with the field: «Изображение … до 20 МБ». */
  hint: string;
  /** The file chosen, whose name is shown. */
  file: File | null;
  /** The first file chosen or dropped, and all of them when `multiple` lets several be chosen at once. */
  onChange: (file: File | null, files: readonly File[]) => void;
  multiple?: boolean;
  /** As for `<Field>`: shown under the picker, and a new one moves the focus to it. */
  error?: FieldError;
};

/** A drag of files (not of text or a link from the page). */
export const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** Over a target that takes the files: without this the browser would open a dropped file in place of the panel. */
export function allowFileDrop(event: DragEvent): void {
  event.preventDefault();
  event.dataTransfer.dropEffect = 'copy';
}

/** A drop's files go to `take`, unless a target inside took them first (the zone within a wider one). */
export function takeDroppedFiles(event: DragEvent, take: (files: File[]) => void): void {
  if (event.defaultPrevented) return;
  event.preventDefault();
  take([...event.dataTransfer.files]);
}

/**
 * A drop zone that is also the file field: files dragged onto it are taken as if picked, and a
 * click, Enter or Space opens the picker. The native input (which would speak the browser's
 * language) is visually hidden but stays the control, in the tab order, named by the label and
 * described by what fits and the file chosen; the zone is what the eye and the pointer use.
 */
export function FilePicker({ label, accept, hint, file, onChange, multiple, error }: FilePickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const nameId = `${id}-name`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  // dragenter and dragleave fire for every child crossed: the zone is left when the count is back to 0.
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);
  useFocusOnError(error, id);

  const accepting = (event: DragEvent) => carriesFiles(event) && !inputRef.current?.disabled;
  const take = (files: readonly File[]) => {
    const taken = multiple ? files : files.slice(0, 1);
    onChange(taken[0] ?? null, taken);
  };

  const onDragEnter = (event: DragEvent) => {
    if (!accepting(event)) return;
    event.preventDefault();
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (accepting(event)) allowFileDrop(event);
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    dragDepth.current = 0;
    setDragging(false);
    if (!accepting(event)) return;
    takeDroppedFiles(event, (files) => {
      if (files.length > 0) take(files);
      inputRef.current?.focus();
    });
  };
  // Enter and Space open the picker in every browser, not only in those whose file input does it itself.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };

  return (
    <div className="field">
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <div
        className={dragging ? `${styles.picker} ${styles.dragging}` : styles.picker}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={id}
          type="file"
          className={styles.input}
          accept={accept}
          multiple={multiple}
          aria-labelledby={labelId}
          aria-describedby={[error ? errorId : '', hintId, file ? nameId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? 'true' : undefined}
          onKeyDown={onKeyDown}
          onChange={(event) => take([...(event.target.files ?? [])])}
        />
        <label htmlFor={id} className={styles.zone}>
          <UploadIcon size={24} className={styles.icon} />
          {/* The input above carries the name; these words are for the eye. */}
          <span className={styles.prompt} aria-hidden="true">
            <span className={styles.withPointer}>{multiple ? 'Перетащите файлы сюда или ' : 'Перетащите файл сюда или '}</span>
            <span className={styles.choose}>{multiple ? 'выберите файлы' : 'выберите файл'}</span>
          </span>
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
          {file ? (
            <span id={nameId} className={styles.name}>
              {file.name}
            </span>
          ) : null}
        </label>
      </div>
      {error ? <FieldErrorText id={errorId} error={error} /> : null}
    </div>
  );
}
