import { vi, type MockInstance } from 'vitest';

/**
 * For a test whose scenario logs an error on purpose (every failure is logged: docs/product.md,
 * Errors). Returns the spy so the test can assert what was logged; other tests still fail on any log.
 */
export function allowConsoleErrors(): MockInstance<typeof console.error> {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}
