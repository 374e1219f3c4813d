import { serverReason } from '@/api/server-reason';
import { toast } from '@/shared/ui/toast/toast-store';

/**
 * Every failure is logged for developers and shown to the admin in Russian (docs/product.md, Errors),
 * with the server's own reason (or the network's) on a second line when there is one.
 */
export function reportFailure(context: string, message: string, error: unknown): void {
  console.error(context, error);
  toast.error(message, serverReason(error));
}
