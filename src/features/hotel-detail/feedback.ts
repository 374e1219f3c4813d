import { toast } from '@/shared/ui/toast/toast-store';

/** SPEC.md §8: every failure is logged for developers and shown to the admin in Russian. */
export function reportFailure(context: string, message: string, error: unknown): void {
  console.error(context, error);
  toast.error(message);
}

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
