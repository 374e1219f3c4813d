import { useEffect, useRef, useState } from 'react';
import type { UploadOptions } from '@/api/uploader';
import { toast } from '@/shared/ui/toast/toast-store';

/**
 * One upload at a time, with its progress (a rounded percent, back to 0 when it ends)
 * and two ways to stop it: the admin's «Отменить», said in a neutral toast since nothing went wrong,
 * and leaving the tab, which aborts without a word.
 */
export function useUploadRun() {
  const [progress, setProgress] = useState(0);
  const [uploading, setUploading] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  /** Resolves whether the upload went through; a failure is the query client's to report. */
  async function run(send: (options: UploadOptions) => Promise<unknown>): Promise<boolean> {
    const current = new AbortController();
    controller.current = current;
    setUploading(true);
    try {
      await send({ onProgress: setProgress, signal: current.signal });
      return true;
    } catch {
      return false;
    } finally {
      controller.current = null;
      setUploading(false);
      setProgress(0);
    }
  }

  function cancel() {
    if (!controller.current) return;
    controller.current.abort();
    toast.success('Загрузка отменена');
  }

  return { progress, uploading, run, cancel };
}
