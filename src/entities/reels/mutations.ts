import { useSave } from '../use-save';
import { deleteReel, updateReel } from './api';
import { reelKeys } from './queries';

export const useUpdateReel = (hotelId: number) =>
  useSave({
    save: updateReel,
    failure: { log: 'Не удалось обновить рилс', toast: 'Ошибка при обновлении рилса!' },
    stale: () => [{ queryKey: reelKeys.list(hotelId) }],
    refetchOnNotFound: reelKeys.list(hotelId),
  });

export const useDeleteReel = (hotelId: number) =>
  useSave({
    save: deleteReel,
    failure: { log: 'Не удалось удалить рилс', toast: 'Ошибка при удалении рилса!' },
    stale: () => [{ queryKey: reelKeys.list(hotelId) }],
    refetchOnNotFound: reelKeys.list(hotelId),
  });
