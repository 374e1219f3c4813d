import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { beachesQuery } from '@/entities/beaches/queries';
import type { Hotel } from '@/entities/hotels/schema';
import { matchesMedia } from '@/shared/layout/use-media-query';
import { ExternalLink } from '@/shared/telegram/external-link';
import styles from './hotel-summary.module.css';

/** Only a web address becomes a link: whatever else the server holds is shown as text, never followed. */
function webAddress(text: string): string | undefined {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The beach's name from its region's beaches (the edit form's list); its number when they cannot
 * come (a failure, or offline before they were ever loaded), and an ellipsis while they are coming.
 */
function useBeachName({ region_id, beach_id }: Hotel): string {
  const name = useQuery({
    ...beachesQuery({ region_id }),
    enabled: beach_id != null,
    select: (beaches) => beaches.find((beach) => beach.id === beach_id)?.beach_name,
  });
  if (beach_id == null) return 'Не указан';
  return name.data ?? (name.isPending && name.isFetching ? '…' : `Пляж #${beach_id}`);
}

function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${styles.fact} ${styles.wide}` : styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

// A phone opens the detail folded, so the tabs and their lists are on the first screen.
const PHONE_QUERY = '(max-width: 480px)';
const isPhone = () => matchesMedia(PHONE_QUERY);

/** The facts an admin checks most, under the hotel's header: open on a wide screen, folded on a phone. */
export function HotelSummary({ hotel }: { hotel: Hotel }) {
  const beachName = useBeachName(hotel);
  const map = webAddress(hotel.google_maps);
  const [openAtFirst] = useState(() => !isPhone());
  return (
    <details className={styles.summary} open={openAtFirst}>
      <summary className={styles.toggle}>Об отеле</summary>
      <dl className={styles.facts}>
        <Fact term="Пляж">{beachName}</Fact>
        <Fact term="Депозит">{hotel.deposit?.trim() || 'Нет'}</Fact>
        <Fact term="Рекомендуемый">{hotel.recommend_list === 1 ? 'Да' : 'Нет'}</Fact>
        <Fact term="Карта">
          {map ? (
            <ExternalLink href={map}>Открыть в Google Maps</ExternalLink>
          ) : (
            hotel.google_maps || 'Нет'
          )}
        </Fact>
        <Fact term="Для детей" wide>
          {hotel.for_child}
        </Fact>
        <Fact term="Рестораны" wide>
          {hotel.resto}
        </Fact>
      </dl>
      <details className={styles.more}>
        <summary>Описание и услуги</summary>
        <dl className={styles.facts}>
          <Fact term="Описание" wide>
            {hotel.hotel_description || 'Нет'}
          </Fact>
          <Fact term="Услуги" wide>
            {hotel.services}
          </Fact>
        </dl>
      </details>
    </details>
  );
}
