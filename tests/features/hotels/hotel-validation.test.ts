// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyHotelDraft, hotelCandidateFrom, withRegion } from '@/features/home/hotels/hotel-draft';
import { validateHotel, type HotelCandidate } from '@/features/home/hotels/hotel-validation';
import { seedHotels } from '../../../mocks/db/seed-hotels';
import { RULE_MESSAGES } from './hotel-form-helpers';

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

describe('validateHotel (docs/product.md, Validation, in order)', () => {
  it('accepts a complete hotel and sends numbers as numbers, empty optionals as null', () => {
    expect(validateHotel({ ...valid, hotel_name: '  Sea Pearl  ' })).toEqual({ ok: true, hotel: { ...valid, deposit: null } });
  });

  it('keeps a deposit and a beach when given', () => {
    const result = validateHotel({ ...valid, deposit: ' 50 EUR ', beach_id: 3 });
    expect(result.ok && result.hotel).toMatchObject({ deposit: '50 EUR', beach_id: 3 });
  });

  it.each(['hotel_name', 'hotel_description', 'services', 'for_child', 'resto', 'google_maps'])(
    'rule 1: %s blank after trimming',
    (field) => {
      expect(messageFor({ ...valid, [field]: '  \n ' })).toBe(RULE_MESSAGES.requiredText);
    },
  );

  it('rule 1: deposit is not required', () => {
    expect(messageFor({ ...valid, deposit: '   ' })).toBeNull();
  });

  it.each([2, -1, 0.5, Number.NaN])('rule 2: recommend_list %s', (recommend_list) => {
    expect(messageFor({ ...valid, recommend_list })).toBe(RULE_MESSAGES.recommendList);
  });

  it.each([0, 1])('rule 2: recommend_list %s passes', (recommend_list) => {
    expect(messageFor({ ...valid, recommend_list })).toBeNull();
  });

  it.each([0, 6, 4.5, -3, Number.NaN])('rule 3: stars %s', (stars) => {
    expect(messageFor({ ...valid, stars })).toBe(RULE_MESSAGES.stars);
  });

  it.each([1, 3, 5])('rule 3: stars %s pass', (stars) => {
    expect(messageFor({ ...valid, stars })).toBeNull();
  });

  it.each([null, 0, Number.NaN])('rule 4: region %s', (region_id) => {
    expect(messageFor({ ...valid, region_id })).toBe(RULE_MESSAGES.region);
  });

  it.each(['true', 1, null, undefined])('rule 5: is_active %s', (is_active) => {
    expect(messageFor({ ...valid, is_active })).toBe(RULE_MESSAGES.isActive);
  });

  it('rule 5: false is a valid status', () => {
    const result = validateHotel({ ...valid, is_active: false });
    expect(result.ok && result.hotel.is_active).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://maps.example.com/hotel',
    'maps.google.com/?q=1,2',
    'Анталья, Лара',
    'https://',
  ])('rule 6: google_maps %j is not an http(s) link', (google_maps) => {
    expect(messageFor({ ...valid, google_maps })).toBe(RULE_MESSAGES.mapsUrl);
  });

  it.each(['http://maps.google.com/?q=1,2', '  https://www.google.com/maps?q=36.85,31.05  ', 'HTTPS://goo.gl/maps/x'])(
    'rule 6: google_maps %j passes, trimmed',
    (google_maps) => {
      const result = validateHotel({ ...valid, google_maps });
      expect(result.ok && result.hotel.google_maps).toBe(google_maps.trim());
    },
  );

  it('reports only the first broken rule, in SPEC order, the map link last', () => {
    const broken = {
      ...valid,
      resto: '',
      recommend_list: 7,
      stars: 9,
      region_id: null,
      is_active: 'yes',
      google_maps: 'javascript:alert(1)',
    };
    expect(messageFor(broken)).toBe(RULE_MESSAGES.requiredText);
    expect(messageFor({ ...broken, resto: 'Бар' })).toBe(RULE_MESSAGES.recommendList);
    expect(messageFor({ ...broken, resto: 'Бар', recommend_list: 0 })).toBe(RULE_MESSAGES.stars);
    expect(messageFor({ ...broken, resto: 'Бар', recommend_list: 0, stars: 5 })).toBe(RULE_MESSAGES.region);
    expect(messageFor({ ...broken, resto: 'Бар', recommend_list: 0, stars: 5, region_id: 1 })).toBe(
      RULE_MESSAGES.isActive,
    );
    expect(messageFor({ ...broken, resto: 'Бар', recommend_list: 0, stars: 5, region_id: 1, is_active: true })).toBe(
      RULE_MESSAGES.mapsUrl,
    );
  });

  it('accepts every seeded hotel as it is, so editing one never trips rule 6', () => {
    for (const { hotel_id: _id, deposit, beach_id, ...hotel } of seedHotels) {
      expect(messageFor({ ...hotel, deposit: deposit ?? '', beach_id: beach_id ?? null })).toBeNull();
    }
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
