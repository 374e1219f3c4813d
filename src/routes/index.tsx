import { createFileRoute, redirect } from '@tanstack/react-router';

/** The bare address opens the main screen. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/homePage', replace: true });
  },
});
