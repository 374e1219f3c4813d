import { useEffect, useRef, useState, type DragEvent } from 'react';
import { ListCard } from '@/shared/layout/list-card';
import { refocusAfterRemoval } from '@/shared/layout/form-focus';
import { allowFileDrop, carriesFiles, takeDroppedFiles } from '@/shared/ui/file-picker';
import { PlusIcon } from '@/shared/ui/icons';
import type { MediaItem, MediaKind } from './media-kind';
import { MediaForm } from './media-form';
import { MediaList } from './media-list';
import { useMediaEditor } from './use-media-editor';
import layout from '@/shared/layout/tab-layout.module.css';
import { EmptyState } from '@/shared/ui/empty-state';
import styles from './media.module.css';

/** A kind's tab, keyed by hotel: another hotel is a fresh form, and an upload for the previous one is aborted. */
export const mediaTab = (kind: MediaKind) =>
  function KindTab({ hotelId }: { hotelId: number }) {
    return <MediaTab key={hotelId} hotelId={hotelId} kind={kind} />;
  };

/**
 * The photo, video and reels tabs: the list first, with «Добавить …» opening the upload form above
 * it; the form is open while an item is edited or anything is picked, queued or on its way, so
 * nothing the admin started is hidden. Closing it gives the focus back to «Добавить …». Files
 * dragged over the tab open it too, to show its drop zone, and are taken wherever on the tab they
 * are dropped, as if picked (not while an item is edited or a save runs, when the form takes none).
 */
function MediaTab({ hotelId, kind }: { hotelId: number; kind: MediaKind }) {
  const operations = kind.useOperations(hotelId);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const editor = useMediaEditor(kind, operations, listHeadingRef);
  const [adding, setAdding] = useState(false);
  const [viewed, setViewed] = useState<MediaItem | null>(null);
  const takesDrop = (event: DragEvent) => carriesFiles(event) && editor.editingId === null && !editor.busy;
  const formOpen =
    adding || editor.editingId !== null || editor.file !== null || editor.uploading || editor.queue.uploads.length > 0;
  // The item being edited leaves the list until the edit ends (docs/product.md, Forms), and so the viewer's walk.
  const shownOf = (items: MediaItem[]) => items.filter((item) => item.id !== editor.editingId);

  // The form gone (closed, or the edit it was opened for is over): a focus it took goes to «Добавить …».
  const wasOpen = useRef(formOpen);
  useEffect(() => {
    if (wasOpen.current && !formOpen) refocusAfterRemoval(addRef.current);
    wasOpen.current = formOpen;
  }, [formOpen]);

  return (
    <div
      className={formOpen ? layout.tab : styles.listFirst}
      onDragEnter={(event) => takesDrop(event) && setAdding(true)}
      onDragOver={(event) => takesDrop(event) && allowFileDrop(event)}
      onDrop={(event) => takesDrop(event) && takeDroppedFiles(event, editor.chooseFiles)}
    >
      {formOpen ? (
        <MediaForm kind={kind} editor={editor} onClose={() => setAdding(false)} />
      ) : (
        <div className={styles.addRow}>
          <button ref={addRef} type="button" className="button" onClick={() => setAdding(true)}>
            <PlusIcon />
            {kind.texts.add}
          </button>
        </div>
      )}
      <ListCard title={kind.texts.heading} list={operations.items} failedMessage={kind.texts.loadFailed} headingRef={listHeadingRef}>
        {(items) => {
          if (items.length === 0) return <EmptyState text={kind.texts.empty} />;
          const shown = shownOf(items);
          // The only item is in the form: «Нет видео.» would be untrue, and an empty card would look failed.
          return shown.length === 0 ? (
            <EmptyState text={kind.texts.onlyItemEditing} />
          ) : (
            <MediaList items={shown} playable={kind.playable} upright={kind.upright} editor={editor} onOpen={setViewed} />
          );
        }}
      </ListCard>
      {viewed ? <kind.Viewer item={viewed} items={shownOf(operations.items.data ?? [])} onClose={() => setViewed(null)} /> : null}
    </div>
  );
}
