import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { beachKeys } from '@/entities/beaches/queries';
import { createRegion, deleteRegion, fetchRegion, fetchRegions, updateRegion } from './api';

export const regionKeys = {
  all: ['regions'] as const,
  lists: () => [...regionKeys.all, 'list'] as const,
  detail: (id: number) => [...regionKeys.all, 'detail', id] as const,
};

export const regionsQuery = () =>
  queryOptions({ queryKey: regionKeys.lists(), queryFn: ({ signal }) => fetchRegions(signal) });

export const regionQuery = (id: number) =>
  queryOptions({ queryKey: regionKeys.detail(id), queryFn: ({ signal }) => fetchRegion(id, signal) });

export function useCreateRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regionKeys.lists() }),
  });
}

export function useUpdateRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegion,
    onSuccess: (_, region) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: regionKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: regionKeys.detail(region.id) }),
      ]),
  });
}

export function useDeleteRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRegion,
    // The server removes the region's beaches with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: regionKeys.all }),
        queryClient.invalidateQueries({ queryKey: beachKeys.lists() }),
      ]),
  });
}
