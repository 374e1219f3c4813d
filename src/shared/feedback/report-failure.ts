import { toast } from '@/shared/ui/toast/toast-store';

/** SPEC.md §8: every failure is logged for developers and shown to the admin in Russian. */
export function reportFailure(context: string, message: string, error: unknown): void {
  console.error(context, error);
  toast.error(message);
}
