/**
 * SPEC.md §5 shows no validation for the region form, so there is no message to stop on. An empty
 * (or unreadable) weight is sent as 0, the neutral weight, instead of NaN, which JSON would turn
 * into null and a careful server would refuse.
 */
export function toRegionWeight(text: string): number {
  const weight = Number(text);
  return text.trim() !== '' && Number.isFinite(weight) ? weight : 0;
}
