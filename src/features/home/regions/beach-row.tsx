import { useDeleteBeach } from '@/entities/beaches/queries';
import type { Beach } from '@/entities/beaches/schema';
import { confirmDeletion } from '@/shared/ui/confirm/confirm';
import { IconButton } from '@/shared/ui/icon-button';
import { DeleteIcon } from '@/shared/ui/icons';
import { toast } from '@/shared/ui/toast/toast-store';

/** One beach; each row has its own mutation so only the beach being deleted is disabled. */
export function BeachRow({ beach }: { beach: Beach }) {
  const deleteBeach = useDeleteBeach();

  async function remove() {
    if (!(await confirmDeletion('Удалить пляж?'))) return;
    deleteBeach.mutate({ id: beach.id, region_id: beach.region_id }, { onSuccess: () => toast.success('Пляж удалён!') });
  }

  return (
    <li className="list-row">
      <span className="list-row__main">{beach.beach_name}</span>
      <IconButton
        label="Удалить"
        icon={<DeleteIcon size={18} />}
        tone="danger"
        disabled={deleteBeach.isPending}
        onClick={() => void remove()}
      />
    </li>
  );
}
