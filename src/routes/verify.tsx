import { createFileRoute, redirect } from '@tanstack/react-router';
import { verifyLogin } from '@/api/auth';
import { VerifyPending } from '@/features/auth/verify-pending';

export const Route = createFileRoute('/verify')({
  // Read the raw query: the router's JSON search parsing would turn a hash like "1e5" into a number.
  loader: async ({ location }) => {
    const query = new URLSearchParams(location.searchStr);
    const tg_id = query.get('tg_id');
    const hash = query.get('hash');
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
