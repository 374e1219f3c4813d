import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { refocusAfterRemoval } from '@/shared/layout/form-focus';
import { beachesQuery } from '@/entities/beaches/queries';
import { AddBeachForm } from './add-beach-form';
import { BeachRow } from './beach-row';
import { AwaitingData } from '@/shared/ui/awaiting-data';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadFailed } from '@/shared/ui/load-failed';
import { SectionHeader } from '@/shared/ui/section-header';
import { Spinner } from '@/shared/ui/spinner';
import styles from './region-form.module.css';

/** The beaches of the region being edited: the list with deletion, and a field to add one. */
export function BeachSection({ regionId }: { regionId: number }) {
  const beaches = useQuery(beachesQuery({ region_id: regionId }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The deleted beach's row goes, and its button with the focus: the list's heading takes it.
  const afterDelete = (formerFocus: Element | null) => refocusAfterRemoval(headingRef.current, formerFocus);

  return (
    <section className={`card ${styles.beaches}`} aria-labelledby="beach-section-title">
      <SectionHeader id="beach-section-title" title="Пляжи" count={beaches.data?.length} headingRef={headingRef} />
      {beaches.data ? (
        beaches.data.length === 0 ? (
          <EmptyState text="Нет пляжей в этом регионе." />
        ) : (
          <ul className={`list ${styles.beachList}`} aria-label="Пляжи региона">
            {beaches.data.map((beach) => (
              <BeachRow key={beach.id} beach={beach} onDeleteSettled={afterDelete} />
            ))}
          </ul>
        )
      ) : beaches.isError ? (
        <LoadFailed message="Не удалось загрузить пляжи." onRetry={() => void beaches.refetch()} />
      ) : (
        <AwaitingData>
          <Spinner label="Загрузка пляжей" />
        </AwaitingData>
      )}
      <AddBeachForm regionId={regionId} beachCount={beaches.data?.length} />
    </section>
  );
}
