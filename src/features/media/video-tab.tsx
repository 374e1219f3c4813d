import { MediaTab } from './media-tab';
import { videoKind } from './video-kind';

// Keyed by hotel: another hotel is a fresh form, and an upload for the previous one is aborted.
export function VideoTab({ hotelId }: { hotelId: number }) {
  return <MediaTab key={hotelId} hotelId={hotelId} kind={videoKind} />;
}
