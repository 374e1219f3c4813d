import type { UseMutationResult } from '@tanstack/react-query';
import { confirmDeletion } from '@/shared/ui/confirm/confirm';
import { toast } from '@/shared/ui/toast/toast-store';
import { withFeedback } from './feedback';
import { useEditMode } from './use-edit-mode';

type Mutation<Variables> = Pick<UseMutationResult<unknown, Error, Variables>, 'mutate' | 'isPending' | 'variables'>;
type Failure = { context: string; message: string };

export type EditableListTexts = {
  created: string;
  updated: string;
  deleted: string;
  confirmDelete: string;
  createFailed: Failure;
  updateFailed: Failure;
  deleteFailed: Failure;
};

/** What a form hands over: the fields to send, or the validation message to show instead. */
export type FormReading<Fields> = { fields: Fields } | { problem: string };

type EditableListOptions<Fields> = {
  create: Mutation<Fields>;
  update: Mutation<Fields & { id: number }>;
  remove: Mutation<number>;
  texts: EditableListTexts;
};

/**
 * A tab's list with its create/edit form (rooms, news): validation toast or save in the current
 * mode, deletion after the confirmation, each outcome toasted, and the edit mode left as SPEC.md §4 says.
 */
export function useEditableList<Item extends { id: number }, Fields>({
  create,
  update,
  remove,
  texts,
}: EditableListOptions<Fields>) {
  const mode = useEditMode<Item>();

  function save(reading: FormReading<Fields>) {
    if ('problem' in reading) {
      toast.error(reading.problem);
      return;
    }
    if (mode.editing) {
      update.mutate(
        { ...reading.fields, id: mode.editing.id },
        withFeedback({ success: texts.updated, failure: texts.updateFailed, then: mode.finishSave }),
      );
    } else {
      create.mutate(
        reading.fields,
        withFeedback({ success: texts.created, failure: texts.createFailed, then: mode.finishSave }),
      );
    }
  }

  async function confirmAndDelete(item: Item) {
    if (!(await confirmDeletion(texts.confirmDelete))) return;
    remove.mutate(
      item.id,
      withFeedback({ success: texts.deleted, failure: texts.deleteFailed, then: () => mode.forgetDeleted(item.id) }),
    );
  }

  return {
    editing: mode.editing,
    formKey: mode.formKey,
    startEdit: mode.startEdit,
    cancelEdit: mode.cancelEdit,
    save,
    remove: (item: Item) => void confirmAndDelete(item),
    saving: create.isPending || update.isPending,
    deletingId: remove.isPending ? remove.variables : undefined,
  };
}
