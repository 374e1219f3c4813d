// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleWithin } from '@/shared/async/settle-within';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('settleWithin', () => {
  it('answers with what the work gives when it is done in time', async () => {
    const result = settleWithin(Promise.resolve('done'), 500);
    await expect(result).resolves.toBe('done');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers undefined once the time is up, with the work still going', async () => {
    const settled = vi.fn();
    void settleWithin(new Promise(() => {}), 500).then(settled);
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(undefined);
  });

  it('rejects as the work does when it fails in time', async () => {
    const result = settleWithin(Promise.reject(new Error('down')), 500);
    await expect(result).rejects.toThrow('down');
    expect(vi.getTimerCount()).toBe(0);
  });
});
