import { useQuery } from '@tanstack/react-query';
import { roomsQuery, useCreateRoom, useDeleteRoom, useUpdateRoom } from '@/entities/rooms/queries';
import type { Room, RoomFields } from '@/entities/rooms/schema';
import { ListCard } from '@/shared/layout/list-card';
import styles from '@/shared/layout/tab-layout.module.css';
import { useEditableList, type EditableListTexts } from '../use-editable-list';
import { RoomForm } from './room-form';
import { RoomList } from './room-list';
import { blankRoomValues, readRoomFields, roomToValues, type RoomFormValues } from './room-values';

const ROOM_TEXTS: EditableListTexts = {
  created: 'Комната создана!',
  updated: 'Комната обновлена!',
  deleted: 'Комната удалена!',
  confirmDelete: 'Удалить комнату безвозвратно?',
};

export function RoomsTab({ hotelId }: { hotelId: number }) {
  const rooms = useQuery(roomsQuery(hotelId));
  const list = useEditableList<Room, RoomFields, RoomFormValues>({
    create: useCreateRoom(hotelId),
    update: useUpdateRoom(hotelId),
    remove: useDeleteRoom(hotelId),
    texts: ROOM_TEXTS,
    form: { blank: blankRoomValues, fromItem: roomToValues, read: readRoomFields },
  });

  return (
    <div className={styles.tab}>
      <RoomForm
        room={list.editing}
        form={list.form}
        pending={list.saving}
        onSubmit={list.save}
        onCancel={list.cancelEdit}
      />
      <ListCard title="Номера" list={rooms} headingRef={list.listHeadingRef}>
        {(items) => (
          <RoomList
            rooms={items}
            editingId={list.editing?.id}
            deletingId={list.deletingId}
            onEdit={list.startEdit}
            onDelete={list.remove}
          />
        )}
      </ListCard>
    </div>
  );
}
