import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { sortedRegionsQuery } from '@/entities/regions/queries';
import { IconButton } from '@/shared/ui/icon-button';
import { LoadFailed } from '@/shared/ui/load-failed';
import { BackIcon, ForwardIcon, PlusIcon } from '@/shared/ui/icons';
import { useHomeNavigation } from '@/navigation/use-home-navigation';
import { RegionList } from './region-list';
import { foldRegionsOnPhone, useCollapsibleColumn } from './use-collapsible-column';
import styles from './regions-column.module.css';

/**
 * The main screen's left column. Collapsed, a rail (desktop) or a row above the pane (phone) expands
 * it; the list stays in the DOM, hidden, so aria-controls always points at it.
 */
export function RegionsColumn({ selectedRegionId }: { selectedRegionId: number | undefined }) {
  const regionsResult = useSuspenseQuery(sortedRegionsQuery());
  const { data: regions } = regionsResult;
  const selectedRegion = regions.find((region) => region.id === selectedRegionId);
  const { collapsed, setCollapsed, toggleId } = useCollapsibleColumn();
  const navigation = useHomeNavigation();
  const panelId = useId();
  const manageRegion = (regionId?: number) => {
    navigation.manageRegion(regionId);
    foldRegionsOnPhone();
  };

  return (
    <aside className={collapsed ? `${styles.column} ${styles.collapsed}` : styles.column} aria-label="Регионы">
      {collapsed ? (
        <button
          type="button"
          id={toggleId}
          className={styles.rail}
          aria-expanded="false"
          aria-controls={panelId}
          onClick={() => setCollapsed(false)}
        >
          {/* Named by what it shows ("Развернуть Регионы Анталья"), so a voice command can say it; the
              spaces between the flex items take no room, and keep the words apart in the name. */}
          <span className="visually-hidden">Развернуть</span>{' '}
          <span className={styles.railTitle}>Регионы</span>
          {selectedRegion ? (
            <>
              {' '}
              <span className={styles.railCurrent}>{selectedRegion.region_name}</span>
            </>
          ) : null}
          <ForwardIcon size={18} className={styles.toggleIcon} />
        </button>
      ) : (
        <div className={styles.header}>
          <h2 className={styles.title}>Регионы</h2>
          <IconButton
            id={toggleId}
            label="Свернуть регионы"
            icon={<BackIcon size={18} className={styles.toggleIcon} />}
            aria-expanded="true"
            aria-controls={panelId}
            onClick={() => setCollapsed(true)}
          />
        </div>
      )}
      <div id={panelId} className={styles.panel} hidden={collapsed}>
        <button type="button" className={`button ${styles.addButton}`} onClick={() => manageRegion()}>
          <PlusIcon size={18} />
          Добавить регион
        </button>
        {regionsResult.isRefetchError ? (
          <LoadFailed message="Не удалось обновить регионы." onRetry={() => void regionsResult.refetch()} />
        ) : null}
        <RegionList
          regions={regions}
          selectedRegionId={selectedRegionId}
          // At once, not with the list: on a phone the tap is answered right away, and the column's
          // own render and layout are done while the hotels are still arriving.
          onFollow={foldRegionsOnPhone}
          onEdit={manageRegion}
        />
      </div>
    </aside>
  );
}
