import { useQueryClient } from '@tanstack/react-query';
import { createLink, useRouter } from '@tanstack/react-router';
import type { ComponentProps, PointerEvent } from 'react';
import { regionHotelsAsked } from '@/entities/hotels/queries';
import type { Region } from '@/entities/regions/schema';
import { hotelListOf } from '@/navigation/use-home-navigation';
import { returnFocusMark } from '@/shared/layout/use-view-focus';
import { IconButton } from '@/shared/ui/icon-button';
import { EditIcon, MapPinIcon } from '@/shared/ui/icons';
import { EmptyState } from '@/shared/ui/empty-state';
import styles from './regions-column.module.css';

type RegionListProps = {
  regions: readonly Region[];
  selectedRegionId: number | undefined;
  /** A region's link followed in this tab. */
  onFollow: () => void;
  onEdit: (regionId: number) => void;
};

/**
 * The router marks a link to the very address on screen as `aria-current="page"`; a region is marked
 * as the one chosen instead, in every view of it (its list, one of its hotels, its form).
 */
const RegionLink = createLink(function RegionAnchor({ selected, ...props }: ComponentProps<'a'> & { selected: boolean }) {
  return <a {...props} aria-current={selected ? 'true' : undefined} />;
});

/**
 * Readies a region's hotel list on the press of a mouse or a pen, as the router does on the pointer's
 * arrival (record 0015): the click follows some 100 ms later. Only for a region whose hotels are
 * neither here nor on their way, as when the pointer came to rest on its link long before. A finger's
 * touch is the link's own intent, and comes right after.
 */
function usePreloadOnPress() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (regionId: number) => (event: PointerEvent) => {
    if (event.pointerType === 'touch' || event.button !== 0 || regionHotelsAsked(queryClient, regionId)) return;
    void router.preloadRoute({ to: '/homePage', search: hotelListOf(regionId) });
  };
}

/** Each region is a link to its hotel list (a new tab, a copy), its hotels loaded on the admin's intent. */
export function RegionList({ regions, selectedRegionId, onFollow, onEdit }: RegionListProps) {
  const preloadOnPress = usePreloadOnPress();
  if (regions.length === 0) return <EmptyState text="Регионов пока нет." />;
  return (
    <ul className={`list ${styles.list}`}>
      {regions.map((region) => {
        const selected = region.id === selectedRegionId;
        return (
          <li key={region.id} className={selected ? `${styles.row} ${styles.rowSelected}` : styles.row}>
            <RegionLink
              to="/homePage"
              search={hotelListOf(region.id)}
              className={styles.regionButton}
              selected={selected}
              onPointerDown={preloadOnPress(region.id)}
              onClick={onFollow}
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
