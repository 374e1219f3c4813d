import { queryOptions } from '@tanstack/react-query';
import { perHotelKeys } from '../use-save';
import { fetchRooms } from './api';

export const roomKeys = perHotelKeys('rooms');

export const roomsQuery = (hotelId: number) =>
  queryOptions({
    queryKey: roomKeys.list(hotelId),
    queryFn: ({ signal }) => fetchRooms(hotelId, signal),
    meta: { failure: { log: 'Не удалось загрузить комнаты', toast: 'Ошибка при загрузке комнат!' } },
  });
