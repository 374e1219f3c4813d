import { useQuery, useQueryClient } from '@tanstack/react-query';
import { regionQuery, regionsQuery } from '@/entities/regions/queries';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';
import { useHomeNavigation } from '@/navigation/use-home-navigation';
import { AwaitingData } from '@/shared/ui/awaiting-data';
import { Spinner } from '@/shared/ui/spinner';
import { BeachSection } from './beach-section';
import { RegionDetailsForm } from './region-details-form';
import styles from './region-form.module.css';

/** REGION_MANAGE: adds a region, or edits one together with its beaches. */
export function RegionForm({ regionId }: { regionId: number | undefined }) {
  return regionId === undefined ? <RegionDetailsForm /> : <RegionEditor regionId={regionId} />;
}

function RegionEditor({ regionId }: { regionId: number }) {
  const queryClient = useQueryClient();
  const navigation = useHomeNavigation();
  // The route loader has the region list in the cache, and a region there is the whole region:
  // seed the detail from it (as fresh as the list) so opening the form costs no request. Only a
  // region the list lacks is fetched on its own.
  const region = useQuery({
    ...regionQuery(regionId),
    initialData: () => queryClient.getQueryData(regionsQuery().queryKey)?.find((cached) => cached.id === regionId),
    initialDataUpdatedAt: () => queryClient.getQueryState(regionsQuery().queryKey)?.dataUpdatedAt,
  });

  // A failed background refetch keeps the region already shown; only a region never loaded is missing.
  if (!region.data) {
    if (!region.isError) {
      return (
        <AwaitingData>
          <Spinner label="Загрузка" />
        </AwaitingData>
      );
    }
    return <RegionMissing onHome={navigation.goHome} />;
  }
  return (
    <>
      <RegionDetailsForm region={region.data} />
      <BeachSection regionId={regionId} />
    </>
  );
}

function RegionMissing({ onHome }: { onHome: () => void }) {
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle('Регион не найден'));
  return (
    <section className="card" aria-labelledby="region-missing-title">
      <h1 id="region-missing-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        Регион не найден.
      </h1>
      <button type="button" className="button" onClick={onHome}>
        На главную
      </button>
    </section>
  );
}
