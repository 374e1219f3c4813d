import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isNotFound } from '@/api/errors';
import { keptChangesToast, useConcurrentEdit, type CheckedSave } from '@/shared/concurrent-edits/use-concurrent-edit';
import { clearDraft, type DraftValues } from '@/shared/drafts/drafts';
import { refocusAfterRemoval } from '@/shared/layout/form-focus';
import { confirmDeletion } from '@/shared/ui/confirm/confirm';
import { toast, type ToastOptions } from '@/shared/ui/toast/toast-store';
import { useFieldError } from '@/shared/ui/use-field-error';
import { confirmLeaving } from '@/shared/unsaved-changes/pending-work';
import { editDraftKey, useResumedEdit, useTabForm, type TabFormOptions } from './use-tab-form';

type Mutation<Variables> = Pick<UseMutationResult<unknown, Error, Variables>, 'mutate' | 'isPending' | 'variables'>;

/** What a form hands over: the fields to send, or the message to show instead and the field it is about. */
export type FormReading<Fields, Name extends string = string> = { fields: Fields } | { problem: string; field: Name };

type EditableListOptions<Item, Fields, Values> = {
  /** The list as loaded: an item whose edit was kept as a draft is opened in edit mode again. */
  items: readonly Item[] | undefined;
  /** The list as the server has it now: an edit is checked against it before it is saved. */
  loadList: () => Promise<readonly Item[]>;
  create: Mutation<Fields>;
  update: Mutation<Fields & { id: number }>;
  remove: Mutation<number>;
  texts: {
    created: string;
    updated: string;
    deleted: string;
    confirmDelete: string;
    /** The question when another admin changed the same field: «Новость изменена другим администратором». */
    changedByAnother: string;
  };
  form: TabFormOptions<Item, Values> & {
    read: (values: Values) => FormReading<Fields, keyof Values & string>;
    labels: Record<keyof Values & string, string>;
  };
};

/** A mutation's per-call success: its toast, then the form's next mode. */
const withSuccessToast = (message: string, then: () => void, options?: ToastOptions) => ({
  onSuccess: () => {
    toast.success(message, options);
    then();
  },
});

/**
 * A tab's list with its create/edit form (rooms, news): validation toast or save in the current
 * mode, deletion after the confirmation, success toasted, and the edit mode left as docs/product.md
 * (Forms) says. Failures are reported by the query client from the mutations' `meta`.
 */
export function useEditableList<Item extends { id: number }, Fields, Values extends DraftValues>({
  items,
  loadList,
  create,
  update,
  remove,
  texts,
  form: { read, labels, ...formOptions },
}: EditableListOptions<Item, Fields, Values>) {
  const [editing, setEditing] = useState<Item | null>(null);
  // Create mode asked for by «+ Добавить …»; the form shows then, while editing, or while it holds unsaved values.
  const [creating, setCreating] = useState(false);
  // The control that opened the form, to take the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const tabForm = useTabForm(editing, formOptions);
  const concurrent = useConcurrentEdit({
    opened: tabForm.openedWith,
    values: tabForm.values,
    live: editing ? items?.find((item) => item.id === editing.id) : undefined,
    fromItem: formOptions.fromItem,
    rebase: (item: Item, values: Values) => {
      setEditing(item);
      tabForm.replaceValues(values);
    },
    loadServer: async () => editing && (await loadList()).find((item) => item.id === editing.id),
    texts: { changedByAnother: texts.changedByAnother, labels },
  });
  const errors = useFieldError<keyof Values & string>();
  // Where the focus goes when the row it was on is deleted.
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  useResumedEdit(items, formOptions, setEditing);
  const form = {
    ...tabForm,
    setField: <Name extends keyof Values>(name: Name, value: Values[Name]) => {
      tabForm.setField(name, value);
      errors.clear(name as keyof Values & string);
    },
    errorOf: errors.errorOf,
    loadChanges: concurrent.changedElsewhere ? concurrent.loadChanges : undefined,
  };

  async function save() {
    // An edit is laid over the item's current version first, so another admin's changes stay.
    const checked: CheckedSave<Values> | undefined = editing ? await concurrent.checkBeforeSave() : { values: form.values, kept: undefined };
    if (!checked) return;
    const reading = read(checked.values);
    if ('problem' in reading) {
      toast.error(reading.problem);
      errors.refuse(reading.field, reading.problem);
      return;
    }
    errors.clear();
    const saved = () => {
      setEditing(null);
      setCreating(false);
      form.startOver();
    };
    if (editing) update.mutate({ ...reading.fields, id: editing.id }, withSuccessToast(texts.updated, saved, keptChangesToast(checked.kept)));
    else create.mutate(reading.fields, withSuccessToast(texts.created, saved));
  }

  /**
   * Edit mode on `item`, or back to create mode (null). Changed fields would be lost: ask first. Left
   * so, they go with their draft, as the question says. The form is the tab's pending work, so a
   * save of it that succeeds meanwhile answers the question.
   */
  async function switchTo(item: Item | null, { create = false } = {}) {
    if (item && item.id === editing?.id) return;
    const opening = document.activeElement;
    if (form.changed && !(await confirmLeaving())) return;
    // Create mode's values go with the form, which closes: a draft restored and then left starts over.
    if (form.changed && !editing) form.startOver();
    else if (form.changed) form.forgetDraft();
    errors.clear();
    if ((item || create) && opening instanceof HTMLElement) opener.current = opening;
    setCreating(create);
    setEditing(item);
  }

  async function confirmAndDelete(item: Item) {
    // The row's button: the focus comes back to it from the question, then it goes with the row.
    const trigger = document.activeElement;
    if (!(await confirmDeletion(texts.confirmDelete))) return;
    const forget = () => {
      if (formOptions.draftKey !== undefined) clearDraft(editDraftKey(formOptions.draftKey, item.id));
      setEditing((current) => (current?.id === item.id ? null : current));
    };
    remove.mutate(item.id, {
      ...withSuccessToast(texts.deleted, forget),
      // Already gone (another admin deleted it): the list reloads without it, so stop editing it too.
      onError: (error) => {
        if (isNotFound(error)) forget();
      },
      onSettled: () => refocusAfterRemoval(listHeadingRef.current, trigger),
    });
  }

  return {
    editing,
    /** Create mode was asked for (not a draft that opened the form by itself). */
    creating,
    formOpen: editing !== null || creating || form.changed,
    /** The control that opened the form, while it is still on screen. */
    opener: () => (opener.current?.isConnected ? opener.current : null),
    form,
    /** The question about a field another admin changed too, while it is asked. */
    question: concurrent.question,
    listHeadingRef,
    startEdit: (item: Item) => void switchTo(item),
    startCreate: () => void switchTo(null, { create: true }),
    /** «Удалить черновик»: the form starts over, and stays open for what the admin types instead. */
    discardDraft: () => {
      form.startOver();
      setCreating(editing === null);
    },
    /** «Отмена»: the form closes, after asking about values it would lose. */
    closeForm: () => void switchTo(null),
    save: () => void save(),
    remove: (item: Item) => void confirmAndDelete(item),
    saving: create.isPending || update.isPending || concurrent.checking,
    deletingId: remove.isPending ? remove.variables : undefined,
  };
}
