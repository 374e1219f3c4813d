import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ERROR_PAGE_REASONS } from '@/api/failure-kind';
import { ErrorPage } from '@/features/auth';

export const Route = createFileRoute('/error')({
  // An unknown reason falls back to the plain page rather than breaking it.
  validateSearch: z.object({ reason: z.catch(z.optional(z.enum(ERROR_PAGE_REASONS)), undefined) }),
  component: ErrorPage,
});
