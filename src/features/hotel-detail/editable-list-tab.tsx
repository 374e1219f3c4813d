import { useEffect, useId, useRef, type ComponentType, type ReactNode } from 'react';
import { ChangedElsewhereNotice } from '@/shared/concurrent-edits/changed-elsewhere-notice';
import { DraftNotice } from '@/shared/drafts/draft-notice';
import type { DraftValues } from '@/shared/drafts/drafts';
import { ListCard, type ListState } from '@/shared/layout/list-card';
import { refocusAfterRemoval, revealFocusedField, useRefocusWhenSettled } from '@/shared/layout/use-view-focus';
import styles from '@/shared/layout/tab-layout.module.css';
import type { useEditableList } from './use-editable-list';

export type EditableList<Item extends { id: number }, Values extends DraftValues> = ReturnType<
  typeof useEditableList<Item, unknown, Values>
>;

type EditableListTabProps<Item extends { id: number }, Values extends DraftValues> = {
  title: string;
  query: ListState<Item>;
  list: EditableList<Item, Values>;
  Form: ComponentType<{ list: EditableList<Item, Values> }>;
  List: ComponentType<{ items: readonly Item[]; list: EditableList<Item, Values> }>;
};

/** The rooms and news tabs: the create/edit form beside the list it writes to. */
export function EditableListTab<Item extends { id: number }, Values extends DraftValues>({
  title,
  query,
  list,
  Form,
  List,
}: EditableListTabProps<Item, Values>) {
  return (
    <div className={styles.tab}>
      <Form list={list} />
      <ListCard title={title} list={query} headingRef={list.listHeadingRef}>
        {(items) => <List items={items} list={list} />}
      </ListCard>
      {list.question}
    </div>
  );
}

type FormCardProps<Item extends { id: number }, Values extends DraftValues> = {
  title: string;
  list: EditableList<Item, Values>;
  children: ReactNode;
};

/** The frame of a create/edit form: title, fields, 'Добавить' or 'Сохранить', and 'Отмена' while editing. */
export function FormCard<Item extends { id: number }, Values extends DraftValues>({ title, list, children }: FormCardProps<Item, Values>) {
  const { form, saving: pending } = list;
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const editingId = list.editing?.id;
  const editing = editingId !== undefined;

  const firstField = () => formRef.current?.querySelector<HTMLElement>('.input');
  const wasEditing = useRef(editing);

  // Edit starts from a button in the list, possibly far below on a phone: bring the form to the admin.
  // Leaving edit mode takes 'Отмена' away: if the focus was there, it goes back to the first field.
  useEffect(() => {
    const left = wasEditing.current && editingId === undefined;
    wasEditing.current = editingId !== undefined;
    if (editingId !== undefined) firstField()?.focus();
    else if (left) refocusAfterRemoval(firstField());
  }, [editingId]);
  // The fields and buttons are disabled while a save runs, which drops their focus: the first field takes it.
  useRefocusWhenSettled(pending, firstField);

  return (
    <form
      ref={formRef}
      className={`card form ${styles.formCard}`}
      aria-labelledby={titleId}
      noValidate
      onFocus={revealFocusedField}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) list.save();
      }}
    >
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {form.restored ? (
        <DraftNotice
          onDiscard={() => {
            form.startOver();
            // The notice and its button go: the admin starts over from the first field.
            firstField()?.focus();
          }}
        />
      ) : null}
      {form.loadChanges && !pending ? <ChangedElsewhereNotice onLoad={form.loadChanges} /> : null}
      {/* Locked while the save runs: the form starts over once it succeeds, taking along anything typed meanwhile. */}
      <fieldset className={styles.fields} disabled={pending}>
        {children}
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {editing ? 'Сохранить' : 'Добавить'}
        </button>
        {editing ? (
          <button type="button" className="button" disabled={pending} onClick={list.cancelEdit}>
            Отмена
          </button>
        ) : null}
      </div>
    </form>
  );
}
