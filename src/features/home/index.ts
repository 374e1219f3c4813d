// The main screen, its pending shell, and what the app fetches ahead for it.
export { HomePage } from './home-page';
export { HomePending } from './home-pending';
export { preloadHotelPanes } from './lazy-panes';
export { loadView } from './load-view';
