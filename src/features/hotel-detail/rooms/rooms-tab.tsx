import { useQuery, useQueryClient } from '@tanstack/react-query';
import { roomsQuery } from '@/entities/rooms/queries';
import { useCreateRoom, useDeleteRoom, useUpdateRoom } from '@/entities/rooms/mutations';
import type { Room, RoomFields } from '@/entities/rooms/schema';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { IconButton } from '@/shared/ui/icon-button';
import { EditIcon } from '@/shared/ui/icons';
import { DeleteIcon } from '@/shared/ui/later-icons';
import { ListRow } from '@/shared/ui/list-row';
import { EditableListTab, FormCard, type EditableList } from '../editable-list-tab';
import { useEditableList } from '../use-editable-list';
import { blankRoomValues, readRoomFields, ROOM_LABELS, roomToValues, type RoomFormValues } from './room-values';
import styles from './room-form.module.css';

export function RoomsTab({ hotelId }: { hotelId: number }) {
  const rooms = useQuery(roomsQuery(hotelId));
  const queryClient = useQueryClient();
  const list = useEditableList<Room, RoomFields, RoomFormValues>({
    items: rooms.data,
    loadList: () => queryClient.fetchQuery({ ...roomsQuery(hotelId), staleTime: 0 }),
    create: useCreateRoom(hotelId),
    update: useUpdateRoom(hotelId),
    remove: useDeleteRoom(hotelId),
    texts: {
      created: 'Комната создана!',
      updated: 'Комната обновлена!',
      deleted: 'Комната удалена!',
      confirmDelete: 'Удалить комнату безвозвратно?',
      changedByAnother: 'Номер изменён другим администратором',
    },
    form: { blank: blankRoomValues, fromItem: roomToValues, read: readRoomFields, draftKey: `room:${hotelId}`, labels: ROOM_LABELS },
  });

  return <EditableListTab title="Номера" addLabel="Добавить номер" query={rooms} list={list} Form={RoomForm} List={RoomList} />;
}

function RoomForm({ list }: { list: EditableList<Room, RoomFormValues> }) {
  const { values, setField, errorOf } = list.form;
  const bind = (name: keyof RoomFormValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  return (
    <FormCard title={list.editing ? 'Редактирование номера' : 'Новый номер'} list={list}>
      <div className={styles.fields}>
        <div className={styles.wide}>
          <Field label={ROOM_LABELS.room_type} required error={errorOf('room_type')}>
            <input className="input" autoComplete="off" {...bind('room_type')} />
          </Field>
        </div>
        <div className={styles.wide}>
          <Field label={ROOM_LABELS.view} error={errorOf('view')}>
            <input className="input" autoComplete="off" {...bind('view')} />
          </Field>
        </div>
        <Field label={ROOM_LABELS.square_meters} error={errorOf('square_meters')}>
          <input className="input" type="number" inputMode="numeric" min={0} step={1} {...bind('square_meters')} />
        </Field>
        <Field label={ROOM_LABELS.max_occupancy} hint="Например, 2 или 2+2" error={errorOf('max_occupancy')}>
          <input className="input" autoComplete="off" {...bind('max_occupancy')} />
        </Field>
      </div>
    </FormCard>
  );
}

function describe({ square_meters, view, max_occupancy }: Room): string {
  return [square_meters > 0 ? `${square_meters} м²` : '', view, `вместимость ${max_occupancy}`]
    .filter(Boolean)
    .join(' · ');
}

function RoomList({ items: rooms, list }: { items: readonly Room[]; list: EditableList<Room, RoomFormValues> }) {
  if (rooms.length === 0) return <EmptyState text="Номеров пока нет." />;
  return (
    <ul className="list">
      {rooms.map((room) => (
        <ListRow
          key={room.id}
          title={room.room_type}
          meta={describe(room)}
          selected={room.id === list.editing?.id}
          actions={
            <>
              <IconButton label={`Редактировать «${room.room_type}»`} icon={<EditIcon />} onClick={() => list.startEdit(room)} />
              <IconButton
                label={`Удалить «${room.room_type}»`}
                tone="danger"
                icon={<DeleteIcon />}
                disabled={room.id === list.deletingId}
                onClick={() => list.remove(room)}
              />
            </>
          }
        />
      ))}
    </ul>
  );
}
