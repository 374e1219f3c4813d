import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * From now on time moves only when the test moves it. Start it once the screen is drawn: Testing
 * Library's waits and user-event need the real clock, so after this use `fireEvent` and `settle`.
 */
export function stopTheClock(): void {
  vi.useFakeTimers();
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** Runs whatever is due by now (renders, answered requests, the query client's notices) without moving the clock. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

/** Moves the clock on by `ms`, running what falls due on the way, then lets it settle. */
export async function passTime(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
}
