import { HotelStatusFilter } from '@/features/hotels';
import type { Region } from '@/entities/regions/schema';
import type { SearchCriteria } from '@/navigation/use-home-navigation';
import { Field } from '@/shared/ui/field';
import styles from './hotel-search.module.css';

type Filters = Pick<SearchCriteria, 'searchRegion' | 'searchStatus'>;

type SearchFiltersProps = Filters & {
  regions: readonly Region[];
  onChange: (filters: Filters) => void;
};

/** Region and status beside the search box; native selects, so a keyboard and a phone's picker both work. */
export function SearchFilters({ regions, searchRegion, searchStatus, onChange }: SearchFiltersProps) {
  return (
    <div className={styles.filters}>
      <Field label="Регион">
        <select
          className="input"
          value={searchRegion ?? ''}
          onChange={(event) => onChange({ searchRegion: Number(event.target.value) || undefined, searchStatus })}
        >
          <option value="">Все регионы</option>
          {regions.map((region) => (
            <option key={region.id} value={region.id}>
              {region.region_name}
            </option>
          ))}
        </select>
      </Field>
      <HotelStatusFilter value={searchStatus} onChange={(status) => onChange({ searchRegion, searchStatus: status })} />
    </div>
  );
}
