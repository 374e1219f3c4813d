import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

type ToastKind = 'error' | 'success';

/** Errors are alerts, successes are status messages. */
const ROLE_OF_KIND: Record<ToastKind, string> = { error: 'alert', success: 'status' };

/** The notifications area of the root layout. */
const toastArea = () => within(screen.getByRole('region', { name: 'Уведомления' }));

/** Matches a toast's first line only: a refused field may show the same words under itself. */
const firstLineOf = (kind: ToastKind) => `[role="${ROLE_OF_KIND[kind]}"] > span`;

/** The toast of `kind` whose first line is `message`; its text includes the reason under it. */
export async function findToast(kind: ToastKind, message: string): Promise<HTMLElement> {
  const line = await toastArea().findByText(message, { selector: firstLineOf(kind) });
  return line.parentElement!;
}

/** Every toast of `kind` on screen now whose first line is `message`. */
export function toastsSaying(kind: ToastKind, message: string): HTMLElement[] {
  return toastArea()
    .queryAllByText(message, { selector: firstLineOf(kind) })
    .map((line) => line.parentElement!);
}

/** The error toast with `message` (docs/product.md, Errors) on its first line and `reason` under it. */
export async function expectFailureToast(message: string, reason: string): Promise<void> {
  expect(await findToast('error', message)).toHaveTextContent(`${message}${reason}`);
}
