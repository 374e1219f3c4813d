import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { detailTabLink } from '@/navigation/use-home-navigation';
import { DETAIL_TABS, type DetailTab } from '@/navigation/view-state';
import { DETAIL_TAB_REGISTRY } from './detail-tab-registry';
import styles from './hotel-detail.module.css';

export const tabId = (idPrefix: string, tab: DetailTab) => `${idPrefix}-tab-${tab}`;
export const panelId = (idPrefix: string, tab: DetailTab) => `${idPrefix}-panel-${tab}`;

/** The tab a navigation key moves to from the tab at `index`; the ends wrap around. */
function tabForKey(key: string, index: number): DetailTab | undefined {
  const count = DETAIL_TABS.length;
  const targets: Partial<Record<string, number>> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1 + count,
    Home: 0,
    End: count - 1,
  };
  const target = targets[key];
  return target === undefined ? undefined : DETAIL_TABS[target % count];
}

/**
 * The WAI-ARIA tabs pattern with manual activation: arrows, Home and End move the focus, Enter or
 * Space selects. Selecting a tab loads its list, leaves a step of Back and leaving a media tab aborts
 * its upload, so merely passing over a tab with the keyboard must not do any of these. Each tab is a
 * link to its address (a new tab, a copy), whose list and code the router prepares on the admin's intent.
 */
export function DetailTabs({ idPrefix, selected }: { idPrefix: string; selected: DetailTab }) {
  const strip = useRef<HTMLDivElement>(null);
  // On a narrow phone the strip scrolls sideways. A tab the focus reaches is brought into view by
  // the browser; one chosen by the address (a reload, a link) could stay cut at the edge. Only the
  // strip moves: scrollIntoView would also scroll the page to the tabs.
  useEffect(() => {
    const tab = document.getElementById(tabId(idPrefix, selected));
    if (!strip.current || !tab) return;
    const edges = strip.current.getBoundingClientRect();
    const { left, right } = tab.getBoundingClientRect();
    if (right > edges.right) strip.current.scrollLeft += Math.ceil(right - edges.right);
    else if (left < edges.left) strip.current.scrollLeft -= Math.ceil(edges.left - left);
  }, [idPrefix, selected]);

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    // Space selects a tab, as Enter does; on a link only Enter would.
    if (event.key === ' ') {
      event.preventDefault();
      event.currentTarget.click();
      return;
    }
    const target = tabForKey(event.key, index);
    if (!target) return;
    event.preventDefault();
    document.getElementById(tabId(idPrefix, target))?.focus();
  }

  return (
    <div ref={strip} role="tablist" aria-label="Разделы отеля" className={styles.tablist}>
      {DETAIL_TABS.map((tab, index) => {
        const isSelected = tab === selected;
        return (
          <Link
            key={tab}
            {...detailTabLink(tab)}
            role="tab"
            id={tabId(idPrefix, tab)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, tab)}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={(event) => {
              // The tab already shown stays as it is: a click on it starts nothing again.
              if (isSelected) event.preventDefault();
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {DETAIL_TAB_REGISTRY[tab].label}
          </Link>
        );
      })}
    </div>
  );
}
