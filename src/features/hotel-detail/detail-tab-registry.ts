import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { newsListQuery } from '@/entities/news/queries';
import { photosQuery } from '@/entities/photos/queries';
import { reelsQuery } from '@/entities/reels/queries';
import { roomsQuery } from '@/entities/rooms/queries';
import { videosQuery } from '@/entities/videos/queries';
import { photoTab, reelsTab, videoTab } from '@/features/media';
import type { DetailTab } from '@/navigation/view-state';
import { NewsTab } from './news/news-tab';
import { RoomsTab } from './rooms/rooms-tab';

type DetailTabEntry = {
  /** On the tab and in the document's title. */
  label: string;
  /** The tab's list (its queryOptions factory): started beside the hotel, or ahead of the tab. */
  listQuery: (hotelId: number) => { queryKey: QueryKey };
  Component: ComponentType<{ hotelId: number }>;
  /** Media tabs only: their code is a chunk of its own (the uploader, the players), fetched ahead of a first visit. */
  preload?: () => Promise<unknown>;
};

/**
 * Everything the detail knows of each tab; the strip shows them in the order of `DETAIL_TABS`. A
 * media tab spreads its lazy pair from the media feature: `Component` and `preload`.
 */
export const DETAIL_TAB_REGISTRY = {
  rooms: { label: 'Номера', listQuery: roomsQuery, Component: RoomsTab },
  news: { label: 'Новости', listQuery: newsListQuery, Component: NewsTab },
  photo: { label: 'Фото', listQuery: photosQuery, ...photoTab },
  video: { label: 'Видео', listQuery: videosQuery, ...videoTab },
  reels: { label: 'Рилсы', listQuery: reelsQuery, ...reelsTab },
} satisfies Record<DetailTab, DetailTabEntry>;
