import { useRef, useState, type RefObject } from 'react';
import { keptChangesToast, useConcurrentEdit } from '@/shared/concurrent-edits/use-concurrent-edit';
import { refocusAfterRemoval } from '@/shared/layout/form-focus';
import { confirmDeletion } from '@/shared/ui/confirm/confirm';
import { toast } from '@/shared/ui/toast/toast-store';
import { useFieldError } from '@/shared/ui/use-field-error';
import { confirmLeaving, useUnsavedChanges } from '@/shared/unsaved-changes/pending-work';
import { FILE_ID_LABEL, FILE_REQUIRED, type MediaItem, type MediaKind, type MediaOperations, type MediaValues } from './media-kind';
import { nameFromFile } from './upload-queue';
import { fileTypeProblem, prepareUpload } from './upload-file-check';
import { useUploadQueue } from './use-upload-queue';
import { useUploadRun } from './use-upload-run';

const EMPTY_VALUES: MediaValues = { name: '', fileId: '' };

/** The form's controls a check can refuse. */
export type MediaField = keyof MediaValues | 'file';
type Problem = { message: string; field: MediaField };

const valuesOf = (item: MediaItem): MediaValues => ({ name: item.name, fileId: item.fileId ?? '' });
const trimmed = ({ name, fileId }: MediaValues): MediaValues => ({ name: name.trim(), fileId: fileId.trim() });

/** The name a photo gets from its file until the admin types another: none without a file. */
const nameOf = (file: File | null) => (file ? nameFromFile(file.name) : '');

/**
 * The create/edit state machine of the photo, video and reels tabs (docs/product.md, Forms): Edit enters
 * edit mode; Save, Cancel or deleting the edited item leave it; every success resets the form. Failures
 * are reported by the query client; here they keep the form as it was, to try again. Photos are
 * named after their file, and several picked at once go to an upload queue instead of the form.
 */
