import { QueryClient } from '@tanstack/react-query';
import { isTransientError } from '@/api/errors';

const MAX_QUERY_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Switching tabs or views back and forth within half a minute reuses what is cached.
        staleTime: 30_000,
        // Telegram's webview loses and regains focus whenever the admin glances at a chat.
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < MAX_QUERY_RETRIES && isTransientError(error),
      },
      mutations: { retry: false },
    },
  });
}
