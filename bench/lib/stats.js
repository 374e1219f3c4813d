// Figures: a median with its spread, a goal beside it, a ratio to the baseline. Each list holds one
// figure per run, by run number, `undefined` where that run could not measure it.

/** @typedef {(number | undefined)[]} PerRun */

/** The figures measured, failed runs left out. @param {PerRun} values @returns {number[]} */
const measured = (values) => values.filter((value) => value !== undefined);

/** @param {number[]} values @param {number} q 0..1, linear interpolation */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = sorted[Math.floor(position)] ?? NaN;
  const above = sorted[Math.ceil(position)] ?? NaN;
  return below + (above - below) * (position - Math.floor(position));
}

/** @param {PerRun} perRun */
export function stats(perRun) {
  const values = measured(perRun);
  return {
    count: values.length,
    median: quantile(values, 0.5),
    p25: quantile(values, 0.25),
    p75: quantile(values, 0.75),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

/** @param {number} ms */
export const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

/** "median  p25–p75  min–max" of a list of milliseconds. @param {PerRun} values */
export function spread(values) {
  const s = stats(values);
  if (s.count === 0) return '     — (not measured)';
  return `${fmt(s.median).padStart(6)} ms   p25–p75 ${fmt(s.p25)}–${fmt(s.p75)}   min–max ${fmt(s.min)}–${fmt(s.max)}`;
}

/** @param {number} goal */
const goalText = (goal) => (goal < 1000 ? `${goal} ms` : `${goal / 1000} s`);

/** @param {PerRun} values @param {number} goal */
export const verdict = (values, goal) =>
  stats(values).count === 0 ? `goal ${goalText(goal)}` : `goal ≤ ${goalText(goal)}: ${stats(values).median <= goal ? 'met' : 'missed'}`;

/**
 * The panel over the baseline, over the runs that measured both: the ratio of their medians, and the
 * lowest and highest of each run's panel figure over the baseline's of that run.
 * @param {PerRun} panel @param {PerRun} baseline @returns {{ medians: number, min: number, max: number } | undefined}
 */
export function pairedRatio(panel, baseline) {
  const runs = panel.flatMap((value, run) => {
    const base = baseline[run];
    return value === undefined || base === undefined ? [] : [{ value, base }];
  });
  if (runs.length === 0) return undefined;
  const perRun = stats(runs.map(({ value, base }) => value / base));
  return { medians: stats(runs.map(({ value }) => value)).median / stats(runs.map(({ base }) => base)).median, min: perRun.min, max: perRun.max };
}

/** "1.23× panel / baseline (medians); per run 1.10–1.40×". @param {PerRun} panel @param {PerRun} baseline */
export function ratio(panel, baseline) {
  const paired = pairedRatio(panel, baseline);
  if (!paired) return '— (no run measured both)';
  return `${paired.medians.toFixed(2)}× panel / baseline (medians); per run ${paired.min.toFixed(2)}–${paired.max.toFixed(2)}×`;
}
