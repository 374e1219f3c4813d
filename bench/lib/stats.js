// Figures: a median with its spread, a goal beside it, a ratio to the baseline.

/** @param {number[]} values @param {number} q 0..1, linear interpolation */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = sorted[Math.floor(position)] ?? NaN;
  const above = sorted[Math.ceil(position)] ?? NaN;
  return below + (above - below) * (position - Math.floor(position));
}

/** @param {number[]} values */
export const stats = (values) => ({
  median: quantile(values, 0.5),
  p25: quantile(values, 0.25),
  p75: quantile(values, 0.75),
  min: Math.min(...values),
  max: Math.max(...values),
});

/** @param {number} ms */
export const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

/** "median  p25–p75  min–max" of a list of milliseconds. @param {number[]} values */
export function spread(values) {
  if (values.length === 0) return '     — (not measured)';
  const s = stats(values);
  return `${fmt(s.median).padStart(6)} ms   p25–p75 ${fmt(s.p25)}–${fmt(s.p75)}   min–max ${fmt(s.min)}–${fmt(s.max)}`;
}

/** @param {number} goal */
const goalText = (goal) => (goal < 1000 ? `${goal} ms` : `${goal / 1000} s`);

/** @param {number[]} values @param {number} goal */
export const verdict = (values, goal) =>
  values.length === 0 ? `goal ${goalText(goal)}` : `goal ≤ ${goalText(goal)}: ${stats(values).median <= goal ? 'met' : 'missed'}`;

/** "1.23× (per run 1.10–1.40×)": the panel's median over the baseline's, and the spread of the paired runs. @param {number[]} panel @param {number[]} baseline */
export function ratio(panel, baseline) {
  if (panel.length === 0 || baseline.length === 0) return '—';
  const paired = panel.map((value, run) => value / (baseline[run] ?? NaN)).filter(Number.isFinite);
  const overall = stats(panel).median / stats(baseline).median;
  return `${overall.toFixed(2)}× panel / baseline (medians); per run ${stats(paired).min.toFixed(2)}–${stats(paired).max.toFixed(2)}×`;
}
