// The main screen, its pending shell, and what the app fetches ahead for it.
export { HomePage } from './home-page';
export { HomePending } from './home-pending';
export { prefetchRegionHotels } from './hotels/prefetch-region-hotels';
export { preloadHotelPanes } from './lazy-panes';
export { preloadView } from './preload-view';
