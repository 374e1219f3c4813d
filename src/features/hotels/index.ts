// The hotel as the screens that list or show hotels draw it: the list's and the search's row, the
// active switch, the stars, the status filter.
export { ActiveSwitch } from './active-switch';
export { HOTEL_ROW_HEIGHT, HotelRow, hotelRowKey } from './hotel-row';
export { StarRating, starsLabel } from './star-rating';
export { HotelStatusFilter } from './status-filter';
