import { useEffect, useRef } from 'react';
import { toast } from '@/shared/ui/toast/toast-store';

/** Logs a failed load and toasts it, once per error (a remount in StrictMode does not repeat it). */
export function useReportedError(error: Error | null, context: string, message: string): void {
  const reported = useRef<Error | null>(null);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    console.error(context, error);
    toast.error(message);
  }, [error, context, message]);
}
