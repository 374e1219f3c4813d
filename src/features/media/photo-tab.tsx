import { MediaTab } from './media-tab';
import { photoKind } from './photo-kind';

// Keyed by hotel: another hotel is a fresh form, and an upload for the previous one is aborted.
export function PhotoTab({ hotelId }: { hotelId: number }) {
  return <MediaTab key={hotelId} hotelId={hotelId} kind={photoKind} />;
}
