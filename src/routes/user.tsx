import { createFileRoute } from '@tanstack/react-router';
import { UserPage } from '@/features/auth';

export const Route = createFileRoute('/user')({
  component: UserPage,
});
