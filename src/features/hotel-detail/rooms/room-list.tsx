import type { Room } from '@/entities/rooms/schema';
import { IconButton } from '@/shared/ui/icon-button';
import { DeleteIcon, EditIcon } from '@/shared/ui/icons';
import styles from '@/shared/layout/tab-layout.module.css';
import type { TabListProps } from '../editable-list-tab';

function describe({ square_meters, view, max_occupancy }: Room): string {
  return [square_meters > 0 ? `${square_meters} м²` : '', view, `вместимость ${max_occupancy}`]
    .filter(Boolean)
    .join(' · ');
}

export function RoomList({ items: rooms, editingId, deletingId, onEdit, onDelete }: TabListProps<Room>) {
  if (rooms.length === 0) return <p className="empty">Номеров пока нет.</p>;
  return (
    <ul className="list">
      {rooms.map((room) => (
        <li key={room.id} className={`list-row ${room.id === editingId ? styles.editing : ''}`}>
          <div className="list-row__main">
            <div className={styles.itemTitle}>{room.room_type}</div>
            <div className="hint">{describe(room)}</div>
          </div>
          <IconButton label={`Редактировать «${room.room_type}»`} icon={<EditIcon />} onClick={() => onEdit(room)} />
          <IconButton
            label={`Удалить «${room.room_type}»`}
            tone="danger"
            icon={<DeleteIcon />}
            disabled={room.id === deletingId}
            onClick={() => onDelete(room)}
          />
        </li>
      ))}
    </ul>
  );
}
