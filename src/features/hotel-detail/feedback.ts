import { reportFailure } from '@/shared/feedback/report-failure';
import { toast } from '@/shared/ui/toast/toast-store';

type Outcome = {
  success: string;
  failure: { context: string; message: string };
  /** Runs after the success toast, once the entity hook has reloaded the list. */
  then?: () => void;
};

/** The per-call callbacks of a mutation: a success toast, or a logged failure with its toast. */
export function withFeedback({ success, failure, then }: Outcome) {
  return {
    onSuccess: () => {
      toast.success(success);
      then?.();
    },
    onError: (error: unknown) => reportFailure(failure.context, failure.message, error),
  };
}
