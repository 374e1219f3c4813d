import { useMutation, useQueryClient, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';
import type { UploadOptions } from '@/api/uploader';
import type { FailureMeta } from '@/shared/feedback/failure-meta';

type Failure = NonNullable<FailureMeta['failure']>;

type SaveOptions<Data, Variables> = {
  /** The request: a create, an update or a delete. */
  save: (variables: Variables) => Promise<Data>;
  /** The console line and toast for its failure (docs/product.md, Errors), reported by the query client. */
  failure: Failure;
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

/** An update or a delete of an item in one list (a hotel's rooms, news, media): the list is fetched again after it, and on a 404. */
export const useListItemSave = <Data, Variables>(list: QueryKey, save: (variables: Variables) => Promise<Data>, failure: Failure) =>
  useSave({ save, failure, stale: () => [{ queryKey: list }], refetchOnNotFound: list });

/** What an upload's mutation takes: the file, its text fields, and the uploader's options. */
export type Upload<Fields> = UploadOptions & { fields: Fields; file: File };
