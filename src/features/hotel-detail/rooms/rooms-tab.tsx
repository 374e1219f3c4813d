import { useQuery } from '@tanstack/react-query';
import { roomsQuery, useCreateRoom, useDeleteRoom, useUpdateRoom } from '@/entities/rooms/queries';
import type { Room, RoomFields } from '@/entities/rooms/schema';
import { EditableListTab } from '../editable-list-tab';
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
    items: rooms.data,
    create: useCreateRoom(hotelId),
    update: useUpdateRoom(hotelId),
    remove: useDeleteRoom(hotelId),
    texts: ROOM_TEXTS,
    form: { blank: blankRoomValues, fromItem: roomToValues, read: readRoomFields, draftKey: `room:${hotelId}` },
  });

  return <EditableListTab title="Номера" query={rooms} list={list} Form={RoomForm} List={RoomList} />;
}
