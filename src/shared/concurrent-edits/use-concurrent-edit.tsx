import { useRef, useState, type ReactNode } from 'react';
import { sameValues, type DraftValues } from '@/shared/drafts/drafts';
import type { ToastOptions } from '@/shared/ui/toast/toast-store';
import { ConflictQuestion, type ConflictChoice, type ConflictingField } from './conflict-question';
import { mergeEdits, takingTheirs, type FieldName } from './merge-edits';

export type ConcurrentEditTexts<Values extends DraftValues> = {
  /** The conflict question's title, «Отель изменён другим администратором». */
  changedByAnother: string;
  labels: Record<FieldName<Values>, string>;
  /** How a value reads in the question where the form's value is not what the admin sees (an id, a flag). */
  describe?: (name: FieldName<Values>, value: Values[FieldName<Values>]) => string | undefined;
};

type ConcurrentEditOptions<Item, Values extends DraftValues> = {
  /** What the form opened with, or last built on: the admin's changes are told from it. */
  opened: Values;
  values: Values;
  /** The item as the cache holds it now (refetched when the admin comes back); none while creating. */
  live: Item | null | undefined;
  fromItem: (item: Item) => Values;
  /** From now on the form builds on `item`'s version and holds `values`. */
  rebase: (item: Item, values: Values) => void;
  /** The item as the server has it this moment; none when it is gone (the update then says so). */
  loadServer: () => Promise<Item | null | undefined>;
  texts: ConcurrentEditTexts<Values>;
};

/** What to save once the form was laid over the server's version, and what to tell the admin. */
export type CheckedSave<Values> = {
  values: Values;
  /** The line naming the other admin's changes kept, when there were any. */
  kept: string | undefined;
};

/** The save's success toast carries the kept line under it, and stays long enough to read both. */
export const keptChangesToast = (kept: string | undefined): ToastOptions | undefined =>
  kept === undefined ? undefined : { detail: kept, durationMs: 6000 };

const EMPTY_VALUE = '(пусто)';

function shown<Values extends DraftValues>(texts: ConcurrentEditTexts<Values>, name: FieldName<Values>, value: Values[FieldName<Values>]) {
  const described = texts.describe?.(name, value) ?? (typeof value === 'boolean' ? (value ? 'Да' : 'Нет') : value);
  return described.trim() === '' ? EMPTY_VALUE : described;
}

type Question = { fields: ConflictingField[]; answer: (choice: ConflictChoice | undefined) => void };

/**
 * Keeps an edit from overwriting another admin's (record 0025): the API updates whole items and
 * keeps no versions, so the form compares itself with the server before each save. Fields only the
 * other admin changed are sent as the server has them, a field both changed is a `question`, and an
 * open form whose item changed says so (`changedElsewhere`) and can take it in (`loadChanges`).
 */
export function useConcurrentEdit<Item, Values extends DraftValues>(options: ConcurrentEditOptions<Item, Values>) {
  const { opened, values, live, fromItem, rebase, loadServer, texts } = options;
  const [pendingQuestion, setPendingQuestion] = useState<Question>();
  // The server's version is being fetched before a save: the save button waits.
  const [checking, setChecking] = useState(false);
  // A second press before the first check has rendered `checking`: one check, one save.
  const inFlight = useRef(false);
  const liveValues = live ? fromItem(live) : undefined;
  // The cached version when the form opened (or took changes in): a form opened from a fresher copy
  // than the cache holds (a video is read again before its edit) has nothing newer to offer from it.
  const [known, setKnown] = useState({ opened, live: liveValues });
  if (known.opened !== opened) setKnown({ opened, live: liveValues });
  // The item changed on the server since the form opened (or last took its changes in). While the
  // question is up, it is the one telling the admin; the form behind says nothing.
  const changedElsewhere =
    pendingQuestion === undefined &&
    liveValues !== undefined &&
    !sameValues(liveValues, opened) &&
    !(known.live && sameValues(liveValues, known.live));

  /** The server's changes into the form; a field the admin also changed keeps what they typed. */
  function loadChanges() {
    if (live && liveValues) rebase(live, mergeEdits(opened, values, liveValues).values);
  }

  const ask = (fields: ConflictingField[]) =>
    new Promise<ConflictChoice | undefined>((resolve) =>
      setPendingQuestion({
        fields,
        answer: (choice) => {
          setPendingQuestion(undefined);
          resolve(choice);
        },
      }),
    );

  /** The values to save, laid over the server's version; none when the admin did not answer the question. */
  async function checkBeforeSave(): Promise<CheckedSave<Values> | undefined> {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setChecking(true);
    let server: Item | null | undefined;
    try {
      server = await loadServer();
    } catch {
      return undefined; // Reported by the query client, like every load; what was typed stays.
    } finally {
      inFlight.current = false;
      setChecking(false);
    }
    if (!server) return { values, kept: undefined };
    const serverValues = fromItem(server);
    if (sameValues(serverValues, opened)) return { values, kept: undefined };

    const merge = mergeEdits(opened, values, serverValues);
    let merged = merge.values;
    if (merge.conflicts.length > 0) {
      const choice = await ask(
        merge.conflicts.map((name) => ({
          label: texts.labels[name],
          mine: shown(texts, name, values[name]),
          theirs: shown(texts, name, serverValues[name]),
        })),
      );
      if (choice === undefined) return undefined;
      if (choice === 'theirs') merged = takingTheirs(merge, serverValues);
    }
    // Should the save fail, the form holds what it tried to save, over the version it now knows.
    rebase(server, merged);
    const kept = merge.theirs.map((name) => texts.labels[name]);
    return { values: merged, kept: kept.length > 0 ? `Сохранены и изменения другого администратора: ${kept.join(', ')}.` : undefined };
  }

  const question: ReactNode = pendingQuestion ? (
    <ConflictQuestion title={texts.changedByAnother} fields={pendingQuestion.fields} onAnswer={pendingQuestion.answer} />
  ) : null;

  return { changedElsewhere, loadChanges, checkBeforeSave, checking, question };
}
