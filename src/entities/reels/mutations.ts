import { useListItemSave } from '../use-save';
import { deleteReel, updateReel } from './api';
import { reelKeys } from './queries';

export const useUpdateReel = (hotelId: number) =>
  useListItemSave(reelKeys.list(hotelId), updateReel, { log: 'Не удалось обновить рилс', toast: 'Ошибка при обновлении рилса!' });

export const useDeleteReel = (hotelId: number) =>
  useListItemSave(reelKeys.list(hotelId), deleteReel, { log: 'Не удалось удалить рилс', toast: 'Ошибка при удалении рилса!' });
