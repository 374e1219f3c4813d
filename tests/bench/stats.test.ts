// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ratio, spread, verdict } from '../../bench/lib/stats.js';

describe("the bench's figures", () => {
  it('pairs the panel and the baseline by run, so a run that broke leaves the others in their pairs', () => {
    // Run 2 of the panel broke; every run measured is twice the baseline's of the same run.
    const panel = [100, undefined, 300, 400];
    const baseline = [50, 100, 150, 200];
    expect(ratio(panel, baseline)).toBe('2.00× panel / baseline (medians); per run 2.00–2.00×');
    expect(ratio([100, 200], [undefined, 50])).toBe('4.00× panel / baseline (medians); per run 4.00–4.00×');
    expect(ratio([100, undefined], [undefined, 50])).toBe('— (no run measured both)');
  });

  it('leaves a run that broke out of the median, the spread and the verdict', () => {
    expect(spread([1200, undefined, 1400, 1300])).toBe('  1300 ms   p25–p75 1250–1350   min–max 1200–1400');
    expect(spread([undefined, undefined])).toBe('     — (not measured)');
    expect(verdict([1200, undefined, 1400, 1300], 1300)).toBe('goal ≤ 1.3 s: met');
    expect(verdict([undefined], 300)).toBe('goal 300 ms');
  });
});
