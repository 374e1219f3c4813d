import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { beachesQuery } from '@/entities/beaches/queries';
import { sortedRegionsQuery } from '@/entities/regions/queries';
import { Field } from '@/shared/ui/field';
import type { FieldError } from '@/shared/ui/use-field-error';
import { HOTEL_LABELS } from './hotel-fields';

type HotelPlaceFieldsProps = {
  regionId: string;
  beachId: string;
  /** Why no region is accepted (rule 4 of docs/product.md, Validation). */
  regionError?: FieldError | undefined;
  onRegionChange: (regionId: string) => void;
  onBeachChange: (beachId: string) => void;
};

/** Region, then the beaches of that region only. */
export function HotelPlaceFields({ regionId, beachId, regionError, onRegionChange, onBeachChange }: HotelPlaceFieldsProps) {
  const { data: regions } = useSuspenseQuery(sortedRegionsQuery());
  const beaches = useQuery({ ...beachesQuery({ region_id: Number(regionId) }), enabled: regionId !== '' });
  // A failure is reported by the query client; the beach is optional, so the form stays usable.
  const beachHint =
    regionId === ''
      ? 'Сначала выберите регион'
      : beaches.data?.length === 0
        ? 'В этом регионе пока нет пляжей'
        : 'Необязательно';
  // A beach the list cannot name (still loading, offline, failed, or since deleted) keeps an option
  // of its own: shown as «Без пляжа» it would look removed, though saving keeps it.
  const unlistedBeach = beachId !== '' && !beaches.data?.some((beach) => String(beach.id) === beachId);

  return (
    <>
      <Field label={HOTEL_LABELS.region_id} required error={regionError}>
        <select className="input" value={regionId} onChange={(event) => onRegionChange(event.target.value)}>
          <option value="">— Не выбран —</option>
          {regions.map((region) => (
            <option key={region.id} value={region.id}>
              {region.region_name}
            </option>
          ))}
        </select>
      </Field>
      <Field label={HOTEL_LABELS.beach_id} hint={beachHint}>
        <select
          className="input"
          value={beachId}
          disabled={regionId === '' || beaches.isPending}
          aria-busy={regionId !== '' && beaches.isPending}
          onChange={(event) => onBeachChange(event.target.value)}
        >
          <option value="">Без пляжа</option>
          {unlistedBeach && (
            <option value={beachId}>{beaches.isPending && beaches.isFetching ? 'Загрузка…' : `Пляж #${beachId}`}</option>
          )}
          {beaches.data?.map((beach) => (
            <option key={beach.id} value={beach.id}>
              {beach.beach_name}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
