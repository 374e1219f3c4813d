import { useRef, useState } from 'react';
import { confirmDeletion, confirmDiscardChanges } from '@/shared/ui/confirm/confirm';
import { toast } from '@/shared/ui/toast/toast-store';
import { useUnsavedChanges } from '@/shared/unsaved-changes/pending-work';
import { FILE_REQUIRED, type MediaItem, type MediaKind, type MediaOperations, type MediaValues } from './media-kind';
import { uploadFileProblem } from './upload-file-check';
import { useUploadRun } from './use-upload-run';

const EMPTY_VALUES: MediaValues = { name: '', fileId: '' };

/**
 * The create/edit state machine of SPEC.md §4 shared by the photo, video and reels tabs:
 * Edit enters edit mode; Save, Cancel or deleting the edited item leave it; every success resets
 * the form. Failures are reported by the query client (the entities' `meta`); here they only keep
 * the form as it was, so the admin can try again.
 */
export function useMediaEditor({ withFileId, accept, texts }: MediaKind, operations: MediaOperations) {
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

  const changed = values.name !== original.name || values.fileId !== original.fileId || file !== null;
  useUnsavedChanges(changed || uploads.uploading);

  const enterMode = (id: number | null, next: MediaValues) => {
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
  function problemOf(trimmed: MediaValues): string | undefined {
    if (!trimmed.name || (withFileId && !trimmed.fileId)) return texts.invalidValues;
    if (editingId !== null) return undefined;
    return file ? uploadFileProblem(file, accept) : FILE_REQUIRED;
  }

  async function submit() {
    if (busy) return;
    const trimmed = { name: values.name.trim(), fileId: values.fileId.trim() };
    const problem = problemOf(trimmed);
    if (problem) {
      toast.error(problem);
      return;
    }
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
    if (!(await confirmDeletion(texts.confirmDelete))) return;
    try {
      await operations.remove(id);
      toast.success(texts.deleted);
      if (editingIdRef.current === id) reset();
    } catch {
      // Reported by the query client, which also reloads the list when the item was already gone.
    }
  }

  return {
    values,
    setValues,
    setFile,
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
