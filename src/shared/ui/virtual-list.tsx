import { useElementScrollRestoration } from '@tanstack/react-router';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type Key, type ReactNode, type RefObject } from 'react';
import { whenIdle } from '@/shared/preload/when-idle';
import styles from './virtual-list.module.css';

/** Rows drawn beyond the window on either side, so a scroll step finds them ready. */
const OVERSCAN_ROWS = 6;

type VirtualListProps<Item> = {
  items: readonly Item[];
  /** How many rows the list has, when `items` holds only its first ones so far (the rest are left blank). */
  count?: number;
  /** Every row has this height, so positions are arithmetic and nothing is measured while scrolling. */
  rowHeight: number;
  itemKey: (item: Item) => Key;
  renderItem: (item: Item) => ReactNode;
  label: string;
  className?: string;
  /**
   * Set when the list is the body of a `role="table"` drawn around it: its rows are then table rows
   * (of cells), numbered after this many header rows; the table carries the count.
   */
  tableHeaderRows?: number;
};

/**
 * A list of any length with only the rows in view (plus a few) in the DOM. The page itself
 * scrolls, as on a phone one expects, so the list needs its distance from the page top. The row
 * holding the focus stays drawn when scrolled away, so the keyboard never loses its place.
 * Give `renderItem` a memoised row: the list draws again on every scroll step.
 */
export function VirtualList<Item>({
  items,
  count = items.length,
  rowHeight,
  itemKey,
  renderItem,
  label,
  className,
  tableHeaderRows,
}: VirtualListProps<Item>) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentOffset(listRef, `${label}|${tableHeaderRows ?? ''}`);
  // The first frame holds only the rows in view: on a slow phone, each row beyond them delays it.
  // The rows for scrolling follow in the next idle moment.
  const [overscan, setOverscan] = useState(0);
  useEffect(() => whenIdle(() => setOverscan(OVERSCAN_ROWS)), []);
  // Read once: the virtualiser follows the window's size itself from its first commit on.
  const [windowRect] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  // Back on a list left scrolled down, the router scrolls the page back only after this render:
  // the rows start from that place, so that no frame shows the list there without them.
  const restoredPlace = useElementScrollRestoration({ getElement: () => window });
  const [focusedIndex, setFocusedIndex] = useState<number>();
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex === undefined || focusedIndex >= range.count || indexes.includes(focusedIndex)) return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );
  // Stable between renders: a new one makes the virtualiser recompute every row's position.
  const getItemKey = useCallback(
    (position: number) => {
      const item = items[position];
      return item === undefined ? position : itemKey(item);
    },
    [items, itemKey],
  );
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan,
    // Off until the list's place on the page is known, so thousands of row positions are computed
    // once, for the right place; with the window's size known from the start, that render draws them.
    enabled: scrollMargin !== undefined,
    scrollMargin: scrollMargin ?? 0,
    initialRect: windowRect,
    initialOffset: () => restoredPlace?.scrollY ?? window.scrollY,
    rangeExtractor,
    getItemKey,
    // flushSync from a scroll handler warns under React 19 and gains nothing with fixed rows.
    useFlushSync: false,
  });

  const trackFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    setFocusedIndex(row ? Number(row.dataset.index) : undefined);
  };

  const inTable = tableHeaderRows !== undefined;
  return (
    <div
      ref={listRef}
      role={inTable ? 'rowgroup' : 'list'}
      aria-label={label}
      className={`${styles.list} ${className ?? ''}`}
      style={{ height: count * rowHeight }}
      onFocus={trackFocus}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusedIndex(undefined);
      }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <div
            key={row.key}
            data-index={row.index}
            {...(inTable
              ? { role: 'row', 'aria-rowindex': tableHeaderRows + row.index + 1 }
              : { role: 'listitem', 'aria-setsize': count, 'aria-posinset': row.index + 1 })}
            className={styles.row}
            style={{ height: rowHeight, transform: `translateY(${row.index * rowHeight}px)` }}
          >
            {renderItem(item)}
          </div>
        );
      })}
    </div>
  );
}

/** Where each list (by its label and kind) was last found on the page. */
const lastOffsets = new Map<string, number>();

/**
 * The element's top from the top of the document, kept current as the page around it changes.
 * Before its first layout, the top that list last had (undefined for a list never shown yet): a
 * list drawn again, as when coming back from a hotel, then has its rows in its first render,
 * rather than a render and a layout without them first. The layout effect checks it at once.
 */
function useDocumentOffset(ref: RefObject<HTMLElement | null>, placeKey: string): number | undefined {
  const [offset, setOffset] = useState(() => lastOffsets.get(placeKey));
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      lastOffsets.set(placeKey, top);
      setOffset(top);
    };
    measure();
    window.addEventListener('resize', measure);
    // Content above the list (the regions column on a phone, a filter bar that wraps) may grow or shrink.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, placeKey]);
  return offset;
}
