import { startFakeApi, type FakeApi } from '../../mocks/http';
import { currentSlot, workerPorts } from './workers';

/**
 * Long enough that no access token a worker hands out expires during its run: the signed-in state
 * the worker's pages share (browser.ts) would otherwise be refreshed, and so spent, by one of them.
 */
const WORKER_TOKEN_TTL_SECONDS = 3600;

let started: Promise<FakeApi> | undefined;

/**
 * This worker's fake API, started by its first spec file and kept for the files after it (the
 * suite runs without isolation, so modules live as long as the worker). It runs in the worker's
 * own process: its data belongs to the specs of this worker alone.
 */
export function workerFakeApi(): Promise<FakeApi> {
  started ??= startFakeApi({ port: workerPorts(currentSlot()).api, tokenTtlSeconds: WORKER_TOKEN_TTL_SECONDS });
  return started;
}
