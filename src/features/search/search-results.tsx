import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { HotelRow } from '@/entities/hotels/hotel-row';
import type { Hotel } from '@/entities/hotels/schema';
import styles from './hotel-search.module.css';

/** Every row has this height, so positions are arithmetic and nothing is measured while scrolling. */
const ROW_HEIGHT = 64;
const OVERSCAN_ROWS = 6;

type SearchResultsProps = {
  hotels: readonly Hotel[];
  regionNames: ReadonlyMap<number, string>;
  onOpen: (hotelId: number) => void;
  onEdit: (hotelId: number) => void;
};

/**
 * Only the rows in view (plus a few) are in the DOM, whether 3 or 10,000 hotels match. The page
 * itself scrolls, as on a phone one expects, so the list needs its distance from the page top.
 */
export const SearchResults = memo(function SearchResults({ hotels, regionNames, onOpen, onEdit }: SearchResultsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentOffset(listRef);
  const virtualizer = useWindowVirtualizer({
    count: hotels.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    getItemKey: (position) => hotels[position]?.hotel_id ?? position,
    // flushSync from a scroll handler warns under React 19 and gains nothing with fixed rows.
    useFlushSync: false,
  });

  return (
    <div ref={listRef} role="list" aria-label="Результаты поиска" className={styles.results} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => {
        const hotel = hotels[row.index];
        if (!hotel) return null;
        return (
          <div
            key={row.key}
            role="listitem"
            aria-setsize={hotels.length}
            aria-posinset={row.index + 1}
            className={styles.result}
            style={{ height: ROW_HEIGHT, transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            <HotelRow
              hotel={hotel}
              place={regionNames.get(hotel.region_id)}
              onOpen={onOpen}
              onEdit={onEdit}
              singleLine
              // On a phone the name needs the room; a tap on the row opens the detail anyway.
              detailButton={false}
            />
          </div>
        );
      })}
    </div>
  );
});

/** The element's top from the top of the document, kept current as the page around it changes. */
function useDocumentOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    // Content above the list (the regions column on a phone) may grow or shrink.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return offset;
}
