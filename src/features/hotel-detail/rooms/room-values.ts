import type { Room, RoomFields } from '@/entities/rooms/schema';
import type { FormReading } from '../use-editable-list';

/** What the room form holds: the inputs' text, converted only on save. */
export type RoomFormValues = Record<keyof RoomFields, string>;

/** Each field's label, in the form and in the question about another admin's change. */
export const ROOM_LABELS: Record<keyof RoomFormValues, string> = {
  room_type: 'Тип номера',
  view: 'Вид',
  square_meters: 'Площадь, м²',
  max_occupancy: 'Вместимость',
};

export const blankRoomValues: RoomFormValues = { room_type: '', square_meters: '', view: '', max_occupancy: '' };

export const roomToValues = (room: Room): RoomFormValues => ({
  room_type: room.room_type,
  square_meters: String(room.square_meters),
  view: room.view,
  max_occupancy: room.max_occupancy,
});

// docs/product.md, Constants: an empty area is 0 and an empty occupancy is '1'.
const DEFAULT_SQUARE_METERS = 0;
const DEFAULT_OCCUPANCY = '1';

/**
 * The room type is required and checked first (docs/product.md, Validation). The area is refused
 * rather than corrected: a silently clamped or rounded number would save something the admin never
 * typed.
 */
export function readRoomFields(values: RoomFormValues): FormReading<RoomFields, keyof RoomFormValues> {
  const room_type = values.room_type.trim();
  if (!room_type) return { problem: 'Введите хотя бы тип комнаты!', field: 'room_type' };
  const area = readArea(values.square_meters);
  if ('problem' in area) return { problem: area.problem, field: 'square_meters' };
  return {
    fields: {
      room_type,
      square_meters: area.value,
      view: values.view.trim(),
      max_occupancy: values.max_occupancy.trim() || DEFAULT_OCCUPANCY,
    },
  };
}

// The server stores the area as an integer (docs/product.md, Entities).
function readArea(text: string): { value: number } | { problem: string } {
  const trimmed = text.trim();
  if (!trimmed) return { value: DEFAULT_SQUARE_METERS };
  const area = Number(trimmed);
  if (area < 0) return { problem: 'Площадь не может быть отрицательной!' };
  if (!Number.isInteger(area)) return { problem: 'Площадь должна быть целым числом!' };
  return { value: area };
}
