import { useQuery } from '@tanstack/react-query';
import { roomsQuery, useCreateRoom, useDeleteRoom, useUpdateRoom } from '@/entities/rooms/queries';
import type { Room, RoomFields } from '@/entities/rooms/schema';
import { useQueryFailureToast } from '@/shared/feedback/use-query-failure-toast';
import { ListCard, LoadFailed, Loading } from '../list-card';
import styles from '../tab-layout.module.css';
import { useEditableList, type EditableListTexts } from '../use-editable-list';
import { RoomForm } from './room-form';
import { RoomList } from './room-list';
import { readRoomFields } from './room-values';

const ROOM_TEXTS: EditableListTexts = {
  created: 'Комната создана!',
  updated: 'Комната обновлена!',
  deleted: 'Комната удалена!',
  confirmDelete: 'Удалить комнату безвозвратно?',
  createFailed: { context: 'Не удалось создать комнату', message: 'Ошибка при создании комнаты!' },
  updateFailed: { context: 'Не удалось обновить комнату', message: 'Ошибка при обновлении комнаты!' },
  deleteFailed: { context: 'Не удалось удалить комнату', message: 'Ошибка при удалении комнаты!' },
};

export function RoomsTab({ hotelId }: { hotelId: number }) {
  const rooms = useQuery(roomsQuery(hotelId));
  useQueryFailureToast(rooms, 'Не удалось загрузить комнаты', 'Ошибка при загрузке комнат!');
  const list = useEditableList<Room, RoomFields>({
    create: useCreateRoom(hotelId),
    update: useUpdateRoom(hotelId),
    remove: useDeleteRoom(hotelId),
    texts: ROOM_TEXTS,
  });

  return (
    <div className={styles.tab}>
      <RoomForm
        resetKey={list.formKey}
        room={list.editing}
        pending={list.saving}
        onSubmit={(values) => list.save(readRoomFields(values))}
        onCancel={list.cancelEdit}
      />
      <ListCard title="Номера" count={rooms.data?.length}>
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
