// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countLabel } from '@/shared/text/plural';

const hotels = { one: 'отель', few: 'отеля', many: 'отелей' };

describe('countLabel', () => {
  it.each([
    [1, '1 отель'],
    [2, '2 отеля'],
    [5, '5 отелей'],
    [11, '11 отелей'],
    [21, '21 отель'],
    [22, '22 отеля'],
    [3265, '3265 отелей'],
  ])('says %i as «%s»', (count, label) => {
    expect(countLabel(count, hotels)).toBe(label);
  });

  it('gives a fraction the "few" form', () => {
    expect(countLabel(1.5, { one: 'звезда', few: 'звезды', many: 'звёзд' })).toBe('1.5 звезды');
  });
});
