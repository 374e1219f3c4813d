import { useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from '@/shared/ui/toast/toast-store';
import { useUnsavedChanges } from '@/shared/unsaved-changes/pending-work';
import type { MediaKind, MediaOperations } from './media-kind';
import { UploadQueue, isSettled, isUnsent, type SendUpload } from './upload-queue';
import { fileTypeProblem, prepareUpload } from './upload-file-check';

/** How long the rows of a finished queue stay, so the admin sees them end, before they go by themselves. */
export const FINISHED_ROWS_LINGER_MS = 4000;

/**
 * The upload queue of one media tab, sent through the kind's upload: a cancel and a finished batch
 * are toasted, anything unsent is pending work, sent rows leave a finished queue by themselves, and
 * all is aborted without a word when the tab goes.
 */
export function useUploadQueue(kind: MediaKind, upload: MediaOperations['upload']) {
  const toSend =
    (send: MediaOperations['upload']): SendUpload =>
    (name, file, options) =>
      send({ name, fileId: '' }, file, options);
  const [queue] = useState(
    () =>
      new UploadQueue(
        {
          refusalOf: (file) => fileTypeProblem(file, kind.accept),
          prepare: (file) => prepareUpload(file, kind),
          nameRequired: kind.texts.invalidValues,
          onCancelled: ({ file }) => toast.success(`Загрузка «${file.name}» отменена`),
          onBatchSent: (count) => toast.success(kind.several?.uploadedCount(count) ?? kind.texts.uploaded),
        },
        toSend(upload),
      ),
  );
  // The operations are rebuilt on every render; the queue, built once, sends through the latest.
  useEffect(() => {
    queue.sendWith(toSend(upload));
  });
  useEffect(() => {
    queue.attach();
    return () => queue.detach();
  }, [queue]);
  const uploads = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  useUnsavedChanges(uploads.some(isUnsent));

  // Once every row is over, the sent ones go after a moment; a failed one stays with its «Повторить».
  const finished = uploads.some((upload) => upload.status === 'done') && uploads.every(isSettled);
  useEffect(() => {
    if (!finished) return;
    const timer = setTimeout(() => queue.removeSent(), FINISHED_ROWS_LINGER_MS);
    return () => clearTimeout(timer);
  }, [finished, queue]);

  /** Starts what is not started yet; one without a name says so. */
  function startAll() {
    if (queue.startAll() > 0) toast.error(kind.texts.invalidValues);
  }

  function retry(key: number) {
    if (!queue.retry(key)) toast.error(kind.texts.invalidValues);
  }

  return { queue, uploads, startAll, retry };
}

export type UploadQueueState = ReturnType<typeof useUploadQueue>;
