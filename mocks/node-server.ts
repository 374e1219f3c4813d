import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

/** The fake API for Vitest: the same handlers the development HTTP server uses. */
export const server = setupServer(...handlers);
