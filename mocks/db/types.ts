export interface Region {
  id: number;
  region_name: string;
  weight: number;
}

export interface Beach {
  id: number;
  beach_name: string;
  region_id: number;
}

export interface Hotel {
  hotel_id: number;
  hotel_name: string;
  hotel_description: string;
  services: string;
  for_child: string;
  resto: string;
  recommend_list: 0 | 1;
  stars: number;
  google_maps: string;
  deposit: string | null;
  beach_id: number | null;
  region_id: number;
  is_active: boolean;
}

export interface Room {
  id: number;
  room_type: string;
  square_meters: number;
  view: string;
  max_occupancy: string;
  hotel_id: number;
}

export interface News {
  id: number;
  news_header: string;
  news_txt: string;
  hotel_id: number;
}

export interface Photo {
  id: number;
  photo_name: string;
  photo_path: string;
  hotel_id: number;
}

export interface Video {
  id: number;
  video_name: string;
  file_id: string;
  video_path: string;
  thumbnail_path: string | null;
  hotel_id: number;
}

export interface Reel {
  id: number;
  reels_name: string;
  file_id: string;
  reels_path: string;
  thumbnail_path: string | null;
  hotel_id: number;
}

export interface Admin {
  tg_id: number;
  user_name: string;
  first_name: string;
  last_name: string;
  language_code: string;
  /** Accepted instead of a real Telegram init-data hash: the fake API has no bot token to check against. */
  hash: string;
}

/** ArrayBuffer-backed so the bytes can be handed to Response/Blob without a copy or a cast. */
export interface StoredFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

export interface Tables {
  regions: Region[];
  beaches: Beach[];
  hotels: Hotel[];
  rooms: Room[];
  news: News[];
  photos: Photo[];
  videos: Video[];
  reels: Reel[];
}

export type TableName = keyof Tables;
