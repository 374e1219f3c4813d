import { useDeleteBeach } from '@/entities/beaches/mutations';
import type { Beach } from '@/entities/beaches/schema';
import { confirmDeletion } from '@/shared/ui/confirm/confirm';
import { IconButton } from '@/shared/ui/icon-button';
import { DeleteIcon } from '@/shared/ui/later-icons';
import { ListRow } from '@/shared/ui/list-row';
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
    <ListRow
      title={beach.beach_name}
      actions={
        <IconButton
          label={`Удалить «${beach.beach_name}»`}
          icon={<DeleteIcon />}
          tone="danger"
          disabled={deleteBeach.isPending}
          onClick={() => void remove()}
        />
      }
    />
  );
}
