import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { UploadOptions } from '@/api/uploader';

/** A photo, video or reel as the shared media tab shows it. */
export type MediaItem = {
  id: number;
  name: string;
  /** Telegram's file id; photos have none. */
  fileId?: string;
  /** The media file itself: an image, an mp4 or an HLS playlist. */
  path: string;
  /** The picture in the list; null shows the no-preview placeholder. */
  previewPath: string | null;
};

/** What the admin types; photos ignore `fileId`. */
export type MediaValues = { name: string; fileId: string };

/** One kind's entity hooks behind a common shape, so one form and one list serve all three tabs. */
export type MediaOperations = {
  items: UseQueryResult<MediaItem[]>;
  upload: (values: MediaValues, file: File, options: UploadOptions) => Promise<unknown>;
  update: (id: number, values: MediaValues) => Promise<void>;
  remove: (id: number) => Promise<void>;
  /** Re-reads the item before editing it (videos); without it the list's copy is edited. */
  loadForEdit?: (id: number) => Promise<MediaItem>;
};

export type MediaTexts = {
  heading: string;
  /** The button above the list that opens the upload form: «Добавить фото». */
  add: string;
  createTitle: string;
  editTitle: string;
  nameLabel: string;
  fileLabel: string;
  empty: string;
  /** In place of the list while its only item is in the form: the list is not empty, nor failed. */
  onlyItemEditing: string;
  /** The name (and the file id where there is one) must not be blank (docs/product.md, Validation). */
  invalidValues: string;
  confirmDelete: string;
  uploaded: string;
  updated: string;
  deleted: string;
  /** Shown in place of the list; the failure itself is reported by the list's query. */
  loadFailed: string;
  /** The question when another admin changed the same field: «Фото изменено другим администратором». */
  changedByAnother: string;
};

export type MediaViewerProps = {
  item: MediaItem;
  /** The list the item was opened from, in its order, for a viewer that walks through it. */
  items?: readonly MediaItem[];
  onClose: () => void;
};

export type MediaKind = {
  useOperations: (hotelId: number) => MediaOperations;
  withFileId: boolean;
  /** The picker's filter; the file's type and size are checked against it before sending. */
  accept: 'image/*' | 'video/*';
  /** Videos and reels: a play badge on the preview, a placeholder without a thumbnail. */
  playable: boolean;
  /** Reels are shot upright: their previews and placeholders are 9:16 frames, not landscape cards. */
  upright?: boolean;
  texts: MediaTexts;
  Viewer: ComponentType<MediaViewerProps>;
  /** Photos: several files may be picked at once, each queued under its own name; `uploadedCount` is said per batch sent. */
  several?: { uploadedCount: (count: number) => string };
  /** Readies a picked file for sending (photos: a large one is downscaled); the size limit applies to the result. */
  prepareFile?: (file: File) => Promise<File>;
};

export const FILE_REQUIRED = 'Выберите файл!';

/** Telegram's own name for it stays in brackets: that is what the admin copies from the bot. */
export const FILE_ID_LABEL = 'Идентификатор файла (File ID)';
