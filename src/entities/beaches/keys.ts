import type { BeachListParams } from './schema';

export const beachKeys = {
  all: ['beaches'] as const,
  lists: () => [...beachKeys.all, 'list'] as const,
  list: (params: BeachListParams = {}) => [...beachKeys.lists(), params] as const,
};
