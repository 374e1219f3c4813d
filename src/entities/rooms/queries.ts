import { perHotelKeys, perHotelListQuery } from '../per-hotel-list';
import { fetchRooms } from './api';

export const roomKeys = perHotelKeys('rooms');

export const roomsQuery = perHotelListQuery(roomKeys, fetchRooms, {
  log: 'Не удалось загрузить комнаты',
  toast: 'Ошибка при загрузке комнат!',
});
