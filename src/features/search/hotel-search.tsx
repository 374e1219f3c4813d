import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { allHotelsQuery } from '@/entities/hotels/queries';
import { regionsQuery } from '@/entities/regions/queries';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';
import { useHomeNavigation } from '@/shared/navigation/use-home-navigation';
import { Field } from '@/shared/ui/field';
import { LoadFailed } from '@/shared/ui/load-failed';
import { buildHotelSearchIndex, findHotels } from './hotel-search-index';
import { SearchResults } from './search-results';
import styles from './hotel-search.module.css';

/**
 * HOTEL_SEARCH over every hotel, inactive included. The text is kept in the address (replaced per
 * keystroke), so Back from a hotel and a reload show the same results; the input itself answers
 * from component state at once, ahead of the router.
 */
export function HotelSearch() {
  const titleId = useId();
  const navigation = useHomeNavigation();
  // The view's focus goes to the search box rather than the heading: the view is for typing in it,
  // and the box's label says what it searches.
  const searchBoxRef = useViewHeading<HTMLInputElement>(documentTitle('Поиск отеля'));
  const { q = '' } = useSearch({ from: '/homePage' });
  const [query, setQuery] = useState(q);
  // The input answers at once; filtering and the list follow as soon as React is free.
  const deferredQuery = useDeferredValue(query);
  const hotels = useQuery(allHotelsQuery(true));
  const { data: regions } = useQuery(regionsQuery());

  const index = useMemo(() => buildHotelSearchIndex(hotels.data ?? []), [hotels.data]);
  const results = useMemo(() => findHotels(index, deferredQuery), [index, deferredQuery]);
  const regionNames = useMemo(() => new Map(regions?.map((region) => [region.id, region.region_name])), [regions]);

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
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            void navigation.setSearchQuery(event.target.value);
          }}
        />
      </Field>
      {hotels.isPending ? (
        <div className={styles.loading}>
          <div className="spinner" role="status" aria-label="Загрузка отелей" />
        </div>
      ) : hotels.isError ? (
        <LoadFailed message="Не удалось загрузить отели." onRetry={() => void hotels.refetch()} />
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {`Найдено: ${results.length}`}
          </p>
          {results.length === 0 ? (
            <p className="empty">Ничего не найдено</p>
          ) : (
            <SearchResults
              hotels={results}
              regionNames={regionNames}
              onOpen={navigation.openHotel}
              onEdit={navigation.manageHotel}
            />
          )}
        </>
      )}
    </section>
  );
}
