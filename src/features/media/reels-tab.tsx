import { MediaTab } from './media-tab';
import { reelKind } from './reel-kind';

// Keyed by hotel: another hotel is a fresh form, and an upload for the previous one is aborted.
export function ReelsTab({ hotelId }: { hotelId: number }) {
  return <MediaTab key={hotelId} hotelId={hotelId} kind={reelKind} />;
}
