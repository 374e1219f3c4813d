import { useMutation, useQueryClient, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';
import type { FailureMeta } from '@/shared/feedback/failure-meta';

type SaveOptions<Data, Variables> = {
  /** The request: a create, an update or a delete. */
  save: (variables: Variables) => Promise<Data>;
  /** SPEC.md §8's console line and toast for its failure, reported by the query client. */
  failure: NonNullable<FailureMeta['failure']>;
  /** The caches it makes stale, refetched once it has succeeded. */
  stale: (variables: Variables) => readonly InvalidateQueryFilters[];
  /** Refetched when the server answers 404: the item was deleted by another admin meanwhile. */
  refetchOnNotFound?: QueryKey;
};

/** A save as every entity makes one: its failure reported alike everywhere, what it changed fetched again. */
export function useSave<Data, Variables>({ save, failure, stale, refetchOnNotFound }: SaveOptions<Data, Variables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    meta: refetchOnNotFound ? { failure, refetchOnNotFound } : { failure },
    onSuccess: (_, variables) => Promise.all(stale(variables).map((filters) => queryClient.invalidateQueries(filters))),
  });
}

/**
 * The keys of an entity listed per hotel (rooms, news, media): `list(hotelId)` is also what an upload
 * invalidates once its file is stored.
 */
export const perHotelKeys = <Entity extends string>(entity: Entity) => ({
  all: [entity] as const,
  lists: () => [entity, 'list'] as const,
  list: (hotelId: number) => [entity, 'list', hotelId] as const,
});
