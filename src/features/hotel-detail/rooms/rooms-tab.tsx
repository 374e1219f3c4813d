import { useQuery, useQueryClient } from '@tanstack/react-query';
import { roomsQuery } from '@/entities/rooms/queries';
import { useCreateRoom, useDeleteRoom, useUpdateRoom } from '@/entities/rooms/mutations';
import type { Room, RoomFields } from '@/entities/rooms/schema';
import { EditableListTab } from '../editable-list-tab';
import { useEditableList, type EditableListTexts } from '../use-editable-list';
import { RoomForm } from './room-form';
import { RoomList } from './room-list';
import { blankRoomValues, readRoomFields, ROOM_LABELS, roomToValues, type RoomFormValues } from './room-values';

const ROOM_TEXTS: EditableListTexts = {
  created: 'Комната создана!',
  updated: 'Комната обновлена!',
  deleted: 'Комната удалена!',
  confirmDelete: 'Удалить комнату безвозвратно?',
  changedByAnother: 'Номер изменён другим администратором',
};

export function RoomsTab({ hotelId }: { hotelId: number }) {
  const rooms = useQuery(roomsQuery(hotelId));
  const queryClient = useQueryClient();
  const list = useEditableList<Room, RoomFields, RoomFormValues>({
    items: rooms.data,
    loadList: () => queryClient.fetchQuery({ ...roomsQuery(hotelId), staleTime: 0 }),
    create: useCreateRoom(hotelId),
    update: useUpdateRoom(hotelId),
    remove: useDeleteRoom(hotelId),
    texts: ROOM_TEXTS,
    form: { blank: blankRoomValues, fromItem: roomToValues, read: readRoomFields, draftKey: `room:${hotelId}`, labels: ROOM_LABELS },
  });

  return <EditableListTab title="Номера" query={rooms} list={list} Form={RoomForm} List={RoomList} />;
}
