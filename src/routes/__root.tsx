import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import type { RouterContext } from '@/app/router-context';
import { TelegramIntegrationHost } from '@/shared/telegram/telegram-integration-host';
import { ConfirmHost } from '@/shared/ui/confirm/confirm-host';
import { ToasterHost } from '@/shared/ui/toast/toaster-host';
import { LeaveGuardHost } from '@/shared/unsaved-changes/leave-guard-host';

const Devtools = import.meta.env.DEV ? lazy(() => import('@/shared/dev/devtools')) : () => null;

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <ToasterHost />
      <ConfirmHost />
      <LeaveGuardHost />
      <TelegramIntegrationHost />
      <Suspense>
        <Devtools />
      </Suspense>
    </>
  );
}
