import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any path the panel does not know leads to the main screen. */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/homePage', replace: true });
  },
});
