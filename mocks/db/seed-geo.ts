import type { Admin, Beach, Region } from './types.ts';

// Бодрум is the region without hotels; Сиде is the region without beaches.
export const seedRegions: readonly Region[] = [
  { id: 1, region_name: 'Анталья', weight: 100 },
  { id: 2, region_name: 'Кемер', weight: 90 },
  { id: 3, region_name: 'Сиде', weight: 80 },
  { id: 4, region_name: 'Аланья', weight: 70 },
  { id: 5, region_name: 'Бодрум', weight: 40 },
];

export const seedBeaches: readonly Beach[] = [
  { id: 1, beach_name: 'Коньяалты', region_id: 1 },
  { id: 2, beach_name: 'Лара', region_id: 1 },
  { id: 3, beach_name: 'Лунный пляж', region_id: 2 },
  { id: 4, beach_name: 'Бельдиби', region_id: 2 },
  { id: 5, beach_name: 'Гёйнюк', region_id: 2 },
  { id: 6, beach_name: 'Клеопатра', region_id: 4 },
  { id: 7, beach_name: 'Кейкубат', region_id: 4 },
  { id: 8, beach_name: 'Махмутлар', region_id: 4 },
  { id: 9, beach_name: 'Гюмбет', region_id: 5 },
  { id: 10, beach_name: 'Битез', region_id: 5 },
];

export const seedAdmins: readonly Admin[] = [
  {
    tg_id: 1,
    user_name: 'anna_admin',
    first_name: 'Анна',
    last_name: 'Смирнова',
    language_code: 'ru',
    hash: 'demo',
  },
];
