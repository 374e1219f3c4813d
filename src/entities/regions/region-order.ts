import type { Region } from './schema';

/**
 * Heaviest first, so the regions the agency ranks highest lead every list of them; equal weights go
 * by name. A stable function, so as a query's `select` its result is computed once per answer.
 */
export function sortRegions(regions: readonly Region[]): Region[] {
  return [...regions].sort(
    (first, second) => second.weight - first.weight || first.region_name.localeCompare(second.region_name, 'ru'),
  );
}
