import { useCallback, useState } from 'react';
import { clearDraft, readDraft, sameValues, useDraftAutosave, type DraftValues } from '@/shared/drafts/drafts';
import type { FieldError } from '@/shared/ui/use-field-error';
import { useUnsavedChanges } from '@/shared/unsaved-changes/pending-work';
import { useFormValues } from './use-form-values';

export type TabFormOptions<Item, Values> = {
  blank: Values;
  fromItem: (item: Item) => Values;
  /** Where create mode keeps a draft of what was typed; without one nothing is kept. */
  draftKey?: string;
};

type TabFormModeState<Item> = { editing: Item | null; resetKey: string };

/**
 * The values of a tab's create/edit form. `changed` says they differ from what the form was
 * opened with (blank in create mode, the item in edit mode): that work is held as pending, so
 * leaving the screen asks first. Create mode may keep a draft that survives a reload.
 */
export function useTabForm<Item, Values extends DraftValues>(
  { editing, resetKey }: TabFormModeState<Item>,
  { blank, fromItem, draftKey }: TabFormOptions<Item, Values>,
) {
  // Discarding a draft starts the create form over, like a save does.
  const [discards, setDiscards] = useState(0);
  const { values, startValues, setField } = useFormValues(`${resetKey}:${discards}`, () => {
    if (editing) return fromItem(editing);
    return (draftKey === undefined ? undefined : readDraft(draftKey, blank)) ?? blank;
  });
  const activeDraftKey = editing ? null : (draftKey ?? null);
  useDraftAutosave(activeDraftKey, values, blank);

  const changed = !sameValues(values, editing ? startValues : blank);
  useUnsavedChanges(changed);

  const forgetDraft = useCallback(() => {
    if (draftKey !== undefined) clearDraft(draftKey);
  }, [draftKey]);
  const discardDraft = useCallback(() => {
    forgetDraft();
    setDiscards((count) => count + 1);
  }, [forgetDraft]);

  return {
    values,
    setField,
    changed,
    /** The create form opened with a draft from an earlier visit. */
    restored: activeDraftKey !== null && !sameValues(startValues, blank),
    discardDraft,
    /** Called once the draft is saved for real, before the form starts over. */
    forgetDraft,
  };
}

/** What a tab's form component needs of useTabForm, and of the list's check (useEditableList). */
export type TabForm<Values> = {
  values: Values;
  setField: <Name extends keyof Values>(name: Name, value: Values[Name]) => void;
  restored: boolean;
  discardDraft: () => void;
  /** Why the field's value was refused by the last save, if it was. */
  errorOf: (name: keyof Values & string) => FieldError | undefined;
};
