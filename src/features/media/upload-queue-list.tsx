import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { refocusAfterRemoval } from '@/shared/layout/form-focus';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { formatFileSize } from './upload-file-check';
import { isEditable, isSettled, mayCancel, type QueueStatus, type QueuedUpload } from './upload-queue';
import type { UploadQueueState } from './use-upload-queue';
import styles from './upload-queue.module.css';

const STATUS_TEXT: Record<QueueStatus, string> = {
  ready: 'Ждёт загрузки',
  waiting: 'В очереди',
  preparing: 'Подготовка…',
  sending: 'Загрузка…',
  done: 'Загружено',
  failed: 'Не загружено',
  cancelled: 'Отменено',
  refused: 'Не подходит',
};

const STATUS_TONE: Partial<Record<QueueStatus, string | undefined>> = {
  done: styles.done,
  failed: styles.failed,
  refused: styles.failed,
};

/** «12,4 МБ», or «12,4 МБ → 1,1 МБ» once the photo has been made smaller for sending. */
function sizeText({ file, sentSize }: QueuedUpload): string {
  const picked = formatFileSize(file.size);
  return sentSize === undefined || sentSize === file.size ? picked : `${picked} → ${formatFileSize(sentSize)}`;
}

function QueueRow({ upload, state: { queue, retry } }: { upload: QueuedUpload; state: UploadQueueState }) {
  const id = useId();
  const { key, file, name, status, progress, problem } = upload;
  const editable = isEditable(upload);
  // A refusal is about the file; any other problem is the missing name.
  const nameProblem = problem !== undefined && status !== 'refused';
  const actionsRef = useRef<HTMLSpanElement>(null);
  const actedHere = useRef(false);

  // «Отменить» gives way to «Повторить» and back: the focus moves to the button that replaced it.
  useEffect(() => {
    if (!actedHere.current) return;
    actedHere.current = false;
    refocusAfterRemoval(actionsRef.current?.querySelector('button'));
  }, [status]);

  const action = (label: string, run: (event: MouseEvent<HTMLButtonElement>) => void) => (
    <button
      type="button"
      className={`button ${styles.action}`}
      aria-label={`${label} «${file.name}»`}
      onClick={(event) => {
        actedHere.current = true;
        run(event);
      }}
    >
      {label}
    </button>
  );
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    // The row goes: the focus goes to the first button of the row after it, or before it.
    const row = event.currentTarget.closest('li');
    (row?.nextElementSibling ?? row?.previousElementSibling)?.querySelector('button')?.focus();
    queue.remove(key);
  };

  return (
    <li className={styles.row} aria-labelledby={`${id}-file`}>
      <div className={styles.head}>
        <span id={`${id}-file`} className={styles.fileName}>
          {file.name}
        </span>
        <span className={styles.size}>{sizeText(upload)}</span>
      </div>
      <label className={styles.nameLabel} htmlFor={`${id}-name`}>
        Название <span className="visually-hidden">фото «{file.name}»</span>
      </label>
      <input
        id={`${id}-name`}
        className={`input ${styles.name}`}
        value={name}
        readOnly={!editable}
        onChange={(event) => queue.rename(key, event.target.value)}
        aria-invalid={nameProblem ? 'true' : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        autoComplete="off"
      />
      <div className={styles.statusLine}>
        <span className={`${styles.status} ${STATUS_TONE[status] ?? ''}`}>{STATUS_TEXT[status]}</span>
        <span ref={actionsRef} className={styles.actions}>
          {mayCancel(upload) ? action('Отменить', () => queue.cancel(key)) : null}
          {status === 'failed' || status === 'cancelled' ? action('Повторить', () => retry(key)) : null}
          {mayCancel(upload) ? null : action('Убрать', remove)}
        </span>
      </div>
      {problem ? (
        <span id={`${id}-problem`} className={styles.problem}>
          {problem}
        </span>
      ) : null}
      <ProgressBar percent={progress} label={`Загрузка «${file.name}»`} />
    </li>
  );
}

/** The photos picked at once: one labelled row each, and the buttons that act on all of them. */
export function UploadQueueList({ state }: { state: UploadQueueState }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { uploads, queue, startAll } = state;
  const anyReady = uploads.some((upload) => upload.status === 'ready');
  const anySettled = uploads.some(isSettled);

  // New rows come with a fresh picker; «Загрузить все» is disabled once everything has started; rows
  // go by «Очистить» or by themselves once sent: a focus lost with any of them goes to the heading.
  const before = useRef({ count: 0, anyReady: false });
  useEffect(() => {
    const changed = uploads.length !== before.current.count;
    const allStarted = before.current.anyReady && !anyReady;
    before.current = { count: uploads.length, anyReady };
    if (changed || allStarted) refocusAfterRemoval(headingRef.current);
  }, [uploads.length, anyReady]);

  return (
    <section className={styles.queue} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          Очередь загрузки
        </h3>
        <span className="badge">{uploads.length}</span>
      </div>
      <ul className={styles.list} aria-labelledby={headingId}>
        {uploads.map((upload) => (
          <QueueRow key={upload.key} upload={upload} state={state} />
        ))}
      </ul>
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={startAll} disabled={!anyReady}>
          Загрузить все
        </button>
        {anySettled ? (
          <button type="button" className="button" onClick={() => queue.clearSettled()}>
            Очистить
          </button>
        ) : null}
      </div>
    </section>
  );
}
