import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import type { RouterContext } from '@/app/router-context';
import { TelegramIntegration } from '@/shared/telegram/telegram-integration';
import { ConfirmHost } from '@/shared/ui/confirm/confirm-host';
import { Toaster } from '@/shared/ui/toast/toaster';
import { LeaveGuard } from '@/shared/unsaved-changes/leave-guard';

const Devtools = import.meta.env.DEV ? lazy(() => import('@/shared/dev/devtools')) : () => null;

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ConfirmHost />
      <LeaveGuard />
      <TelegramIntegration />
      <Suspense>
        <Devtools />
      </Suspense>
    </>
  );
}
