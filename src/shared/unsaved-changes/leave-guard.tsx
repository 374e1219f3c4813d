import { useBlocker } from '@tanstack/react-router';
import { confirmDiscardChanges } from '@/shared/ui/confirm/confirm';
import { hasPendingWork } from './pending-work';

/**
 * Asks before any navigation (another view, region, hotel or tab, the browser's Back) while work
 * is pending, and lets the browser ask before a reload or closing the tab. A screen that navigates
 * after saving passes `ignoreBlocker`, since nothing is lost then.
 */
export function LeaveGuard() {
  useBlocker({
    shouldBlockFn: async () => hasPendingWork() && !(await confirmDiscardChanges()),
    enableBeforeUnload: hasPendingWork,
  });
  return null;
}
