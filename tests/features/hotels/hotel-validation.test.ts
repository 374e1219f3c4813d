import { describe, expect, it } from 'vitest';
import { emptyHotelDraft, hotelCandidateFrom, withRegion } from '@/features/home/hotels/hotel-draft';
import {
  HOTEL_VALIDATION_MESSAGES,
  REQUIRED_TEXT_FIELDS,
  validateHotel,
  type HotelCandidate,
} from '@/features/home/hotels/hotel-validation';

const valid: HotelCandidate = {
  hotel_name: 'Sea Pearl',
  hotel_description: 'У моря',
  services: 'Wi-Fi',
  for_child: 'Клуб',
  resto: 'Шведский стол',
  google_maps: 'https://maps.google.com/?q=1,2',
  deposit: '',
  recommend_list: 1,
  stars: 4,
  region_id: 2,
  beach_id: null,
  is_active: true,
};

const messageFor = (candidate: HotelCandidate) => {
  const result = validateHotel(candidate);
  return result.ok ? null : result.message;
};

describe('validateHotel (SPEC.md §5, in order)', () => {
  it('accepts a complete hotel and sends numbers as numbers, empty optionals as null', () => {
    expect(validateHotel({ ...valid, hotel_name: '  Sea Pearl  ' })).toEqual({
      ok: true,
      hotel: {
        hotel_name: 'Sea Pearl',
        hotel_description: 'У моря',
        services: 'Wi-Fi',
        for_child: 'Клуб',
        resto: 'Шведский стол',
        google_maps: 'https://maps.google.com/?q=1,2',
        recommend_list: 1,
        stars: 4,
        region_id: 2,
        is_active: true,
        deposit: null,
        beach_id: null,
      },
    });
  });

  it('keeps a deposit and a beach when given', () => {
    const result = validateHotel({ ...valid, deposit: ' 50 EUR ', beach_id: 3 });
    expect(result.ok && result.hotel).toMatchObject({ deposit: '50 EUR', beach_id: 3 });
  });

  it.each(REQUIRED_TEXT_FIELDS)('rule 1: %s blank after trimming', (field) => {
    expect(messageFor({ ...valid, [field]: '  \n ' })).toBe('Заполните все обязательные текстовые поля.');
  });

  it('rule 1: deposit is not required', () => {
    expect(messageFor({ ...valid, deposit: '   ' })).toBeNull();
  });

  it.each([2, -1, 0.5, Number.NaN])('rule 2: recommend_list %s', (recommend_list) => {
    expect(messageFor({ ...valid, recommend_list })).toBe('Поле "Рекомендуемый" должно быть 0 или 1.');
  });

  it.each([0, 1])('rule 2: recommend_list %s passes', (recommend_list) => {
    expect(messageFor({ ...valid, recommend_list })).toBeNull();
  });

  it.each([0, 6, 4.5, -3, Number.NaN])('rule 3: stars %s', (stars) => {
    expect(messageFor({ ...valid, stars })).toBe('Количество звёзд должно быть от 1 до 5.');
  });

  it.each([1, 3, 5])('rule 3: stars %s pass', (stars) => {
    expect(messageFor({ ...valid, stars })).toBeNull();
  });

  it.each([null, 0, Number.NaN])('rule 4: region %s', (region_id) => {
    expect(messageFor({ ...valid, region_id })).toBe('Не выбран регион.');
  });

  it.each(['true', 1, null, undefined])('rule 5: is_active %s', (is_active) => {
    expect(messageFor({ ...valid, is_active })).toBe('Некорректный статус активности.');
  });

  it('rule 5: false is a valid status', () => {
    const result = validateHotel({ ...valid, is_active: false });
    expect(result.ok && result.hotel.is_active).toBe(false);
  });

  it('reports only the first broken rule, in SPEC order', () => {
    const broken = { ...valid, resto: '', recommend_list: 7, stars: 9, region_id: null, is_active: 'yes' };
    expect(messageFor(broken)).toBe(HOTEL_VALIDATION_MESSAGES.requiredText);
    expect(messageFor({ ...broken, resto: 'Бар' })).toBe(HOTEL_VALIDATION_MESSAGES.recommendList);
    expect(messageFor({ ...broken, resto: 'Бар', recommend_list: 0 })).toBe(HOTEL_VALIDATION_MESSAGES.stars);
    expect(messageFor({ ...broken, resto: 'Бар', recommend_list: 0, stars: 5 })).toBe(HOTEL_VALIDATION_MESSAGES.region);
    expect(messageFor({ ...broken, resto: 'Бар', recommend_list: 0, stars: 5, region_id: 1 })).toBe(
      HOTEL_VALIDATION_MESSAGES.isActive,
    );
  });
});

describe('hotel draft', () => {
  it('starts active, not recommended, with the given region and no stars', () => {
    expect(emptyHotelDraft(3)).toMatchObject({ is_active: true, recommend_list: '0', region_id: '3', stars: '', beach_id: '' });
    expect(emptyHotelDraft(undefined).region_id).toBe('');
  });

  it('reads empty number controls as "no number", not as 0', () => {
    const candidate = hotelCandidateFrom({ ...emptyHotelDraft(undefined), stars: '  ' });
    expect(candidate.stars).toBeNaN();
    expect(candidate.region_id).toBeNull();
    expect(candidate.beach_id).toBeNull();
  });

  it('drops the beach when the region changes, keeps it when the same region is chosen again', () => {
    const draft = { ...emptyHotelDraft(1), beach_id: '2' };
    expect(withRegion(draft, '1').beach_id).toBe('2');
    expect(withRegion(draft, '2')).toMatchObject({ region_id: '2', beach_id: '' });
  });
});
