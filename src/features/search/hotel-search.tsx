import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { allHotelsQuery } from '@/entities/hotels/queries';
import { regionsQuery } from '@/entities/regions/queries';
import { useHomeNavigation } from '@/features/home/use-home-navigation';
import { useQueryFailureToast } from '@/shared/feedback/use-query-failure-toast';
import { Field } from '@/shared/ui/field';
import { buildHotelSearchIndex, findHotels } from './hotel-search-index';
import { SearchResults } from './search-results';
import styles from './hotel-search.module.css';

/**
 * HOTEL_SEARCH over every hotel, inactive included. The query lives in component state, not the
 * URL: a router navigation per keystroke would cost time the 50 ms budget does not have.
 */
export function HotelSearch() {
  const titleId = useId();
  const navigation = useHomeNavigation();
  const [query, setQuery] = useState('');
  // The input answers at once; filtering and the list follow as soon as React is free.
  const deferredQuery = useDeferredValue(query);
  const hotels = useQuery(allHotelsQuery(true));
  const { data: regions } = useQuery(regionsQuery());
  useQueryFailureToast(hotels, 'Не удалось загрузить все отели', 'Ошибка при загрузке всех отелей!');

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
          className="input"
          type="search"
          autoFocus
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Например, lara"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </Field>
      {hotels.isPending ? (
        <div className={styles.loading}>
          <div className="spinner" role="status" aria-label="Загрузка отелей" />
        </div>
      ) : hotels.isError ? (
        <div className="empty">
          <p>Не удалось загрузить отели.</p>
          <button type="button" className="button" onClick={() => void hotels.refetch()}>
            Повторить
          </button>
        </div>
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
