import { useEffect } from 'react';
import { isRecord, storageKeyOf, updateEntries } from './draft-store';
import { tabId } from './tab-id';

/**
 * What an admin has typed into a form (text or checkboxes), kept in localStorage per key and per
 * tab (draft-store.ts, record 0026) so that a reload or a closed panel does not lose it. A form
 * takes its values from `useFormDraft`, shows `<DraftNotice>` while `restored`, and calls
 * `clearDraft(key)` once saved.
 */
export type DraftValues = Record<string, string | boolean>;

/** Long enough that typing does not write on every keystroke, short enough that little is lost. */
export const DRAFT_SAVE_DELAY_MS = 400;

function matchesShape<Values extends DraftValues>(stored: unknown, blank: Values): stored is Values {
  if (!isRecord(stored)) return false;
  const entries = Object.entries(stored);
  return (
    entries.length === Object.keys(blank).length &&
    entries.every(([name, value]) => Object.hasOwn(blank, name) && typeof value === typeof blank[name])
  );
}

/**
 * This tab's draft under `key`, or else the newest another tab left, which becomes this tab's: the
 * draft of a closed panel comes back in the next one. Only a draft with exactly `blank`'s fields and
 * their types counts; any other (unreadable JSON, a form that has since changed its fields) is
 * dropped, so it cannot come back.
 */
export function readDraft<Values extends DraftValues>(key: string, blank: Values): Values | undefined {
  return updateEntries(key, (entries) => {
    const usable: { tab: string; values: Values; at: number }[] = [];
    for (const [tab, { values, at }] of entries) {
      if (matchesShape(values, blank)) usable.push({ tab, values, at });
      else entries.delete(tab);
    }
    const own = tabId();
    const found = usable.find(({ tab }) => tab === own) ?? usable.sort((a, b) => b.at - a.at)[0];
    if (found && found.tab !== own) {
      entries.delete(found.tab);
      entries.set(own, { values: found.values, at: found.at });
    }
    return found?.values;
  });
}

/**
 * The draft this tab has written per key and not cleared since: what it writes again when another
 * tab takes it up (useDraftAutosave), since this tab's form still holds that typing.
 */
const held = new Map<string, DraftValues>();

function writeDraft(key: string, values: DraftValues): void {
  held.set(key, values);
  updateEntries(key, (entries) => entries.set(tabId(), { values, at: Date.now() }));
}

/** Writes this tab's draft under `key` again if it is no longer there: another tab took it up. */
function restoreHeld(key: string): void {
  const values = held.get(key);
  if (values === undefined) return;
  updateEntries(key, (entries) => {
    const tab = tabId();
    if (!entries.has(tab)) entries.set(tab, { values, at: Date.now() });
  });
}

/** Saves waiting for the typing to pause, by key: a clear must cancel one that has not run yet. */
const scheduled = new Map<string, { timer: ReturnType<typeof setTimeout>; values: DraftValues }>();

function cancelScheduled(key: string): DraftValues | undefined {
  const save = scheduled.get(key);
  clearTimeout(save?.timer);
  scheduled.delete(key);
  return save?.values;
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

/** Forgets this tab's draft under `key`, including a save still waiting; other tabs' stay. */
export function clearDraft(key: string): void {
  cancelScheduled(key);
  held.delete(key);
  updateEntries(key, (entries) => entries.delete(tabId()));
}

/** Whether a form holds `reference`'s values, field by field: blank, or the item it was opened with. */
export const sameValues = (values: DraftValues, reference: DraftValues): boolean =>
  Object.keys(reference).every((name) => values[name] === reference[name]);

/**
 * Keeps `values` as this tab's draft under `key` once the typing pauses, and removes it when the
 * form is blank again (or back to the item it opened). `key` null keeps no draft. `blank` should be a
 * constant: a new object each render would restart the pause on every render.
 */
export function useDraftAutosave<Values extends DraftValues>(key: string | null, values: Values, blank: Values): void {
  useEffect(() => {
    if (key === null) return;
    if (sameValues(values, blank)) clearDraft(key);
    else scheduleSave(key, values);
  }, [key, values, blank]);

  useEffect(() => {
    if (key === null) return;
    // The last keystrokes before the page goes (a reload, the panel closing) or the form does (edit
    // mode, another screen, an ended session) are written at once: no timer would run after that.
    const flush = () => flushSave(key);
    // A tab opened on the same form takes up the newest draft it finds, which may be this one's
    // while this form is still open: this tab then writes its own again, so neither loses it.
    const restore = (event: StorageEvent) => {
      if (event.key === null || event.key === storageKeyOf(key)) restoreHeld(key);
    };
    window.addEventListener('pagehide', flush);
    window.addEventListener('storage', restore);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('storage', restore);
      flush();
    };
  }, [key]);
}
