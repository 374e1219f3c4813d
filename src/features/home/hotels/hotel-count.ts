import { countLabel } from '@/shared/text/plural';

/** "1 отель", "3 отеля", "12 отелей". */
export const hotelCountLabel = (count: number) => countLabel(count, { one: 'отель', few: 'отеля', many: 'отелей' });
