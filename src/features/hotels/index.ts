// The hotel as the screens that list or show hotels draw it: the list's and the search's row, the
// active switch, the stars and their picker, the status filter.
export { HotelActiveSaves } from './active-saves';
export { ACTIVE_STATE_TEXT, ActiveSwitch } from './active-switch';
export { HotelEditLink } from './hotel-edit-link';
export { HOTEL_ROW_HEIGHT, HotelRow, InactiveChip, hotelRowKey } from './hotel-row';
export { StarPicker } from './star-picker';
export { StarRating, starsLabel } from './star-rating';
export { HotelStatusFilter } from './status-filter';
