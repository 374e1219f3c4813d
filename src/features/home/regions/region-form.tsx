import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { regionQuery } from '@/entities/regions/queries';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';
import { useHomeNavigation } from '@/navigation/use-home-navigation';
import { AwaitingData } from '@/shared/ui/awaiting-data';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { BeachSection } from './beach-section';
import { RegionDetailsForm } from './region-details-form';
import styles from './region-form.module.css';

/** REGION_MANAGE: adds a region, or edits one together with its beaches. */
export function RegionForm({ regionId }: { regionId: number | undefined }) {
  if (regionId === undefined) return <RegionDetailsForm />;
  return (
    // A region that failed to load is as missing as one the server does not know.
    <QueryBoundary loading={<AwaitingData />} failed={() => <RegionMissing />}>
      <RegionEditor regionId={regionId} />
    </QueryBoundary>
  );
}

function RegionEditor({ regionId }: { regionId: number }) {
  const { data: region } = useSuspenseQuery(regionQuery(regionId, useQueryClient()));
  return (
    <>
      <RegionDetailsForm region={region} />
      <BeachSection regionId={regionId} />
    </>
  );
}

function RegionMissing() {
  const navigation = useHomeNavigation();
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle('Регион не найден'));
  return (
    <section className="card" aria-labelledby="region-missing-title">
      <h1 id="region-missing-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        Регион не найден.
      </h1>
      <button type="button" className="button" onClick={navigation.goHome}>
        На главную
      </button>
    </section>
  );
}
