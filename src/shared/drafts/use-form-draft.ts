import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useUnsavedChanges } from '@/shared/unsaved-changes/pending-work';
import { clearDraft, readDraft, sameValues, useDraftAutosave, type DraftValues } from './drafts';

export type FormDraft<Values> = {
  values: Values;
  setValues: Dispatch<SetStateAction<Values>>;
  /** What the form opened with, or last built on (`rebase`): typing is told from it. */
  opened: Values;
  /** The form builds on a newer version of its item from now on, and holds `values`. */
  rebase: (opened: Values, values: Values) => void;
  /** The form opened with a draft left from an earlier visit; its notice is shown. */
  restored: boolean;
  /** «Удалить черновик»: the draft goes and the form holds what it opened with again. */
  discardDraft: () => void;
};

/**
 * A form's values, kept as a draft under `key` (record 0009) and started from the draft left there.
 * What it opens with is frozen at the first render: a newer version brought by a refetch is not
 * typing, and comes in only through `rebase`. Values that differ from it are pending work; the
 * draft goes when the admin chooses to leave them unsaved, and stays through a reload, a closed
 * panel or an ended session.
 */
export function useFormDraft<Values extends DraftValues>(key: string | null, openWith: Values): FormDraft<Values> {
  const [opened, setOpened] = useState(openWith);
  const [draft] = useState(() => (key === null ? undefined : readDraft(key, openWith)));
  const [values, setValues] = useState(draft ?? openWith);
  const [restored, setRestored] = useState(draft !== undefined);
  useDraftAutosave(key, values, opened);
  const dropDraft = useMemo(() => (key === null ? undefined : () => clearDraft(key)), [key]);
  useUnsavedChanges(!sameValues(values, opened), dropDraft);
  const rebase = useCallback((nextOpened: Values, nextValues: Values) => {
    setOpened(nextOpened);
    setValues(nextValues);
  }, []);
  const discardDraft = useCallback(() => {
    if (key !== null) clearDraft(key);
    setValues(opened);
    setRestored(false);
  }, [key, opened]);
  return { values, setValues, opened, rebase, restored, discardDraft };
}
