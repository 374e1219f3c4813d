import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Field } from '@/shared/ui/field';
import { ProgressBar } from '@/shared/ui/progress-bar';
import type { MediaKind } from './media-kind';
import type { MediaEditor } from './use-media-editor';
import layout from '@/features/hotel-detail/tab-layout.module.css';
import styles from './media.module.css';

type MediaFormProps = { kind: MediaKind; editor: MediaEditor };

/**
 * Create mode uploads a new file; edit mode renames (and re-ids) an existing one, without a picker.
 * While a save runs the fields are locked, so what is sent is what the admin sees.
 */
export function MediaForm({ kind: { texts, withFileId, accept }, editor }: MediaFormProps) {
  const { values, setValues, editingId, busy, uploading, progress } = editor;
  const editing = editingId !== null;
  const nameRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  // Edit starts from a card that may be far below the form on a phone: bring the form to the admin.
  useEffect(() => {
    if (editingId !== null) nameRef.current?.focus();
  }, [editingId]);

  const submitLabel = editing ? (busy ? 'Сохранение…' : 'Сохранить') : busy ? 'Загрузка…' : 'Загрузить';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void editor.submit();
  };

  return (
    <form className={`form card ${layout.formCard} ${styles.formCard}`} onSubmit={onSubmit} aria-labelledby={titleId} noValidate>
      <h3 id={titleId} className={styles.cardTitle}>
        {editing ? texts.editTitle : texts.createTitle}
      </h3>
      <fieldset className={styles.fields} disabled={busy}>
        <Field label={texts.nameLabel}>
          <input
            ref={nameRef}
            className="input"
            value={values.name}
            onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
            autoComplete="off"
          />
        </Field>
        {withFileId ? (
          <Field label="File ID">
            <input
              className="input"
              value={values.fileId}
              onChange={(event) => setValues((current) => ({ ...current, fileId: event.target.value }))}
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
        ) : null}
        {editing ? null : (
          <Field label={texts.fileLabel}>
            <input
              key={editor.fileInputKey}
              className={`input ${styles.fileInput}`}
              type="file"
              accept={accept}
              onChange={(event) => editor.setFile(event.target.files?.[0] ?? null)}
            />
          </Field>
        )}
      </fieldset>
      <ProgressBar percent={progress} label="Загрузка файла" />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
        {uploading ? (
          <button type="button" className="button" onClick={editor.cancelUpload}>
            Отменить
          </button>
        ) : null}
        {editing ? (
          <>
            <button type="button" className="button" onClick={() => void editor.cancelEdit()} disabled={busy}>
              Отмена
            </button>
            <button type="button" className="button button--danger" onClick={() => void editor.remove(editingId)}>
              Удалить
            </button>
          </>
        ) : null}
      </div>
    </form>
  );
}
