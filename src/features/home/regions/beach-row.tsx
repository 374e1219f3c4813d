import { useDeleteBeach } from '@/entities/beaches/mutations';
import type { Beach } from '@/entities/beaches/schema';
import { confirmDeletion } from '@/shared/ui/confirm/confirm';
import { IconButton } from '@/shared/ui/icon-button';
import { DeleteIcon } from '@/shared/ui/icons';
import { toast } from '@/shared/ui/toast/toast-store';

type BeachRowProps = {
  beach: Beach;
  /** Once the deletion is over, with the element focused when it was asked for (the row's button, now gone). */
  onDeleteSettled: (formerFocus: Element | null) => void;
};

/** One beach; each row has its own mutation so only the beach being deleted is disabled. */
export function BeachRow({ beach, onDeleteSettled }: BeachRowProps) {
  const deleteBeach = useDeleteBeach();

  async function remove() {
    const trigger = document.activeElement;
    if (!(await confirmDeletion('Удалить пляж?'))) return;
    deleteBeach.mutate(
      { id: beach.id, region_id: beach.region_id },
      { onSuccess: () => toast.success('Пляж удалён!'), onSettled: () => onDeleteSettled(trigger) },
    );
  }

  return (
    <li className="list-row">
      <span className="list-row__main">{beach.beach_name}</span>
      <IconButton
        label={`Удалить «${beach.beach_name}»`}
        icon={<DeleteIcon size={18} />}
        tone="danger"
        disabled={deleteBeach.isPending}
        onClick={() => void remove()}
      />
    </li>
  );
}
