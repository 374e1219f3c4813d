import { useEffect, useRef, useState } from 'react';
import { confirmDeletion } from '@/shared/ui/confirm/confirm';
import { toast } from '@/shared/ui/toast/toast-store';
import { FILE_REQUIRED, type MediaItem, type MediaKind, type MediaOperations, type MediaValues } from './media-kind';
import { reportFailure } from '@/shared/feedback/report-failure';

const EMPTY_VALUES: MediaValues = { name: '', fileId: '' };

/**
 * The create/edit state machine of SPEC.md §4 shared by the photo, video and reels tabs:
 * Edit enters edit mode; Save, Cancel or deleting the edited item leave it; every success resets
 * the form. An upload still running when the tab unmounts is aborted without a word.
 */
export function useMediaEditor({ withFileId, texts }: MediaKind, operations: MediaOperations) {
  const [values, setValues] = useState<MediaValues>(EMPTY_VALUES);
  const [file, setFile] = useState<File | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [progress, setProgress] = useState(0);
  const [busy, setBusy] = useState(false);
  // A file input cannot be cleared through state; a new key gives a fresh, empty one.
  const [fileInputKey, setFileInputKey] = useState(0);
  const uploadController = useRef<AbortController | null>(null);
  const editingIdRef = useRef<number | null>(null);

  useEffect(() => () => uploadController.current?.abort(), []);

  const enterMode = (id: number | null, next: MediaValues) => {
    editingIdRef.current = id;
    setEditingId(id);
    setValues(next);
    setFile(null);
    setProgress(0);
    setFileInputKey((key) => key + 1);
  };
  const reset = () => enterMode(null, EMPTY_VALUES);

  async function upload(chosen: File, trimmed: MediaValues) {
    const controller = new AbortController();
    uploadController.current = controller;
    try {
      await operations.upload(trimmed, chosen, { onProgress: setProgress, signal: controller.signal });
      toast.success(texts.uploaded);
      reset();
    } catch (error) {
      if (controller.signal.aborted) return;
      reportFailure(`${texts.heading}: загрузка файла`, texts.uploadFailed, error);
      setProgress(0);
    } finally {
      uploadController.current = null;
    }
  }

  async function update(id: number, trimmed: MediaValues) {
    try {
      await operations.update(id, trimmed);
      toast.success(texts.updated);
      reset();
    } catch (error) {
      reportFailure(`${texts.heading}: обновление`, texts.updateFailed, error);
    }
  }

  async function submit() {
    if (busy) return;
    const trimmed = { name: values.name.trim(), fileId: values.fileId.trim() };
    if (!trimmed.name || (withFileId && !trimmed.fileId)) {
      toast.error(texts.invalidValues);
      return;
    }
    if (editingId === null && !file) {
      toast.error(FILE_REQUIRED);
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
    if (busy) return;
    let current = item;
    if (operations.loadForEdit) {
      setBusy(true);
      try {
        current = await operations.loadForEdit(item.id);
      } catch (error) {
        reportFailure(`${texts.heading}: данные для редактирования`, texts.editLoadFailed ?? texts.updateFailed, error);
        return;
      } finally {
        setBusy(false);
      }
    }
    enterMode(current.id, { name: current.name, fileId: current.fileId ?? '' });
  }

  async function remove(id: number) {
    if (!(await confirmDeletion(texts.confirmDelete))) return;
    try {
      await operations.remove(id);
      toast.success(texts.deleted);
      if (editingIdRef.current === id) reset();
    } catch (error) {
      reportFailure(`${texts.heading}: удаление`, texts.deleteFailed, error);
    }
  }

  return {
    values,
    setValues,
    file,
    setFile,
    editingId,
    progress,
    busy,
    fileInputKey,
    submit,
    startEdit,
    cancelEdit: reset,
    remove,
  };
}

export type MediaEditor = ReturnType<typeof useMediaEditor>;
