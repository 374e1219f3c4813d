import type { Region } from '@/entities/regions/schema';
import { returnFocusMark } from '@/shared/layout/use-view-focus';
import { intent } from '@/shared/preload/intent';
import { IconButton } from '@/shared/ui/icon-button';
import { EditIcon, MapPinIcon } from '@/shared/ui/icons';
import styles from './regions-column.module.css';

type RegionListProps = {
  regions: readonly Region[];
  selectedRegionId: number | undefined;
  onSelect: (regionId: number) => void;
  onEdit: (regionId: number) => void;
};

export function RegionList({ regions, selectedRegionId, onSelect, onEdit }: RegionListProps) {
  if (regions.length === 0) return <p className="empty">Регионов пока нет.</p>;
  return (
    <ul className={`list ${styles.list}`}>
      {regions.map((region) => {
        const selected = region.id === selectedRegionId;
        return (
          <li key={region.id} className={selected ? `${styles.row} ${styles.rowSelected}` : styles.row}>
            <button
              type="button"
              className={styles.regionButton}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(region.id)}
              {...intent('region', region.id)}
            >
              <MapPinIcon size={18} className={styles.pin} />
              <span className={styles.regionName}>{region.region_name}</span>
            </button>
            <IconButton
              label={`Редактировать «${region.region_name}»`}
              icon={<EditIcon size={18} />}
              onClick={() => onEdit(region.id)}
              {...returnFocusMark(`region-edit:${region.id}`)}
            />
          </li>
        );
      })}
    </ul>
  );
}
