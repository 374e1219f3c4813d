import { useRef, useState } from 'react';
import { ListCard } from '@/shared/layout/list-card';
import type { MediaItem, MediaKind } from './media-kind';
import { MediaForm } from './media-form';
import { MediaList } from './media-list';
import { useMediaEditor } from './use-media-editor';
import layout from '@/shared/layout/tab-layout.module.css';

/** A kind's tab, keyed by hotel: another hotel is a fresh form, and an upload for the previous one is aborted. */
export const mediaTab = (kind: MediaKind) =>
  function KindTab({ hotelId }: { hotelId: number }) {
    return <MediaTab key={hotelId} hotelId={hotelId} kind={kind} />;
  };

/** The photo, video and reels tabs: upload/edit form, the list, and the viewer of one item. */
function MediaTab({ hotelId, kind }: { hotelId: number; kind: MediaKind }) {
  const operations = kind.useOperations(hotelId);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const editor = useMediaEditor(kind, operations, listHeadingRef);
  const [viewed, setViewed] = useState<MediaItem | null>(null);
  // The item being edited leaves the list until the edit ends (SPEC.md §4), and so the viewer's walk.
  const shownOf = (items: MediaItem[]) => items.filter((item) => item.id !== editor.editingId);

  return (
    <div className={layout.tab}>
      <MediaForm kind={kind} editor={editor} />
      <ListCard title={kind.texts.heading} list={operations.items} failedMessage={kind.texts.loadFailed} headingRef={listHeadingRef}>
        {(items) => {
          if (items.length === 0) return <p className="empty">{kind.texts.empty}</p>;
          const shown = shownOf(items);
          // The only item is in the form: «Нет видео.» would be untrue, and an empty card would look failed.
          return shown.length === 0 ? (
            <p className="empty">{kind.texts.onlyItemEditing}</p>
          ) : (
            <MediaList items={shown} playable={kind.playable} upright={kind.upright} editor={editor} onOpen={setViewed} />
          );
        }}
      </ListCard>
      {viewed ? <kind.Viewer item={viewed} items={shownOf(operations.items.data ?? [])} onClose={() => setViewed(null)} /> : null}
    </div>
  );
}
