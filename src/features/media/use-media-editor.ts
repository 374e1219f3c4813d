import { useRef, useState, type RefObject } from 'react';
import { refocusAfterRemoval } from '@/shared/layout/use-view-focus';
import { confirmDeletion, confirmDiscardChanges } from '@/shared/ui/confirm/confirm';
import { toast } from '@/shared/ui/toast/toast-store';
import { useFieldError } from '@/shared/ui/use-field-error';
import { useUnsavedChanges } from '@/shared/unsaved-changes/pending-work';
import { FILE_REQUIRED, type MediaItem, type MediaKind, type MediaOperations, type MediaValues } from './media-kind';
import { uploadFileProblem } from './upload-file-check';
import { useUploadRun } from './use-upload-run';

const EMPTY_VALUES: MediaValues = { name: '', fileId: '' };

/** The form's controls a check can refuse. */
export type MediaField = keyof MediaValues | 'file';
type Problem = { message: string; field: MediaField };

/**
 * The create/edit state machine of SPEC.md §4 shared by the photo, video and reels tabs:
 * Edit enters edit mode; Save, Cancel or deleting the edited item leave it; every success resets
 * the form. Failures are reported by the query client (the entities' `meta`); here they only keep
 * the form as it was, so the admin can try again.
 */
export function useMediaEditor(
  { withFileId, accept, texts }: MediaKind,
  operations: MediaOperations,
  /** Where the focus goes when the item it was on is deleted: the list's heading. */
  listHeadingRef: RefObject<HTMLElement | null>,
) {
  const [values, setValues] = useState<MediaValues>(EMPTY_VALUES);
  // What the form started from: empty to create, the item's values to edit.
  const [original, setOriginal] = useState<MediaValues>(EMPTY_VALUES);
  const [file, setFile] = useState<File | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // A file input cannot be cleared through state; a new key gives a fresh, empty one.
  const [fileInputKey, setFileInputKey] = useState(0);
  const editingIdRef = useRef<number | null>(null);
  const uploads = useUploadRun();
  const errors = useFieldError<MediaField>();

  const changed = values.name !== original.name || values.fileId !== original.fileId || file !== null;
  useUnsavedChanges(changed || uploads.uploading);

  const enterMode = (id: number | null, next: MediaValues) => {
    errors.clear();
    editingIdRef.current = id;
    setEditingId(id);
    setValues(next);
    setOriginal(next);
    setFile(null);
    setFileInputKey((key) => key + 1);
  };
  const reset = () => enterMode(null, EMPTY_VALUES);
  const mayDiscard = async () => !changed || confirmDiscardChanges();

  async function upload(chosen: File, trimmed: MediaValues) {
    if (!(await uploads.run((options) => operations.upload(trimmed, chosen, options)))) return;
    toast.success(texts.uploaded);
    reset();
  }

  async function update(id: number, trimmed: MediaValues) {
    try {
      await operations.update(id, trimmed);
      toast.success(texts.updated);
      reset();
    } catch {
      // Reported by the query client; edit mode and what was typed stay.
    }
  }

  /** SPEC.md §5's order, then the file's type and size: nothing is sent while one is wrong. */
  function problemOf(trimmed: MediaValues): Problem | undefined {
    if (!trimmed.name) return { message: texts.invalidValues, field: 'name' };
    if (withFileId && !trimmed.fileId) return { message: texts.invalidValues, field: 'fileId' };
    if (editingId !== null) return undefined;
    if (!file) return { message: FILE_REQUIRED, field: 'file' };
    const fileProblem = uploadFileProblem(file, accept);
    return fileProblem ? { message: fileProblem, field: 'file' } : undefined;
  }

  async function submit() {
    if (busy) return;
    const trimmed = { name: values.name.trim(), fileId: values.fileId.trim() };
    const problem = problemOf(trimmed);
    if (problem) {
      toast.error(problem.message);
      errors.refuse(problem.field, problem.message);
      return;
    }
    errors.clear();
    setBusy(true);
    try {
      if (editingId !== null) await update(editingId, trimmed);
      else if (file) await upload(file, trimmed);
    } finally {
      setBusy(false);
    }
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
    enterMode(current.id, { name: current.name, fileId: current.fileId ?? '' });
  }

  async function cancelEdit() {
    if (await mayDiscard()) reset();
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

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    errors.clear('file');
  }

  return {
    values,
    setField,
    file,
    setFile: chooseFile,
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
  };
}

export type MediaEditor = ReturnType<typeof useMediaEditor>;
