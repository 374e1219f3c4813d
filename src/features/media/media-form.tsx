import { useEffect, useId, useRef, type FormEvent } from 'react';
import { ChangedElsewhereNotice } from '@/shared/concurrent-edits/changed-elsewhere-notice';
import { refocusAfterRemoval, revealFocusedField, useRefocusWhenSettled } from '@/shared/layout/form-focus';
import { Field } from '@/shared/ui/field';
import { FilePicker } from '@/shared/ui/file-picker';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { FILE_ID_LABEL, type MediaKind } from './media-kind';
import { acceptedFiles, formatFileSize } from './upload-file-check';
import { UploadQueueList } from './upload-queue-list';
import type { MediaEditor } from './use-media-editor';
import layout from '@/shared/layout/tab-layout.module.css';
import styles from './media.module.css';
import queueStyles from './upload-queue.module.css';

/**
 * Create mode uploads a new file; edit mode renames (and re-ids) an existing one, without a picker.
 * While a save runs the fields are locked, so what is sent is what the admin sees. Photos may be
 * picked several at once: they go to the upload queue under the form, which then takes the place
 * of the form's own name, progress and buttons until it is emptied.
 */
type MediaFormProps = {
  kind: MediaKind;
  editor: MediaEditor;
  /** «Отмена» in create mode, once what the form holds may be dropped. */
  onClose: () => void;
};

export function MediaForm({ kind: { texts, withFileId, accept, several }, editor, onClose }: MediaFormProps) {
  const { values, setField, editingId, busy, uploading, progress, errorOf, file, sentSize, queue } = editor;
  const editing = editingId !== null;
  const queued = queue.uploads.length > 0;
  const single = !queued || editing;
  const nameRef = useRef<HTMLInputElement>(null);
  const cancelUploadRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  const titleId = useId();

  // Opened by «Добавить …» or by a card's Edit: the admin starts typing the name.
  useEffect(() => nameRef.current?.focus(), []);
  // Edit starts from a card that may be far below the form on a phone: bring the form to the admin.
  // Leaving edit mode takes its buttons away: if the focus was on one, the name field takes it.
  useEffect(() => {
    const left = wasEditing.current && editingId === null;
    wasEditing.current = editingId !== null;
    if (editingId !== null) nameRef.current?.focus();
    else if (left) refocusAfterRemoval(nameRef.current);
  }, [editingId]);
  // Locking the fields and the button drops their focus: «Отменить» takes it while the upload
  // runs, the name field once the save is over.
  useEffect(() => {
    if (uploading) refocusAfterRemoval(cancelUploadRef.current);
  }, [uploading]);
  useRefocusWhenSettled(busy, () => nameRef.current);
  // The queue's last row removed takes the queue away, and the focus with it: the name field is back.
  useRefocusWhenSettled(queued, () => nameRef.current);

  const submitLabel = editing ? (busy ? 'Сохранение…' : 'Сохранить') : busy ? 'Загрузка…' : 'Загрузить';

  const close = async () => {
    if (await editor.cancelEdit()) onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void editor.submit();
  };

  return (
    <div className={`card ${layout.formCard} ${queueStyles.card}`} onFocus={revealFocusedField}>
      <form className={`form ${styles.formCard}`} onSubmit={onSubmit} aria-labelledby={titleId} noValidate>
        <h2 id={titleId} className={styles.cardTitle}>
          {editing ? texts.editTitle : texts.createTitle}
        </h2>
        {editor.loadChanges ? <ChangedElsewhereNotice onLoad={editor.loadChanges} /> : null}
        <fieldset className={styles.fields} disabled={busy}>
          {single ? (
            <Field label={texts.nameLabel} error={errorOf('name')}>
              <input
                ref={nameRef}
                className="input"
                value={values.name}
                onChange={(event) => setField('name', event.target.value)}
                autoComplete="off"
              />
            </Field>
          ) : null}
          {withFileId ? (
            <Field label={FILE_ID_LABEL} error={errorOf('fileId')}>
              <input
                className="input"
                value={values.fileId}
                onChange={(event) => setField('fileId', event.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
            </Field>
          ) : null}
          {editing ? null : (
            <FilePicker
              key={editor.fileInputKey}
              label={texts.fileLabel}
              accept={accept}
              hint={acceptedFiles(accept)}
              multiple={several !== undefined}
              file={file}
              onChange={(_, files) => editor.chooseFiles(files)}
              error={errorOf('file')}
            />
          )}
          {several && !editing ? (
            <p className={`hint ${queueStyles.hint}`}>
              {queued
                ? 'Новые файлы встанут в очередь ниже.'
                : 'Можно выбрать сразу несколько фото: каждое встанет в очередь со своим названием.'}
            </p>
          ) : null}
          {single && file && sentSize !== null ? (
            <p className={`hint ${queueStyles.hint}`}>
              Уменьшено для отправки: {formatFileSize(file.size)} → {formatFileSize(sentSize)}
            </p>
          ) : null}
        </fieldset>
        {single ? <ProgressBar percent={progress} label="Загрузка файла" /> : null}
        {single ? (
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {submitLabel}
            </button>
            {uploading ? (
              <button ref={cancelUploadRef} type="button" className="button" onClick={editor.cancelUpload}>
                Отменить
              </button>
            ) : null}
            {!editing && !uploading ? (
              <button type="button" className="button" onClick={() => void close()} disabled={busy}>
                Отмена
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
        ) : null}
      </form>
      {queued ? <UploadQueueList state={queue} /> : null}
      {editor.question}
    </div>
  );
}
