import { useEffect } from 'react';

/**
 * What an admin has typed into a form, kept in localStorage per key so that a reload, a crash of
 * the webview or closing and reopening the panel does not lose it. A form value is text or a
 * checkbox, so a draft is a flat record of strings and booleans. A form takes its values from
 * `useFormDraft` (use-form-draft.ts), shows `<DraftNotice>` while `restored`, and calls
 * `clearDraft(key)` once saved for real; a tab's form, which starts over on each mode, builds on
 * the same pieces (`useTabForm`).
 */
export type DraftValues = Record<string, string | boolean>;

const PREFIX = 'draft:';
/** Long enough that typing does not write on every keystroke, short enough that little is lost. */
export const DRAFT_SAVE_DELAY_MS = 400;

// Storage may be missing or refuse writes (private mode, a full quota, a sandboxed webview): a draft
// is a convenience, so the form simply carries on without it.
function attempt<Result>(action: (storage: Storage) => Result): Result | undefined {
  try {
    return action(window.localStorage);
  } catch {
    return undefined;
  }
}

function matchesShape<Values extends DraftValues>(stored: unknown, blank: Values): stored is Values {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return false;
  const entries = Object.entries(stored);
  return (
    entries.length === Object.keys(blank).length &&
    entries.every(([name, value]) => Object.hasOwn(blank, name) && typeof value === typeof blank[name])
  );
}

/**
 * The draft stored under `key`, if it has exactly `blank`'s fields with their types. Anything else
 * (unreadable JSON, a form that has since changed its fields) is dropped, so it cannot come back.
 */
export function readDraft<Values extends DraftValues>(key: string, blank: Values): Values | undefined {
  const text = attempt((storage) => storage.getItem(PREFIX + key));
  if (text === undefined || text === null) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    stored = undefined;
  }
  if (matchesShape(stored, blank)) return stored;
  attempt((storage) => storage.removeItem(PREFIX + key));
  return undefined;
}

/** Saves waiting for the typing to pause, by key: a clear must cancel one that has not run yet. */
const scheduled = new Map<string, { timer: ReturnType<typeof setTimeout>; values: DraftValues }>();

function cancelScheduled(key: string): DraftValues | undefined {
  const save = scheduled.get(key);
  if (!save) return undefined;
  clearTimeout(save.timer);
  scheduled.delete(key);
  return save.values;
}

function writeDraft(key: string, values: DraftValues): void {
  attempt((storage) => storage.setItem(PREFIX + key, JSON.stringify(values)));
}

function scheduleSave(key: string, values: DraftValues): void {
  cancelScheduled(key);
  const timer = setTimeout(() => {
    scheduled.delete(key);
    writeDraft(key, values);
  }, DRAFT_SAVE_DELAY_MS);
  scheduled.set(key, { timer, values });
}

function flushSave(key: string): void {
  const values = cancelScheduled(key);
  if (values) writeDraft(key, values);
}

/** Forgets the draft under `key`, including a save still waiting to be written. */
export function clearDraft(key: string): void {
  cancelScheduled(key);
  attempt((storage) => storage.removeItem(PREFIX + key));
}

/** Whether a form holds `reference`'s values, field by field: blank, or the item it was opened with. */
export const sameValues = (values: DraftValues, reference: DraftValues): boolean =>
  Object.keys(reference).every((name) => values[name] === reference[name]);

/**
 * Keeps `values` as the draft under `key` once the typing pauses, and removes the draft when the
 * form is blank again (or back to the item it opened). `key` null keeps no draft. `blank` should be a
 * constant: a new object each render would restart the pause on every render.
 */
export function useDraftAutosave<Values extends DraftValues>(key: string | null, values: Values, blank: Values): void {
  useEffect(() => {
    if (key === null) return;
    if (sameValues(values, blank)) clearDraft(key);
    else scheduleSave(key, values);
  }, [key, values, blank]);

  // The last keystrokes before the page goes (a reload, the panel closing) or the form does (edit
  // mode, another screen, an ended session) are written at once: no timer would run after that.
  useEffect(() => {
    if (key === null) return;
    const flush = () => flushSave(key);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [key]);
}
