import { useQuery } from '@tanstack/react-query';
import { roomsQuery, useCreateRoom, useDeleteRoom, useUpdateRoom } from '@/entities/rooms/queries';
import type { Room } from '@/entities/rooms/schema';
import { confirmDeletion } from '@/shared/ui/confirm/confirm';
import { toast } from '@/shared/ui/toast/toast-store';
import { withFeedback } from '../feedback';
import { ListCard, LoadFailed, Loading } from '../list-card';
import styles from '../tab-layout.module.css';
import { useEditMode } from '../use-edit-mode';
import { useQueryFailureToast } from '@/shared/feedback/use-query-failure-toast';
import { RoomForm } from './room-form';
import { RoomList } from './room-list';
import { readRoomFields, type RoomFormValues } from './room-values';

export function RoomsTab({ hotelId }: { hotelId: number }) {
  const rooms = useQuery(roomsQuery(hotelId));
  useQueryFailureToast(rooms, 'Не удалось загрузить комнаты', 'Ошибка при загрузке комнат!');
  const createRoom = useCreateRoom(hotelId);
  const updateRoom = useUpdateRoom(hotelId);
  const deleteRoom = useDeleteRoom(hotelId);
  const { editing, formKey, startEdit, cancelEdit, finishSave, forgetDeleted } = useEditMode<Room>();

  function save(values: RoomFormValues) {
    const result = readRoomFields(values);
    if ('problem' in result) {
      toast.error(result.problem);
      return;
    }
    if (editing) {
      updateRoom.mutate(
        { ...result.fields, id: editing.id },
        withFeedback({
          success: 'Комната обновлена!',
          failure: { context: 'Не удалось обновить комнату', message: 'Ошибка при обновлении комнаты!' },
          then: finishSave,
        }),
      );
    } else {
      createRoom.mutate(
        result.fields,
        withFeedback({
          success: 'Комната создана!',
          failure: { context: 'Не удалось создать комнату', message: 'Ошибка при создании комнаты!' },
          then: finishSave,
        }),
      );
    }
  }

  async function remove(room: Room) {
    if (!(await confirmDeletion('Удалить комнату безвозвратно?'))) return;
    deleteRoom.mutate(
      room.id,
      withFeedback({
        success: 'Комната удалена!',
        failure: { context: 'Не удалось удалить комнату', message: 'Ошибка при удалении комнаты!' },
        then: () => forgetDeleted(room.id),
      }),
    );
  }

  return (
    <div className={styles.tab}>
      <RoomForm
        resetKey={formKey}
        room={editing}
        pending={createRoom.isPending || updateRoom.isPending}
        onSubmit={save}
        onCancel={cancelEdit}
      />
      <ListCard title="Номера" count={rooms.data?.length}>
        {rooms.data ? (
          <RoomList
            rooms={rooms.data}
            editingId={editing?.id}
            deletingId={deleteRoom.isPending ? deleteRoom.variables : undefined}
            onEdit={startEdit}
            onDelete={(room) => void remove(room)}
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
