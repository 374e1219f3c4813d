// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { latinSkeleton, transliterate, typedLatinSkeletons } from '@/features/search/translit';

describe('transliterate', () => {
  it('spells Russian letters after ICAO Doc 9303, in lower case', () => {
    expect(transliterate('Лара')).toBe('lara');
    expect(transliterate('КЕМЕР')).toBe('kemer');
    expect(transliterate('Жемчужина')).toBe('zhemchuzhina');
    expect(transliterate('Царская Чайка')).toBe('tsarskaia chaika');
    expect(transliterate('Шале Щука')).toBe('shale shchuka');
    expect(transliterate('Хижина')).toBe('khizhina');
    expect(transliterate('Юность')).toBe('iunost');
    expect(transliterate('Майский')).toBe('maiskii');
    expect(transliterate('Крым')).toBe('krym');
    expect(transliterate('Эдем')).toBe('edem');
  });

  it('writes ё as e and drops the hard and soft signs', () => {
    expect(transliterate('Ёлки')).toBe('elki');
    expect(transliterate('Подъезд')).toBe('podezd');
    expect(transliterate('Сосновый бор')).toBe('sosnovyi bor');
  });

  it('keeps Latin letters, digits and punctuation as they are, only lower-cased', () => {
    expect(transliterate('Lara Sun Palace 5*')).toBe('lara sun palace 5*');
    expect(transliterate('Отель «Sea» №2')).toBe('otel «sea» №2');
  });
});

describe('latinSkeleton', () => {
  it.each([
    ['Лара', 'Lara', 'lara'],
    ['Кемер', 'Kemer', 'kemer'],
    ['Хилтон', 'Hilton', 'hilton'],
    ['Ялта', 'Yalta', 'ialta'],
    ['Юность', 'Yunost', 'iunost'],
    ['Чайка', 'Chayka', 'chaika'],
    ['Щука', 'Shchuka', 'shuka'],
    ['Роща', 'Rosha', 'rosha'],
    ['Роща', 'Roscha', 'rosha'],
    ['Лазурный', 'Lazurnyj', 'lazurnii'],
    ['Майский', 'Majskij', 'maiskii'],
    ['Царь', 'Tsar', 'tsar'],
    ['Клеопатра', 'Cleopatra', 'kleopatra'],
  ])('%s and %s are both %s', (cyrillic, latin, skeleton) => {
    expect(latinSkeleton(cyrillic)).toBe(skeleton);
    expect(latinSkeleton(latin)).toBe(skeleton);
  });

  it('folds the Latin spellings of one sound: dzh/j, soft c, x, w, ph', () => {
    expect(latinSkeleton('Jumeirah')).toContain(latinSkeleton('Джумейра'));
    expect(latinSkeleton('Palace')).toContain(latinSkeleton('Палас'));
    expect(latinSkeleton('Alexander')).toContain(latinSkeleton('Алекс'));
    expect(latinSkeleton('Sea World')).toContain(latinSkeleton('Ворлд'));
    expect(latinSkeleton('Phoenix')).toContain(latinSkeleton('Фоени'));
    expect(latinSkeleton('Rock')).toBe(latinSkeleton('Рок'));
  });

  it('drops the accents of Latin letters, Turkish dotless ı included', () => {
    expect(latinSkeleton('Göynük')).toBe('goinuk');
    expect(latinSkeleton('Kızılot')).toBe('kizilot');
    expect(latinSkeleton('à la carte')).toBe('a la karte');
  });

  it('has nothing left of a text of signs only', () => {
    expect(latinSkeleton('ъь')).toBe('');
  });
});

describe('typedLatinSkeletons', () => {
  it.each([
    ['Maj', ['mai', 'maj']],
    ['Palac', ['palak', 'palas', 'palach']],
    ['Rosc', ['rosk', 'ross', 'rosh']],
    ['Mad', ['mad', 'maj']],
    ['Lara', ['lara']],
    ['Мад', ['mad', 'maj']],
    ['ак', ['ak']],
    ['эп', ['ep']],
    ['ъ', []],
  ])('%s may be %j inside a longer name', (piece, skeletons) => {
    expect(typedLatinSkeletons(piece)).toEqual(skeletons);
  });
});
