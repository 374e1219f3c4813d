import { useEffect, useRef, useState } from 'react';
import type { HomeSearch } from '@/navigation/view-state';

const hasCriteria = ({ q, searchRegion, searchStatus }: HomeSearch) => Boolean(q) || searchRegion !== undefined || searchStatus !== undefined;

/**
 * «Найти отель» pressed on the search itself starts a new one. The address is cleared by the
 * navigation, but the search pane keeps its criteria in its own state (it answers keystrokes ahead of
 * the router), so it is drawn anew, keyed by `count`, once the cleared address has arrived.
 */
export function useSearchRestart(search: HomeSearch) {
  const [count, setCount] = useState(0);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || search.view !== 'HOTEL_SEARCH' || hasCriteria(search)) return;
    pending.current = false;
    setCount((run) => run + 1);
  }, [search]);
  return {
    count,
    restart: () => {
      pending.current = search.view === 'HOTEL_SEARCH' && hasCriteria(search);
    },
  };
}
