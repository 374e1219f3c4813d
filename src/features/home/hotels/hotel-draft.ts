import type { HotelInput } from '@/entities/hotels/schema';
import { eachHotelField, type ByHotelField } from './hotel-fields';
import type { HotelCandidate } from './hotel-validation';

/** The form's state: every control's value as the control holds it. */
export type HotelDraft = ByHotelField<{ requiredText: string; optionalText: string; number: string; id: string; checkbox: boolean }>;

/** The controls whose value is text: all but the checkbox. */
export type HotelTextField = { [Name in keyof HotelDraft]: HotelDraft[Name] extends string ? Name : never }[keyof HotelDraft];

/** The form's controls holding a hotel's values; a missing value is an empty control. */
export const hotelDraftFrom = (hotel: Partial<HotelInput>) =>
  eachHotelField((name, kind) => {
    const value = hotel[name];
    return kind === 'checkbox' ? value === true : value == null ? '' : String(value);
  }) as HotelDraft;

/** A new hotel starts active, not recommended, in the given region if any. */
export const emptyHotelDraft = (regionId: number | undefined) => hotelDraftFrom({ is_active: true, recommend_list: 0, region_id: regionId });

/** An empty control is "no number" (NaN), never 0, so it fails its rule instead of passing as 0. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const idOf = (text: string) => (text === '' ? null : Number(text));

export const hotelCandidateFrom = (draft: HotelDraft) =>
  eachHotelField((name, kind) => {
    const value = draft[name];
    if (typeof value === 'boolean') return value;
    return kind === 'number' ? numberOf(value) : kind === 'id' ? idOf(value) : value;
  }) as HotelCandidate;

/** A beach belongs to one region, so choosing another region drops the beach. */
export function withRegion(draft: HotelDraft, regionId: string): HotelDraft {
  if (regionId === draft.region_id) return draft;
  return { ...draft, region_id: regionId, beach_id: '' };
}
