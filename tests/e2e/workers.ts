/**
 * The browser suite runs its spec files in parallel workers. Each worker has a fake API of its own
 * (its state is the worker's alone) and an nginx pointed at it, on ports counted up from the bases:
 * worker 1 on E2E_API_PORT (3000) and E2E_APP_PORT (4173), worker 2 on the next ones, and so on.
 * E2E_WORKERS sets how many (default 2, one per core of the machines this project runs on).
 */
const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : fallback;
};

export const E2E_WORKERS = positive(process.env.E2E_WORKERS, 2);
const API_BASE_PORT = positive(process.env.E2E_API_PORT, 3000);
const APP_BASE_PORT = positive(process.env.E2E_APP_PORT, 4173);

/** The ports of worker `slot` (0-based). */
export const workerPorts = (slot: number) => ({ api: API_BASE_PORT + slot, app: APP_BASE_PORT + slot });

export const apiUrlOf = (slot: number) => `http://localhost:${workerPorts(slot).api}`;

/** This worker's slot: Vitest numbers the workers of a run from 1 (VITEST_POOL_ID). */
export const currentSlot = () => positive(process.env.VITEST_POOL_ID, 1) - 1;
