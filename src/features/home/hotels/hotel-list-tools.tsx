import { HotelStatusFilter, starsLabel } from '@/features/hotels';
import { HOTEL_SORTS, type HotelListView, type HotelSort } from '@/navigation/view-state';
import { Field } from '@/shared/ui/field';
import styles from './hotel-list.module.css';

const SORT_LABELS: Record<HotelSort, string> = {
  name: 'По названию',
  'stars-desc': 'Больше звёзд',
  'stars-asc': 'Меньше звёзд',
};
const STAR_CHOICES = [5, 4, 3, 2, 1] as const;

type HotelListToolsProps = HotelListView & { onChange: (view: HotelListView) => void };

/**
 * Order and filters above a region's hotels; native selects, so a keyboard and a phone's picker
 * both work. The default of each (by name, all) is left out of the address.
 */
export function HotelListTools({ hotelSort, hotelStatus, hotelStars, onChange }: HotelListToolsProps) {
  const current = { hotelSort, hotelStatus, hotelStars };
  return (
    <div className={styles.tools}>
      <div className={styles.toolsGrid}>
        <div className={styles.sortTool}>
          <Field label="Сортировка">
            <select
              className="input"
              value={hotelSort ?? 'name'}
              onChange={(event) => {
                const sort = HOTEL_SORTS.find((candidate) => candidate === event.target.value);
                onChange({ ...current, hotelSort: sort === 'name' ? undefined : sort });
              }}
            >
              {HOTEL_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <HotelStatusFilter value={hotelStatus} onChange={(status) => onChange({ ...current, hotelStatus: status })} />
        <Field label="Звёзды">
          <select
            className="input"
            value={hotelStars ?? ''}
            onChange={(event) => onChange({ ...current, hotelStars: Number(event.target.value) || undefined })}
          >
            <option value="">Любые</option>
            {STAR_CHOICES.map((stars) => (
              <option key={stars} value={stars}>
                {starsLabel(stars)}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </div>
  );
}
