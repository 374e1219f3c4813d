import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { verifyLogin } from '@/api/auth';
import { errorPageReason } from '@/api/failure-kind';
import { takePlaceAtSessionEnd } from '@/app/session-ended';
import { Spinner } from '@/shared/ui/spinner';

// The router decodes a canonical number such as "1" into 1, losslessly; the handshake wants text.
const queryText = z.catch(
  z.optional(z.pipe(z.union([z.string(), z.number(), z.boolean()]), z.transform(String))),
  undefined,
);

export const Route = createFileRoute('/verify')({
  validateSearch: z.object({ tg_id: queryText, hash: queryText }),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { tg_id, hash } }) => {
    if (!tg_id || !hash) throw redirect({ to: '/error', replace: true });
    try {
      await verifyLogin({ tg_id, hash });
    } catch (error) {
      console.error('Вход не удался', error);
      // A refused handshake (401/403) means "not an administrator or a stale link": the plain page
      // says exactly that; "session ended" would be wrong for someone who never had one.
      const reason = errorPageReason(error) === 'unavailable' ? 'unavailable' : undefined;
      throw redirect({ to: '/error', search: { reason }, replace: true });
    }
    throw redirect({ to: '/homePage', search: takePlaceAtSessionEnd(tg_id) ?? {}, replace: true });
  },
  pendingComponent: VerifyPending,
  pendingMs: 0,
  // index.html has usually sent the handshake before the bundle ran: the moment it is done, the
  // panel goes on, instead of holding «Проверяем доступ…» for the router's default half second.
  pendingMinMs: 0,
});

/** Drawn with the entry, before any chunk could arrive: the handshake is usually under way already. */
function VerifyPending() {
  return (
    <main className="centered-page" aria-busy="true">
      <Spinner />
      <p role="status">Проверяем доступ…</p>
    </main>
  );
}
