import type { HotelDraft } from './hotel-draft';

/** Each field's label, as the form shows it and as the question about another admin's change names it. */
export const HOTEL_LABELS: Record<keyof HotelDraft, string> = {
  hotel_name: 'Название отеля',
  hotel_description: 'Описание',
  services: 'Услуги',
  for_child: 'Для детей',
  resto: 'Рестораны',
  google_maps: 'Ссылка на Google Maps',
  deposit: 'Депозит',
  recommend_list: 'Рекомендуемый',
  stars: 'Звёзды',
  region_id: 'Регион',
  beach_id: 'Пляж',
  is_active: 'Активен',
};
