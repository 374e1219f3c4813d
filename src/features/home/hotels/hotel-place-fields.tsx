import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { beachesQuery } from '@/entities/beaches/queries';
import { regionsQuery } from '@/entities/regions/queries';
import { Field } from '@/shared/ui/field';
import { useReportOnce } from '@/shared/feedback/use-report-once';

type HotelPlaceFieldsProps = {
  regionId: string;
  beachId: string;
  onRegionChange: (regionId: string) => void;
  onBeachChange: (beachId: string) => void;
};

// SPEC.md §8 names no message for beaches that fail to load; the beach is optional, so the form
// stays usable without them.
const logBeachFailure = (error: Error) => console.error('Не удалось загрузить пляжи региона', error);

/** Region, then the beaches of that region only. */
export function HotelPlaceFields({ regionId, beachId, onRegionChange, onBeachChange }: HotelPlaceFieldsProps) {
  const { data: regions } = useSuspenseQuery(regionsQuery());
  const beaches = useQuery({ ...beachesQuery({ region_id: Number(regionId) }), enabled: regionId !== '' });
  useReportOnce(beaches.isFetching ? null : beaches.error, logBeachFailure);
  const beachHint =
    regionId === ''
      ? 'Сначала выберите регион'
      : beaches.data?.length === 0
        ? 'В этом регионе пока нет пляжей'
        : 'Необязательно';

  return (
    <>
      <Field label="Регион">
        <select className="input" value={regionId} onChange={(event) => onRegionChange(event.target.value)}>
          <option value="">— Не выбран —</option>
          {regions.map((region) => (
            <option key={region.id} value={region.id}>
              {region.region_name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Пляж" hint={beachHint}>
        <select
          className="input"
          value={beachId}
          disabled={regionId === '' || beaches.isPending}
          aria-busy={regionId !== '' && beaches.isPending}
          onChange={(event) => onBeachChange(event.target.value)}
        >
          <option value="">Без пляжа</option>
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
