import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { hideCachedHotel, useDeleteHotel } from '@/entities/hotels/mutations';
import type { Hotel } from '@/entities/hotels/schema';
import { deleteWithUndo } from '@/shared/deferred-delete/delete-with-undo';
import { returnFocusMark } from '@/shared/layout/use-view-focus';
import { useHomeNavigation, useHotelPaneLink } from '@/navigation/use-home-navigation';
import { EditIcon } from '@/shared/ui/icons';
import { DeleteIcon } from '@/shared/ui/later-icons';
import styles from './hotel-actions.module.css';

// Back from the edit form the focus returns to «⋯»: the menu item pressed has closed with the menu.
const EDIT_RETURN_MARK = returnFocusMark('hotel-edit');

/** The menu's items, in order, to move between with the arrow keys. */
const itemsOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/**
 * Edit and delete, the hotel's rarer and weightier actions, behind «⋯» beside its name: the header
 * stays one line on a phone and «Удалить отель» no louder than «Редактировать». The WAI-ARIA menu
 * button: arrows, Home and End move, Escape and Tab close, and the focus comes back to «⋯».
 */
export function HotelActions({ hotel }: { hotel: Hotel }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const paneLink = useHotelPaneLink();
  const confirmAndDelete = useDeleteThisHotel(hotel);

  useEffect(() => {
    if (!open) return;
    itemsOf(menu.current)[0]?.focus();
    // A press anywhere else closes the menu, as a native one does.
    const closeOutside = (event: PointerEvent) => {
      if (!button.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = itemsOf(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moves: Partial<Record<string, number>> = { ArrowDown: at + 1, ArrowUp: at - 1 + items.length, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      // The focus moves on from «⋯» by itself; the menu only has to go.
      setOpen(false);
    } else if (target !== undefined) {
      event.preventDefault();
      items[target % items.length]?.focus();
    }
  }

  return (
    <div className={styles.actions}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-label="Действия с отелем"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(true);
        }}
        {...EDIT_RETURN_MARK}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open ? (
        <div ref={menu} id={menuId} role="menu" aria-label="Действия с отелем" className={styles.menu} onKeyDown={onMenuKeyDown}>
          <Link {...paneLink('HOTEL_MANAGE', hotel.hotel_id)} role="menuitem" tabIndex={-1} className={styles.item} {...EDIT_RETURN_MARK}>
            <EditIcon size={18} />
            Редактировать
          </Link>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${styles.item} ${styles.danger}`}
            onClick={() => {
              close();
              void confirmAndDelete();
            }}
          >
            <DeleteIcon size={18} />
            Удалить отель
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * «Удалить отель»: after the question the admin is on the region's hotels, without it. The mutation
 * runs in the query client, so it completes after this detail is gone.
 */
function useDeleteThisHotel(hotel: Hotel) {
  const queryClient = useQueryClient();
  const { mutateAsync: deleteHotel } = useDeleteHotel();
  const navigation = useHomeNavigation();
  return () =>
    deleteWithUndo({
      question: 'Удалить отель безвозвратно?',
      hide: () => hideCachedHotel(queryClient, hotel.hotel_id),
      leave: () => navigation.backToList(hotel.region_id, { saved: true }),
      pending: `Отель «${hotel.hotel_name}» будет удалён.`,
      done: 'Отель удалён!',
      send: () => deleteHotel(hotel.hotel_id),
    });
}
