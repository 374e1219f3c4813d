import { useId, useRef, useState } from 'react';
import { LoadFailed } from '@/shared/ui/load-failed';
import type { MediaItem, MediaKind } from './media-kind';
import { MediaForm } from './media-form';
import { MediaList } from './media-list';
import { useMediaEditor } from './use-media-editor';
import layout from '@/shared/layout/tab-layout.module.css';
import styles from './media.module.css';

type MediaTabProps = { hotelId: number; kind: MediaKind };

/** The photo, video and reels tabs: upload/edit form, the list, and the viewer of one item. */
export function MediaTab({ hotelId, kind }: MediaTabProps) {
  const operations = kind.useOperations(hotelId);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const editor = useMediaEditor(kind, operations, listHeadingRef);
  const [viewed, setViewed] = useState<MediaItem | null>(null);
  const headingId = useId();
  const { data, error, refetch } = operations.items;
  // The item being edited leaves the list until the edit ends (SPEC.md §4).
  const shown = data?.filter((item) => item.id !== editor.editingId) ?? [];
  const Viewer = kind.Viewer;

  return (
    <div className={layout.tab}>
      <MediaForm kind={kind} editor={editor} />
      <section className={`card ${styles.listCard}`} aria-labelledby={headingId}>
        <div className={styles.listHeader}>
          <h2 id={headingId} ref={listHeadingRef} tabIndex={-1} className={styles.cardTitle}>
            {kind.texts.heading}
          </h2>
          {data ? <span className="badge">{data.length}</span> : null}
        </div>
        {data ? (
          shown.length === 0 ? (
            <p className="empty">{kind.texts.empty}</p>
          ) : (
            <MediaList
              items={shown}
              playable={kind.playable}
              editDisabled={editor.busy}
              onOpen={setViewed}
              onEdit={(item) => void editor.startEdit(item)}
              onDelete={(item) => void editor.remove(item.id)}
            />
          )
        ) : error ? (
          <LoadFailed message={kind.texts.loadFailed} onRetry={() => void refetch()} />
        ) : (
          <div className={styles.status}>
            <span className="spinner" role="status" aria-label="Загрузка…" />
          </div>
        )}
      </section>
      {viewed ? <Viewer item={viewed} onClose={() => setViewed(null)} /> : null}
    </div>
  );
}
