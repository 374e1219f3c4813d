import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearDraft, readDraft, sameValues, useDraftAutosave, type DraftValues } from '@/shared/drafts/drafts';
import { useUnsavedChanges } from '@/shared/unsaved-changes/pending-work';

export type TabFormOptions<Item, Values> = {
  blank: Values;
  fromItem: (item: Item) => Values;
  /** Where drafts are kept: create mode under this key, an item's edit under `editDraftKey(key, id)`; none without it. */
  draftKey?: string;
};

/** Where the changes typed into an item's edit mode are kept. */
export const editDraftKey = (draftKey: string, itemId: number) => `${draftKey}:edit:${itemId}`;

/**
 * The values of a tab's create/edit form for `editing` (null to create). They start over (from a
 * draft, the item or blank) on another item or `startOver`, not on a newer version of the same item,
 * and without remounting the form: the field or button the admin is on keeps the focus. Changed
 * values are pending work, so leaving the screen asks first; their draft survives a reload and goes
 * once the admin chooses to leave the form unsaved.
 */
export function useTabForm<Item, Values extends DraftValues>(
  editing: (Item & { id: number }) | null,
  { blank, fromItem, draftKey }: TabFormOptions<Item, Values>,
) {
  const [restarts, setRestarts] = useState(0);
  const openedWith = useMemo(() => (editing ? fromItem(editing) : blank), [editing, fromItem, blank]);
  const activeDraftKey = draftKey === undefined ? null : editing ? editDraftKey(draftKey, editing.id) : draftKey;
  const formKey = `${editing?.id ?? 'new'}:${restarts}`;
  const start = () => {
    const values = (activeDraftKey === null ? undefined : readDraft(activeDraftKey, openedWith)) ?? openedWith;
    return { resetKey: formKey, startValues: values, values };
  };
  const [state, setState] = useState(start);
  let current = state;
  if (state.resetKey !== formKey) {
    current = start();
    setState(current);
  }
  const { values, startValues } = current;
  const setField = useCallback(
    <Name extends keyof Values>(name: Name, value: Values[Name]) =>
      setState((previous) => ({ ...previous, values: { ...previous.values, [name]: value } })),
    [],
  );
  // Every value at once, the form not starting over: another admin's changes taken in.
  const replaceValues = useCallback((values: Values) => setState((previous) => ({ ...previous, values })), []);
  useDraftAutosave(activeDraftKey, values, openedWith);

  const forgetDraft = useCallback(() => {
    if (activeDraftKey !== null) clearDraft(activeDraftKey);
  }, [activeDraftKey]);
  const changed = !sameValues(values, openedWith);
  useUnsavedChanges(changed, forgetDraft);

  const startOver = useCallback(() => {
    forgetDraft();
    setRestarts((count) => count + 1);
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
    /** Forgets the draft of the mode the form is in: once it is saved, or left unsaved. */
    forgetDraft,
    /** Forgets the draft and starts the form over: once it is saved, or its draft thrown away. */
    startOver,
  };
}

/**
 * Once the list is known, opens the item whose edit was kept as a draft (a reload in the middle of
 * it) in edit mode again, where the form finds the draft. Only on the tab's first showing.
 */
export function useResumedEdit<Item extends { id: number }, Values extends DraftValues>(
  items: readonly Item[] | undefined,
  { draftKey, fromItem }: TabFormOptions<Item, Values>,
  startEdit: (item: Item) => void,
) {
  const looked = useRef(false);
  useEffect(() => {
    if (looked.current || items === undefined || draftKey === undefined) return;
    looked.current = true;
    const kept = items.find((item) => readDraft(editDraftKey(draftKey, item.id), fromItem(item)) !== undefined);
    if (kept) startEdit(kept);
  }, [items, draftKey, fromItem, startEdit]);
}
