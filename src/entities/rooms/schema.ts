import * as z from 'zod/mini';
import { lenientList } from '../lenient-list';

export const roomSchema = z.object({
  id: z.int(),
  room_type: z.string(),
  square_meters: z.int(),
  view: z.string(),
  // Text, not a number: occupancies like '2+2' are common.
  max_occupancy: z.string(),
  hotel_id: z.int(),
});

export const roomListSchema = lenientList('комнаты', roomSchema);

export type Room = z.infer<typeof roomSchema>;
export type RoomInput = Omit<Room, 'id'>;
/** What a room form edits; the hotel comes from the screen the form is on. */
export type RoomFields = Omit<RoomInput, 'hotel_id'>;
