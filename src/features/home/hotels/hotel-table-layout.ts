import { matchesMedia, useMediaQuery } from '@/shared/layout/use-media-query';

/**
 * Where a region's hotels are a table with columns: a desktop window has room for the beach, the
 * recommendation and the status beside the name. Narrower, the phone's two-line rows. Keep equal
 * to the breakpoint of hotel-list.module.css's toolbar and home-page.module.css.
 */
const TABLE_LAYOUT_QUERY = '(min-width: 1024px)';

/** For the loader: only the table shows the beaches, so only it waits for them. */
export const isHotelTableLayout = () => matchesMedia(TABLE_LAYOUT_QUERY);

export const useHotelTableLayout = () => useMediaQuery(TABLE_LAYOUT_QUERY);
