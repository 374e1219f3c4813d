import { useQuery } from '@tanstack/react-query';
import { roomsQuery, useCreateRoom, useDeleteRoom, useUpdateRoom } from '@/entities/rooms/queries';
import type { Room, RoomFields } from '@/entities/rooms/schema';
import { LoadFailed } from '@/shared/ui/load-failed';
import { ListCard, Loading } from '../list-card';
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
      <ListCard title="Номера" count={rooms.data?.length} headingRef={list.listHeadingRef}>
        {rooms.data ? (
          <RoomList
            rooms={rooms.data}
            editingId={list.editing?.id}
            deletingId={list.deletingId}
            onEdit={list.startEdit}
            onDelete={list.remove}
          />
        ) : rooms.isError ? (
          <LoadFailed onRetry={() => void rooms.refetch()} />
        ) : (
          <Loading />
        )}
      </ListCard>
    </div>
  );
}
