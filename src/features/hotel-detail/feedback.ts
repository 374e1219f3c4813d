import { toast, type ToastOptions } from '@/shared/ui/toast/toast-store';

/**
 * The per-call success callback of a mutation: its toast, then the form's next mode. Failures
 * are not handled here: the query client reports them from the mutation's `meta`.
 */
export function withSuccessToast(message: string, then: () => void, options?: ToastOptions) {
  return {
    onSuccess: () => {
      toast.success(message, options);
      then();
    },
  };
}
