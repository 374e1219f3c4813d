import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useUnsavedChanges } from '@/shared/unsaved-changes/pending-work';
import { clearDraft, readDraft, sameValues, useDraftAutosave, type DraftValues } from './drafts';

export type FormDraft<Values> = {
  values: Values;
  setValues: Dispatch<SetStateAction<Values>>;
  /** The form opened with a draft left from an earlier visit; its notice is shown. */
  restored: boolean;
  /** «Удалить черновик»: the draft goes and the form holds what it opened with again. */
  discardDraft: () => void;
};

/**
 * A form's values, kept as a draft under `key` (record 0009) and started from the draft left there,
 * if any. `opened` is what the form opened with (blank, or the item edited) and must keep its
 * identity between renders: freeze it when the form opens rather than rebuild it from data that a
 * refetch may replace, or a newer version from the server would count as typing, make a draft and
 * ask before leaving. Values that differ from it are pending work; the draft goes when the admin
 * chooses to leave them unsaved, and stays through a reload, a closed panel or an ended session.
 */
export function useFormDraft<Values extends DraftValues>(key: string | null, opened: Values): FormDraft<Values> {
  const [draft] = useState(() => (key === null ? undefined : readDraft(key, opened)));
  const [values, setValues] = useState(draft ?? opened);
  const [restored, setRestored] = useState(draft !== undefined);
  useDraftAutosave(key, values, opened);
  const dropDraft = useMemo(() => (key === null ? undefined : () => clearDraft(key)), [key]);
  useUnsavedChanges(!sameValues(values, opened), dropDraft);
  const discardDraft = useCallback(() => {
    if (key !== null) clearDraft(key);
    setValues(opened);
    setRestored(false);
  }, [key, opened]);
  return { values, setValues, restored, discardDraft };
}
