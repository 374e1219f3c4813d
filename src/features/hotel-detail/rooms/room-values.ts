import type { Room, RoomFields } from '@/entities/rooms/schema';

/** What the room form holds: the inputs' text, converted only on save. */
export type RoomFormValues = Record<keyof RoomFields, string>;

export const blankRoomValues: RoomFormValues = { room_type: '', square_meters: '', view: '', max_occupancy: '' };

export const roomToValues = (room: Room): RoomFormValues => ({
  room_type: room.room_type,
  square_meters: String(room.square_meters),
  view: room.view,
  max_occupancy: room.max_occupancy,
});

// SPEC.md §9: an empty area is 0 and an empty occupancy is '1'.
const DEFAULT_SQUARE_METERS = 0;
const DEFAULT_OCCUPANCY = '1';

export type RoomValidation = { fields: RoomFields } | { problem: string };

/** SPEC.md §5: only the room type is required; the server stores the area as an integer. */
export function readRoomFields(values: RoomFormValues): RoomValidation {
  const room_type = values.room_type.trim();
  if (!room_type) return { problem: 'Введите хотя бы тип комнаты!' };
  const area = Number(values.square_meters.trim() || DEFAULT_SQUARE_METERS);
  return {
    fields: {
      room_type,
      square_meters: Number.isFinite(area) ? Math.max(0, Math.round(area)) : DEFAULT_SQUARE_METERS,
      view: values.view.trim(),
      max_occupancy: values.max_occupancy.trim() || DEFAULT_OCCUPANCY,
    },
  };
}
