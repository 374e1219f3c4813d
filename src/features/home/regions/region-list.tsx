import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import type { Region } from '@/entities/regions/schema';
import { hotelListOf } from '@/navigation/use-home-navigation';
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

type RegionAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { selected: boolean };

/**
 * The router marks a link to the very address on screen as `aria-current="page"`; a region is marked
 * as the one chosen instead, in every view of it (its list, one of its hotels, its form).
 */
const RegionAnchor = forwardRef<HTMLAnchorElement, RegionAnchorProps>(function RegionAnchor({ selected, ...props }, ref) {
  return <a ref={ref} {...props} aria-current={selected ? 'true' : undefined} />;
});
const RegionLink = createLink(RegionAnchor);

/** A click the browser would follow in this tab: not a middle click, nor one asking for a new tab or window. */
const inThisTab = (event: MouseEvent) => event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * Each region is a link to its hotel list (a new tab, a copy). Followed in this tab, the column opens
 * it itself (`onSelect`): it keeps the current screen until the region's hotels have arrived.
 */
export function RegionList({ regions, selectedRegionId, onSelect, onEdit }: RegionListProps) {
  if (regions.length === 0) return <p className="empty">Регионов пока нет.</p>;
  return (
    <ul className={`list ${styles.list}`}>
      {regions.map((region) => {
        const selected = region.id === selectedRegionId;
        return (
          <li key={region.id} className={selected ? `${styles.row} ${styles.rowSelected}` : styles.row}>
            <RegionLink
              to="/homePage"
              search={hotelListOf(region.id)}
              // Prepared by the intent listener, which starts the hotels the column then waits for.
              preload={false}
              className={styles.regionButton}
              selected={selected}
              onClick={(event) => {
                if (!inThisTab(event)) return;
                event.preventDefault();
                onSelect(region.id);
              }}
              {...intent('region', region.id)}
            >
              <MapPinIcon size={18} className={styles.pin} />
              <span className={styles.regionName}>{region.region_name}</span>
            </RegionLink>
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