export function useMediaEditor(
  kind: MediaKind,
  operations: MediaOperations,
  /** Where the focus goes when the item it was on is deleted: the list's heading. */
  listHeadingRef: RefObject<HTMLElement | null>,
) {
  const { withFileId, accept, texts, several } = kind;
  const [values, setValues] = useState<MediaValues>(EMPTY_VALUES);
  // What the form started from: empty to create, the item's values to edit.
  const [original, setOriginal] = useState<MediaValues>(EMPTY_VALUES);
  const [file, setFile] = useState<File | null>(null);
  // The size of what was sent for `file`, when preparing it made it smaller.
  const [sentSize, setSentSize] = useState<number | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // A file input cannot be cleared through state; a new key gives a fresh, empty one.
  const [fileInputKey, setFileInputKey] = useState(0);
  const editingIdRef = useRef<number | null>(null);
  const uploads = useUploadRun();
  const queue = useUploadQueue(kind, operations.upload);
  const errors = useFieldError<MediaField>();
  const concurrent = useConcurrentEdit({
    opened: original,
    values,
    live: operations.items.data?.find((item) => item.id === editingId),
    fromItem: valuesOf,
    rebase: (item: MediaItem, next: MediaValues) => {
      setOriginal(valuesOf(item));
      setValues(next);
    },
    // The list again, as the server has it now; a failure is reported by the list's query.
    loadServer: async () => {
      const { data } = await operations.items.refetch({ throwOnError: true });
      return data?.find((item) => item.id === editingIdRef.current);
    },
    texts: { changedByAnother: texts.changedByAnother, labels: { name: texts.nameLabel, fileId: FILE_ID_LABEL } },
  });

  const changed = values.name !== original.name || values.fileId !== original.fileId || file !== null;
  useUnsavedChanges(changed || uploads.uploading);

  const enterMode = (id: number | null, next: MediaValues) => {
    errors.clear();
    editingIdRef.current = id;
    setEditingId(id);
    setValues(next);
    setOriginal(next);
    setFile(null);
    setSentSize(null);
    setFileInputKey((key) => key + 1);
  };
  const reset = () => enterMode(null, EMPTY_VALUES);
  // The editor is the tab's pending work: a save or an upload that ends meanwhile answers the question.
  const mayDiscard = async () => !changed || confirmLeaving();

  function refuse({ message, field }: Problem) {
    toast.error(message);
    errors.refuse(field, message);
  }

  /** Resolves the file's refusal when, once prepared, it must not be sent after all. */
  async function upload(chosen: File, fields: MediaValues): Promise<Problem | undefined> {
    const prepared = await prepareUpload(chosen, kind);
    if ('problem' in prepared) return { message: prepared.problem, field: 'file' };
    setSentSize(prepared.file === chosen ? null : prepared.file.size);
    if (!(await uploads.run((options) => operations.upload(fields, prepared.file, options)))) return;
    toast.success(texts.uploaded);
    reset();
  }

  /** Laid over the item's current version first, so another admin's changes stay. */
  async function update(id: number) {
    const checked = await concurrent.checkBeforeSave();
    if (!checked) return;
    try {
      await operations.update(id, trimmed(checked.values));
      toast.success(texts.updated, keptChangesToast(checked.kept));
      reset();
    } catch {
      // Reported by the query client; edit mode and what was typed stay.
    }
  }

  /**
   * The rules in order (docs/product.md, Validation), then a file (its type was checked as it came,
   * its size is once it is prepared): nothing is sent while one is wrong.
   */
  function problemOf(fields: MediaValues): Problem | undefined {
    if (!fields.name) return { message: texts.invalidValues, field: 'name' };
    if (withFileId && !fields.fileId) return { message: texts.invalidValues, field: 'fileId' };
    return editingId === null && !file ? { message: FILE_REQUIRED, field: 'file' } : undefined;
  }

  async function submit() {
    if (busy) return;
    const fields = trimmed(values);
    const problem = problemOf(fields);
    if (problem) {
      refuse(problem);
      return;
    }
    errors.clear();
    setBusy(true);
    let refusal: Problem | undefined;
    try {
      if (editingId !== null) await update(editingId);
      else if (file) refusal = await upload(file, fields);
    } finally {
      setBusy(false);
    }
    // Once the fields are unlocked, so the refused one can take the focus.
    if (refusal) refuse(refusal);
  }

  async function startEdit(item: MediaItem) {
    if (busy || !(await mayDiscard())) return;
    let current = item;
    if (operations.loadForEdit) {
      setBusy(true);
      try {
        current = await operations.loadForEdit(item.id);
      } catch {
        return; // Reported where it was loaded; the form stays as it was.
      } finally {
        setBusy(false);
      }
    }
    enterMode(current.id, valuesOf(current));
  }

  /** «Отмена»: the form starts over once the admin agrees to lose what it holds; says whether it did. */
  async function cancelEdit(): Promise<boolean> {
    if (!(await mayDiscard())) return false;
    reset();
    return true;
  }

  async function remove(id: number) {
    // The card's (or the form's) 'Удалить': the focus comes back to it from the question, then it goes.
    const trigger = document.activeElement;
    if (!(await confirmDeletion(texts.confirmDelete))) return;
    try {
      await operations.remove(id);
      toast.success(texts.deleted);
      refocusAfterRemoval(listHeadingRef.current, trigger);
      if (editingIdRef.current === id) reset();
    } catch {
      // Reported by the query client, which also reloads the list when the item was already gone.
    }
  }

  /** What the admin types; the field's refusal goes once it is edited. */
  function setField(field: keyof MediaValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    errors.clear(field);
  }

  /**
   * One file goes to the form; several, or any once the queue holds some, go to the queue (photos),
   * which lists one of the wrong type with the reason. The form refuses one at once, picked or
   * dropped anywhere on the tab, in the same words. A name still the one the previous file gave
   * follows the new file.
   */
  function chooseFiles(chosen: readonly File[]) {
    const toQueue = several !== undefined && (chosen.length > 1 || queue.uploads.length > 0);
    const next = toQueue ? null : (chosen[0] ?? null);
    const wrongType = next && fileTypeProblem(next, accept);
    if (wrongType) {
      refuse({ message: wrongType, field: 'file' });
      setFileInputKey((key) => key + 1);
      return;
    }
    if (several && values.name === nameOf(file)) setValues((current) => ({ ...current, name: nameOf(next) }));
    if (toQueue) {
      queue.queue.add(chosen);
      setFileInputKey((key) => key + 1);
    }
    setFile(next);
    setSentSize(null);
    errors.clear('file');
  }

  return {
    values,
    setField,
    file,
    chooseFiles,
    sentSize,
    queue,
    errorOf: errors.errorOf,
    editingId,
    progress: uploads.progress,
    uploading: uploads.uploading,
    cancelUpload: uploads.cancel,
    busy,
    fileInputKey,
    submit,
    startEdit,
    cancelEdit,
    remove,
    /** Set while the edited item has changed on the server: takes those changes into the form. */
    loadChanges: concurrent.changedElsewhere && !busy ? concurrent.loadChanges : undefined,
    /** The question about a field another admin changed too, while it is asked. */
    question: concurrent.question,
  };
}

export type MediaEditor = ReturnType<typeof useMediaEditor>;
