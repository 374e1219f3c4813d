const pluralRules = new Intl.PluralRules('ru');
const hotelWords: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'отель', few: 'отеля', many: 'отелей' };

/** "1 отель", "3 отеля", "12 отелей". */
export const hotelCountLabel = (count: number) => `${count} ${hotelWords[pluralRules.select(count)] ?? 'отеля'}`;
