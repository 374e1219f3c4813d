import { useBlocker } from '@tanstack/react-router';
import { hasPendingWork, mayLeavePendingWork } from './pending-work';

/**
 * Asks before any navigation (another view, region, hotel or tab, the browser's Back) while work
 * is pending, and lets the browser ask before a reload or closing the tab. A screen that navigates
 * after saving passes `ignoreBlocker`, since nothing is lost then.
 */
export function LeaveGuard() {
  useBlocker({
    shouldBlockFn: async () => !(await mayLeavePendingWork()),
    enableBeforeUnload: hasPendingWork,
  });
  return null;
}
