import { type QueryClient } from '@tanstack/react-query';
import { beachKeys } from '@/entities/query-keys';
import { hideInCachedLists } from '@/shared/deferred-delete/hide-in-lists';
import { useSave } from '../use-save';
import { createRegion, deleteRegion, updateRegion } from './api';
import type { Region } from './schema';
import { regionKeys } from './queries';

const SAVE_FAILURE = { log: 'Не удалось сохранить регион', toast: 'Ошибка при сохранении региона!' };

export const useCreateRegion = () =>
  useSave({ save: createRegion, failure: SAVE_FAILURE, stale: () => [{ queryKey: regionKeys.lists() }] });

export const useUpdateRegion = () =>
  useSave({
    save: updateRegion,
    failure: SAVE_FAILURE,
    stale: (region) => [{ queryKey: regionKeys.lists() }, { queryKey: regionKeys.detail(region.id) }],
    refetchOnNotFound: regionKeys.all,
  });

/** Out of the cached region list at once, while its deletion waits for «Отменить» to lapse. */
export const hideCachedRegion = (queryClient: QueryClient, regionId: number) =>
  hideInCachedLists<Region>(queryClient, regionKeys.lists(), (region) => region.id === regionId);

export const useDeleteRegion = () =>
  useSave({
    save: deleteRegion,
    failure: { log: 'Не удалось удалить регион', toast: 'Ошибка при удалении региона!' },
    // The server removes the region's beaches with it.
    stale: () => [{ queryKey: regionKeys.all }, { queryKey: beachKeys.lists() }],
    refetchOnNotFound: regionKeys.all,
  });
