import type { Region } from '@/entities/regions/schema';

/**
 * Heaviest first: `weight` is the region's ordering weight, so the regions the agency ranks highest
 * lead the list (the seed gives the main resorts the largest weights). Equal weights go by name.
 */
export function sortRegions(regions: readonly Region[]): Region[] {
  return [...regions].sort(
    (first, second) => second.weight - first.weight || first.region_name.localeCompare(second.region_name, 'ru'),
  );
}
