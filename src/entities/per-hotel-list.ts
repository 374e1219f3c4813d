import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { FailureMeta } from '@/shared/feedback/failure-meta';

/**
 * The keys of an entity listed per hotel (rooms, news, media): `list(hotelId)` is also what an upload
 * invalidates once its file is stored.
 */
export const perHotelKeys = <Entity extends string>(entity: Entity) => ({
  all: [entity] as const,
  lists: () => [entity, 'list'] as const,
  list: (hotelId: number) => [entity, 'list', hotelId] as const,
});

/** The query of a hotel's list of an entity, kept under `keys.list(hotelId)`. */
export const perHotelListQuery =
  <Item>(
    keys: { list: (hotelId: number) => QueryKey },
    fetch: (hotelId: number, signal: AbortSignal) => Promise<Item[]>,
    failure: NonNullable<FailureMeta['failure']>,
  ) =>
  (hotelId: number) =>
    queryOptions({ queryKey: keys.list(hotelId), queryFn: ({ signal }) => fetch(hotelId, signal), meta: { failure } });
