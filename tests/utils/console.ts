import { vi, type MockInstance } from 'vitest';

/**
 * For a test whose scenario logs an error on purpose (SPEC.md §8: every failure is logged).
 * Returns the spy so the test can assert what was logged; other tests still fail on any log.
 */
export function allowConsoleErrors(): MockInstance<typeof console.error> {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}
