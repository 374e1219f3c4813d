/**
 * The pause between token refreshes that failed for a moment (the server's trouble, a timeout, a
 * lost connection): 1, 2, 4, then 8 s at most, each ±25 %, so that the panel, its tabs and the
 * other admins' panels do not knock on a struggling server together. Record 0034.
 */

const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 8_000;
const JITTER = 0.25;

type Pause = {
  /** The refresh token the failed attempts were made with. */
  refreshToken: string;
  failuresInARow: number;
  ended: Promise<void>;
};

let pause: Pause | undefined;

/** The pause after `failuresInARow` failed attempts, drawn within its ±25 %. */
function pauseAfter(failuresInARow: number): number {
  const steady = Math.min(FIRST_PAUSE_MS * 2 ** (failuresInARow - 1), LONGEST_PAUSE_MS);
  return steady * (1 + JITTER * (2 * Math.random() - 1));
}

/**
 * Settles when a refresh with `refreshToken` may be tried: at once unless attempts with it failed
 * for a moment lately. A pair saved since (a new sign-in, another tab's refresh) is not held back.
 */
export function untilRefreshAllowed(refreshToken: string | undefined): Promise<void> {
  return pause && pause.refreshToken === refreshToken ? pause.ended : Promise.resolve();
}

/**
 * Counts a failed attempt and starts the pause before the next one. The connection coming back
 * (the window's `online`) ends it at once: the failure was most likely the connection's.
 */
export function refreshFailedForAMoment(refreshToken: string): void {
  const failuresInARow = pause?.refreshToken === refreshToken ? pause.failuresInARow + 1 : 1;
  const ended = new Promise<void>((resolve) => {
    const end = () => {
      clearTimeout(timer);
      globalThis.window?.removeEventListener('online', end);
      resolve();
    };
    const timer = setTimeout(end, pauseAfter(failuresInARow));
    globalThis.window?.addEventListener('online', end);
  });
  pause = { refreshToken, failuresInARow, ended };
}

/** A refresh that worked: the next failure pauses from the start of the sequence again. */
export function refreshSucceeded(): void {
  pause = undefined;
}
