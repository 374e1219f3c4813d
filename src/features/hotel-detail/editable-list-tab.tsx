import type { ComponentType } from 'react';
import type { DraftValues } from '@/shared/drafts/drafts';
import { ListCard, type ListState } from '@/shared/layout/list-card';
import styles from '@/shared/layout/tab-layout.module.css';
import type { useEditableList } from './use-editable-list';

type EditableList<Item extends { id: number }, Values extends DraftValues> = ReturnType<typeof useEditableList<Item, unknown, Values>>;

/** What a tab's form receives: the item being edited (none in create mode) and the form's state. */
export type TabFormProps<Item extends { id: number }, Values extends DraftValues> = {
  item: Item | null;
  form: EditableList<Item, Values>['form'];
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
};

/** What a tab's list receives: the items, which one is being edited or deleted, and the row actions. */
export type TabListProps<Item> = {
  items: readonly Item[];
  editingId: number | undefined;
  deletingId: number | undefined;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
};

type EditableListTabProps<Item extends { id: number }, Values extends DraftValues> = {
  title: string;
  query: ListState<Item>;
  list: EditableList<Item, Values>;
  Form: ComponentType<TabFormProps<Item, Values>>;
  List: ComponentType<TabListProps<Item>>;
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
      <Form item={list.editing} form={list.form} pending={list.saving} onSubmit={list.save} onCancel={list.cancelEdit} />
      <ListCard title={title} list={query} headingRef={list.listHeadingRef}>
        {(items) => (
          <List items={items} editingId={list.editing?.id} deletingId={list.deletingId} onEdit={list.startEdit} onDelete={list.remove} />
        )}
      </ListCard>
      {list.question}
    </div>
  );
}
