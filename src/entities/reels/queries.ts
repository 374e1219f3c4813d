import { perHotelKeys, perHotelListQuery } from '../per-hotel-list';
import { fetchReels } from './api';

export const reelKeys = perHotelKeys('reels');

/** The toast of docs/product.md, Errors, also shown in place of the list when it cannot be loaded. */
export const REELS_LOAD_FAILED = 'Ошибка при загрузке рилсов!';

export const reelsQuery = perHotelListQuery(reelKeys, fetchReels, { log: 'Не удалось загрузить рилсы', toast: REELS_LOAD_FAILED });
