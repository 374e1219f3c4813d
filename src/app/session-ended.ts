import type { AnyRouter } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { readUserInfo } from '@/api/user-info';
import { forgetPersistedQueries } from './persisted-queries';
import { homeSearchSchema, type HomeSearch } from '@/navigation/view-state';

/** Where the admin was when the session ended, in localStorage: the reopened panel starts there. */
const PLACE_KEY = 'placeAtSessionEnd';
/** An admin reopens from the bot within minutes of «Сеанс завершён»; much later is a new day's work, from the main screen. */
const PLACE_KEPT_MS = 60 * 60 * 1000;

const savedPlaceSchema = z.object({ admin: z.string(), search: homeSearchSchema, savedAt: z.number() });

function savePlace(router: AnyRouter): void {
  const { pathname } = router.state.location;
  // Checked by the schema when read back.
  const search: unknown = router.state.location.search;
  const admin = readUserInfo()?.tg_id.toString();
  if (pathname !== '/homePage' || admin === undefined) return;
  try {
    localStorage.setItem(PLACE_KEY, JSON.stringify({ admin, search, savedAt: Date.now() }));
  } catch {
    // No storage: the reopened panel starts on the main screen, as it always did.
  }
}

/**
 * Where a request refused even after the token refresh leads: the session is over, and its saved
 * lists go. The screen it ended on is kept for the admin's next sign-in, so that a form whose save
 * ended it comes back with its draft.
 */
export function goToSessionEnded(router: AnyRouter): void {
  savePlace(router);
  forgetPersistedQueries();
  void router.navigate({ to: '/error', search: { reason: 'session' }, replace: true, ignoreBlocker: true });
}

/**
 * The main screen's state at the end of `admin`'s last session, if it ended lately; read once, so
 * only the first sign-in after it returns there.
 */
export function takePlaceAtSessionEnd(admin: string): HomeSearch | undefined {
  try {
    const saved = savedPlaceSchema.safeParse(JSON.parse(localStorage.getItem(PLACE_KEY) ?? 'null'));
    localStorage.removeItem(PLACE_KEY);
    if (!saved.success || saved.data.admin !== admin || Date.now() - saved.data.savedAt > PLACE_KEPT_MS) return undefined;
    return saved.data.search;
  } catch {
    return undefined;
  }
}
