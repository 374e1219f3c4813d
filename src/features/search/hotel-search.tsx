import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { HotelStatusFilter } from '@/features/hotels';
import { sortHotelsByName } from '@/entities/hotels/hotel-order';
import { allHotelsQuery } from '@/entities/hotels/queries';
import type { Hotel } from '@/entities/hotels/schema';
import { sortedRegionsQuery } from '@/entities/regions/queries';
import type { Region } from '@/entities/regions/schema';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';
import { useHomeNavigation, type SearchCriteria } from '@/navigation/use-home-navigation';
import { AwaitingData } from '@/shared/ui/awaiting-data';
import { Field } from '@/shared/ui/field';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Spinner } from '@/shared/ui/spinner';
import { EmptyState } from '@/shared/ui/empty-state';
import { selectHotels } from './hotel-selection';
import { SearchResults } from './search-results';
import { useNameMatches } from './use-name-matches';
import styles from './hotel-search.module.css';

const NO_REGIONS: readonly Region[] = [];

/** A region deleted since the link was made filters nothing, and its select says so. */
const knownRegion = (regions: readonly Region[], id: number | undefined) =>
  regions.some((region) => region.id === id) ? id : undefined;

/**
 * HOTEL_SEARCH over every hotel, inactive included, narrowed by region and status. The criteria are
 * kept in the address, so Back and a reload show the same results; the controls answer from component
 * state at once, ahead of the router.
 */
export function HotelSearch() {
  const titleId = useId();
  const navigation = useHomeNavigation();
  // The view's focus goes to the search box rather than the heading: the view is for typing in it,
  // and the box's label says what it searches.
  const viewHeadingRef = useViewHeading<HTMLInputElement>(documentTitle('Поиск отеля'));
  const searchBox = useRef<HTMLInputElement | null>(null);
  const searchBoxRef = useCallback(
    (node: HTMLInputElement | null) => {
      searchBox.current = node;
      return viewHeadingRef(node);
    },
    [viewHeadingRef],
  );
  const { q, searchRegion, searchStatus } = useSearch({ from: '/homePage' });
  const [criteria, setCriteria] = useState<SearchCriteria>({ q, searchRegion, searchStatus });
  // The main screen's loader has asked for the catalogue, and asks again after a failure: the pane
  // shows that failure rather than repeating it.
  const hotels = useQuery({ ...allHotelsQuery(true), retryOnMount: false });
  const { data: regions = NO_REGIONS } = useQuery(sortedRegionsQuery());
  const regionFilter = knownRegion(regions, criteria.searchRegion);
  const filtered = regionFilter !== undefined || criteria.searchStatus !== undefined;

  const catalogue = useMemo(() => hotels.data && sortedCatalogue(hotels.data), [hotels.data]);
  // The text is matched away from the page (see use-name-matches); the filters here, at once.
  const matches = useNameMatches(catalogue, criteria.q ?? '');
  const results = useMemo(
    () => matches && selectHotels(matches.catalogue.hotels, matches.positions, { regionId: regionFilter, status: criteria.searchStatus }),
    [matches, regionFilter, criteria.searchStatus],
  );
  const regionNames = useMemo(() => new Map(regions.map((region) => [region.id, region.region_name])), [regions]);

  const change = (next: SearchCriteria) => {
    setCriteria(next);
    navigation.setSearchCriteria(next);
  };

  return (
    <section className={`card ${styles.search}`} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Поиск отеля
      </h1>
      <Field label="Название отеля">
        <input
          ref={searchBoxRef}
          className="input"
          type="search"
          autoFocus
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Например, lara"
          value={criteria.q ?? ''}
          onChange={(event) => change({ ...criteria, q: event.target.value })}
        />
      </Field>
      <SearchFilters
        regions={regions}
        searchRegion={knownRegion(regions, criteria.searchRegion)}
        searchStatus={criteria.searchStatus}
        onChange={(filters) => change({ ...criteria, ...filters })}
      />
      {hotels.isError ? (
        <LoadFailed message="Не удалось загрузить отели." onRetry={() => void hotels.refetch()} />
      ) : results === undefined ? (
        <AwaitingData>
          <Spinner label="Загрузка отелей" block />
        </AwaitingData>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {`Найдено: ${results.length}`}
          </p>
          {results.length === 0 ? (
            <div className={styles.empty}>
              <EmptyState text="Ничего не найдено" />
              {filtered ? (
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    change({ q: criteria.q });
                    // The button goes with the empty state; the admin carries on from the text.
                    searchBox.current?.focus();
                  }}
                >
                  Сбросить фильтры
                </button>
              ) : null}
            </div>
          ) : (
            <SearchResults hotels={results} regionNames={regionNames} />
          )}
        </>
      )}
    </section>
  );
}

/** The hotels in the order the results show them, and their names in that order, as the matcher is given them. */
function sortedCatalogue(hotels: readonly Hotel[]) {
  const sorted = sortHotelsByName(hotels);
  return { hotels: sorted, names: sorted.map((hotel) => hotel.hotel_name) };
}

type Filters = Pick<SearchCriteria, 'searchRegion' | 'searchStatus'>;
type SearchFiltersProps = Filters & { regions: readonly Region[]; onChange: (filters: Filters) => void };

/** Region and status beside the search box; native selects, so a keyboard and a phone's picker both work. */
function SearchFilters({ regions, searchRegion, searchStatus, onChange }: SearchFiltersProps) {
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
