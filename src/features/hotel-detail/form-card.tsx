import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './tab-layout.module.css';

type FormCardProps = {
  title: string;
  /** The item being edited; undefined in create mode. */
  editingId: number | undefined;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/** The frame of a create/edit form: title, fields, 'Добавить' or 'Сохранить', and 'Отмена' while editing. */
export function FormCard({ title, editingId, pending, onSubmit, onCancel, children }: FormCardProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const editing = editingId !== undefined;

  // Edit starts from a button in the list, possibly far below on a phone: bring the form to the admin.
  useEffect(() => {
    if (editingId !== undefined) formRef.current?.querySelector<HTMLElement>('.input')?.focus();
  }, [editingId]);

  return (
    <form
      ref={formRef}
      className={`card form ${styles.formCard}`}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onSubmit();
      }}
    >
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {editing ? 'Сохранить' : 'Добавить'}
        </button>
        {editing ? (
          <button type="button" className="button" disabled={pending} onClick={onCancel}>
            Отмена
          </button>
        ) : null}
      </div>
    </form>
  );
}
