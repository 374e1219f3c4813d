import { useEffect, useId, useRef, type ComponentType, type ReactNode } from 'react';
import { ChangedElsewhereNotice } from '@/shared/concurrent-edits/changed-elsewhere-notice';
import { DraftNotice } from '@/shared/drafts/draft-notice';
import type { DraftValues } from '@/shared/drafts/drafts';
import { ListCard, type ListState } from '@/shared/layout/list-card';
import { refocusAfterRemoval, revealFocusedField, useRefocusWhenSettled } from '@/shared/layout/form-focus';
import styles from '@/shared/layout/tab-layout.module.css';
import { PlusIcon } from '@/shared/ui/icons';
import tabStyles from './editable-list-tab.module.css';
import type { useEditableList } from './use-editable-list';

export type EditableList<Item extends { id: number }, Values extends DraftValues> = ReturnType<
  typeof useEditableList<Item, unknown, Values>
>;

type EditableListTabProps<Item extends { id: number }, Values extends DraftValues> = {
  title: string;
  /** The button that opens the create form: «Добавить номер». */
  addLabel: string;
  query: ListState<Item>;
  list: EditableList<Item, Values>;
  Form: ComponentType<{ list: EditableList<Item, Values> }>;
  List: ComponentType<{ items: readonly Item[]; list: EditableList<Item, Values> }>;
};

/**
 * The rooms and news tabs: the list first, under its title and count. «+ Добавить …» opens the create
 * form in its place, between the title and the list, and «Редактировать» on a row opens the same
 * form there; «Отмена» or a save closes it and the focus goes back to the button that opened it.
 */
export function EditableListTab<Item extends { id: number }, Values extends DraftValues>({
  title,
  addLabel,
  query,
  list,
  Form,
  List,
}: EditableListTabProps<Item, Values>) {
  const addButton = useRef<HTMLButtonElement>(null);
  const { formOpen } = list;
  const wasOpen = useRef(formOpen);
  useEffect(() => {
    if (wasOpen.current && !formOpen) refocusAfterRemoval(list.opener() ?? addButton.current);
    wasOpen.current = formOpen;
  }, [formOpen, list]);

  const add = (
    <button ref={addButton} type="button" className={`button ${tabStyles.add}`} onClick={list.startCreate}>
      <PlusIcon size={18} />
      {addLabel}
    </button>
  );
  return (
    <div className={tabStyles.tab}>
      <ListCard
        title={title}
        list={query}
        headingRef={list.listHeadingRef}
        action={formOpen ? null : add}
        above={formOpen ? <Form list={list} /> : null}
      >
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

/** The frame of a create/edit form: title, fields, 'Создать' or 'Сохранить', and 'Отмена'. */
export function FormCard<Item extends { id: number }, Values extends DraftValues>({ title, list, children }: FormCardProps<Item, Values>) {
  const { form, saving: pending } = list;
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const editingId = list.editing?.id;
  const editing = editingId !== undefined;

  const firstField = () => formRef.current?.querySelector<HTMLElement>('.input');
  const asked = editing || list.creating;

  // Opened by a button (the edit possibly far down the list on a phone): the first field takes the
  // focus and brings the form to the admin. A form a draft opened by itself leaves the focus alone.
  useEffect(() => {
    if (asked) firstField()?.focus();
  }, [asked, editingId]);
  // The fields and buttons are disabled while a save runs, which drops their focus: the first field takes it.
  useRefocusWhenSettled(pending, firstField);

  return (
    <form
      ref={formRef}
      className={`form ${tabStyles.form}`}
      aria-labelledby={titleId}
      noValidate
      onFocus={revealFocusedField}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) list.save();
      }}
    >
      <h3 id={titleId} className={styles.cardTitle}>
        {title}
      </h3>
      {form.restored ? (
        <DraftNotice
          onDiscard={() => {
            list.discardDraft();
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
          {editing ? 'Сохранить' : 'Создать'}
        </button>
        <button type="button" className="button" disabled={pending} onClick={list.closeForm}>
          Отмена
        </button>
      </div>
    </form>
  );
}
