import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '@/features/auth/error-page';

export const Route = createFileRoute('/error')({
  component: ErrorPage,
});
