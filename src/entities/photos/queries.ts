import { perHotelKeys, perHotelListQuery } from '../per-hotel-list';
import { fetchPhotos } from './api';

export const photoKeys = perHotelKeys('photos');

/** The toast of docs/product.md, Errors, also shown in place of the list when it cannot be loaded. */
export const PHOTOS_LOAD_FAILED = 'Ошибка при загрузке фотографий!';

export const photosQuery = perHotelListQuery(photoKeys, fetchPhotos, { log: 'Не удалось загрузить фотографии', toast: PHOTOS_LOAD_FAILED });
