import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { verifyLogin } from '@/api/auth';
import { VerifyPending } from '@/features/auth/verify-pending';

export const Route = createFileRoute('/verify')({
  validateSearch: z.object({
    tg_id: z.catch(z.optional(z.string()), undefined),
    hash: z.catch(z.optional(z.string()), undefined),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { tg_id, hash } }) => {
    if (!tg_id || !hash) throw redirect({ to: '/error', replace: true });
    try {
      await verifyLogin({ tg_id, hash });
    } catch (error) {
      console.error('Вход не удался', error);
      throw redirect({ to: '/error', replace: true });
    }
    throw redirect({ to: '/homePage', replace: true });
  },
  pendingComponent: VerifyPending,
  pendingMs: 0,
});
