import { renderSvgImage } from './svg-image.ts';
import type { Photo, Reel, StoredFile, Video } from './types.ts';

const photoSpecs: ReadonlyArray<[hotel_id: number, photo_name: string, slug: string]> = [
  [1, 'Вид на море', 'sea-view'],
  [1, 'Главный бассейн', 'main-pool'],
  [1, 'Номер Deluxe', 'deluxe-room'],
  [2, 'Пляж Коньяалты', 'konyaalti-beach'],
  [5, 'Сосновый парк', 'pine-park'],
  [5, 'Аквапарк', 'aquapark'],
  [9, 'Храм Аполлона', 'apollo-temple'],
  [12, 'Пляж Клеопатры', 'cleopatra-beach'],
  [12, 'Ресторан на террасе', 'terrace-restaurant'],
];

export interface SeedMedia {
  photos: Photo[];
  videos: Video[];
  reels: Reel[];
  files: Map<string, StoredFile>;
}

/** The seeded video and reel point at fixture paths that 404 until the fixture files exist. */
export const SEED_VIDEO_PATH = '/media/seed/hls/sea.m3u8';
export const SEED_REEL_PATH = '/media/seed/reel.mp4';
const FIXTURE_VIDEO_THUMB = '/media/seed/thumbs/sea.jpg';

export function buildSeedMedia(fixtures: ReadonlyMap<string, StoredFile>): SeedMedia {
  const files = new Map(fixtures);
  const svg = (path: string, caption: string, palette: number): string => {
    files.set(path, { bytes: renderSvgImage(caption, palette), contentType: 'image/svg+xml' });
    return path;
  };

  const photos = photoSpecs.map(([hotel_id, photo_name, slug], index): Photo => {
    const id = index + 1;
    return { id, hotel_id, photo_name, photo_path: svg(`/media/photos/${id}-${slug}.svg`, photo_name, index) };
  });

  // A real jpg thumbnail wins once the fixtures provide one; until then a generated one keeps previews working.
  const videoThumb = fixtures.has(FIXTURE_VIDEO_THUMB)
    ? FIXTURE_VIDEO_THUMB
    : svg('/media/videos/1-sea-thumb.svg', 'Море, HLS', 0);

  const videos: Video[] = [
    {
      id: 1,
      hotel_id: 1,
      video_name: 'Пляж Лара с дрона',
      file_id: 'BAACAgIAAxkBAAIBdemoVideoSea',
      video_path: SEED_VIDEO_PATH,
      thumbnail_path: videoThumb,
    },
  ];

  const reels: Reel[] = [
    {
      id: 1,
      hotel_id: 1,
      reels_name: 'Утро у бассейна',
      file_id: 'BAACAgIAAxkBAAIBdemoReelPool',
      reels_path: SEED_REEL_PATH,
      // Left without a thumbnail on purpose: the panel's no-preview placeholder needs seed data too.
      thumbnail_path: null,
    },
  ];

  return { photos, videos, reels, files };
}
