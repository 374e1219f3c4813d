import { confirmDeletion } from '@/shared/ui/confirm/confirm';
import { deferAction, type DeferredAction } from './deferred-action';
import type { HiddenItem } from './hide-in-lists';

export type Deletion = Pick<DeferredAction, 'pending' | 'done'> & {
  /** A question of docs/product.md, Deletion: 'Удалить отель безвозвратно?' */
  question: string;
  /** Takes the item out of the lists on screen (see `hideInCachedLists`). */
  hide: () => HiddenItem;
  /** Leaves the screen of the item, which is gone for the admin from now on. */
  leave: () => void;
  /** The delete request (its mutation reports a failure); it must be sent with `keepalive`. */
  send: () => Promise<unknown>;
};

/**
 * Asks, then makes the item disappear at once while its request waits for «Отменить» to lapse:
 * undoing puts it back without a request, a failed request puts it back after its toast.
 */
export async function deleteWithUndo({ question, hide, leave, pending, done, send }: Deletion): Promise<void> {
  if (!(await confirmDeletion(question))) return;
  const hidden = hide();
  leave();
  deferAction({
    pending,
    done,
    send: () => send().then(() => hidden.release()),
    undo: hidden.restore,
  });
}
