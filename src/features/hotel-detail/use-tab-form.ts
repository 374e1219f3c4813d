import { useCallback, useMemo, useState } from 'react';
import { clearDraft, readDraft, sameValues, useDraftAutosave, type DraftValues } from '@/shared/drafts/drafts';
import type { FieldError } from '@/shared/ui/use-field-error';
import { useUnsavedChanges } from '@/shared/unsaved-changes/pending-work';
import { useFormValues } from './use-form-values';

export type TabFormOptions<Item, Values> = {
  blank: Values;
  fromItem: (item: Item) => Values;
  /**
   * Where the form keeps a draft of what was typed: create mode under this key, an item's edit
   * under `editDraftKey(key, id)`. Without one nothing is kept.
   */
  draftKey?: string;
};

/** Where the changes typed into an item's edit mode are kept. */
export const editDraftKey = (draftKey: string, itemId: number) => `${draftKey}:edit:${itemId}`;

type TabFormModeState<Item> = { editing: (Item & { id: number }) | null; resetKey: string };

/**
 * The values of a tab's create/edit form. `changed` says they differ from what the form was
 * opened with (blank in create mode, the item in edit mode): that work is held as pending, so
 * leaving the screen asks first. Both modes may keep a draft that survives a reload; it goes once
 * the admin chooses to leave the form unsaved.
 */
export function useTabForm<Item, Values extends DraftValues>(
  { editing, resetKey }: TabFormModeState<Item>,
  { blank, fromItem, draftKey }: TabFormOptions<Item, Values>,
) {
  // Discarding a draft starts the form over, like a save does.
  const [discards, setDiscards] = useState(0);
  const openedWith = useMemo(() => (editing ? fromItem(editing) : blank), [editing, fromItem, blank]);
  const activeDraftKey = draftKey === undefined ? null : editing ? editDraftKey(draftKey, editing.id) : draftKey;
  const { values, startValues, setField, replaceValues } = useFormValues(
    `${resetKey}:${discards}`,
    () => (activeDraftKey === null ? undefined : readDraft(activeDraftKey, openedWith)) ?? openedWith,
  );
  useDraftAutosave(activeDraftKey, values, openedWith);

  const forgetDraft = useCallback(() => {
    if (activeDraftKey !== null) clearDraft(activeDraftKey);
  }, [activeDraftKey]);
  const changed = !sameValues(values, openedWith);
  useUnsavedChanges(changed, forgetDraft);

  const discardDraft = useCallback(() => {
    forgetDraft();
    setDiscards((count) => count + 1);
  }, [forgetDraft]);

  return {
    values,
    setField,
    replaceValues,
    /** What the form opened with: blank, or the edited item's values. */
    openedWith,
    changed,
    /** The form opened with a draft from an earlier visit. */
    restored: activeDraftKey !== null && !sameValues(startValues, openedWith),
    discardDraft,
    /** Forgets the draft of the mode the form is in: once it is saved, or left unsaved. */
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
  /** Set while the edited item has changed on the server: takes those changes into the form. */
  loadChanges: (() => void) | undefined;
};
