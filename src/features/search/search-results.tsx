import { memo, useCallback } from 'react';
import { HOTEL_ROW_HEIGHT, HotelRow, hotelRowKey } from '@/features/hotels';
import type { Hotel } from '@/entities/hotels/schema';
import { VirtualList } from '@/shared/ui/virtual-list';
import styles from './hotel-search.module.css';

type SearchResultsProps = {
  hotels: readonly Hotel[];
  regionNames: ReadonlyMap<number, string>;
};

/** Only the rows in view (plus a few) are in the DOM, whether 3 or 10,000 hotels match. */
export const SearchResults = memo(function SearchResults({ hotels, regionNames }: SearchResultsProps) {
  const renderHotel = useCallback(
    (hotel: Hotel) => <HotelRow hotel={hotel} place={regionNames.get(hotel.region_id)} fixedHeight />,
    [regionNames],
  );
  return (
    <VirtualList
      items={hotels}
      rowHeight={HOTEL_ROW_HEIGHT}
      itemKey={hotelRowKey}
      renderItem={renderHotel}
      label="Результаты поиска"
      className={styles.results}
    />
  );
});
