import { useEffect } from 'react';
import { toast } from '@/shared/ui/toast/toast-store';

/** Logs and toasts each new failure of a query once, however often the component re-renders. */
export function useQueryErrorToast(error: Error | null, message: string): void {
  useEffect(() => {
    if (!error) return;
    console.error(message, error);
    toast.error(message);
  }, [error, message]);
}
