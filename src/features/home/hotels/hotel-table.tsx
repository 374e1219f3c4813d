import { useCallback } from 'react';
import type { Hotel } from '@/entities/hotels/schema';
import type { HotelSort } from '@/navigation/view-state';
import { VirtualList } from '@/shared/ui/virtual-list';
import { hotelRowKey } from '@/features/hotels';
import { HOTEL_TABLE_ROW_HEIGHT, HotelTableRow } from './hotel-table-row';
import styles from './hotel-table.module.css';

type HotelTableProps = {
  hotels: readonly Hotel[];
  /** How many hotels the table has, when `hotels` holds only its first ones so far. */
  rowCount?: number;
  /** Each beach's name by its id; empty while the region's beaches are not here. */
  beachNames: ReadonlyMap<number, string>;
  sort: HotelSort;
  onSort: (sort: HotelSort) => void;
};

type AriaSort = 'ascending' | 'descending' | 'none';

/**
 * A region's hotels on a desktop: a table whose body is the same virtual list as the phone's rows, so
 * 3,000 hotels cost the rows in view. Name and stars sort from their headers, in the address's own
 * orders: by name A→Я, stars most first, then fewest first.
 */
export function HotelTable({ hotels, rowCount = hotels.length, beachNames, sort, onSort }: HotelTableProps) {
  const renderHotel = useCallback(
    (hotel: Hotel) => <HotelTableRow hotel={hotel} beachName={hotel.beach_id == null ? undefined : beachNames.get(hotel.beach_id)} />,
    [beachNames],
  );
  const choose = (next: HotelSort) => {
    if (next !== sort) onSort(next);
  };
  const starsSort: AriaSort = sort === 'stars-desc' ? 'descending' : sort === 'stars-asc' ? 'ascending' : 'none';
  return (
    <div role="table" aria-label="Отели" aria-rowcount={rowCount + 1} className={styles.table}>
      <div role="rowgroup" className={styles.head}>
        <div role="row" aria-rowindex={1} className={styles.grid}>
          <SortHeader label="Название" ariaSort={sort === 'name' ? 'ascending' : 'none'} onSort={() => choose('name')} />
          <SortHeader label="Звёзды" ariaSort={starsSort} onSort={() => choose(sort === 'stars-desc' ? 'stars-asc' : 'stars-desc')} />
          <span role="columnheader">Пляж</span>
          <span role="columnheader">Рекомендуемый</span>
          <span role="columnheader">Статус</span>
          <span role="columnheader" className={styles.actionsHead}>
            Действия
          </span>
        </div>
      </div>
      <VirtualList
        items={hotels}
        count={rowCount}
        rowHeight={HOTEL_TABLE_ROW_HEIGHT}
        itemKey={hotelRowKey}
        renderItem={renderHotel}
        label="Отели"
        tableHeaderRows={1}
      />
    </div>
  );
}

/** A column header that sorts: a button, its order told by `aria-sort` and drawn as an arrow. */
function SortHeader({ label, ariaSort, onSort }: { label: string; ariaSort: AriaSort; onSort: () => void }) {
  return (
    <span role="columnheader" aria-sort={ariaSort}>
      <button type="button" className={styles.sortButton} onClick={onSort}>
        {label}
        <span className={styles.sortMark} aria-hidden="true">
          {ariaSort === 'ascending' ? '↑' : ariaSort === 'descending' ? '↓' : '↕'}
        </span>
      </button>
    </span>
  );
}
