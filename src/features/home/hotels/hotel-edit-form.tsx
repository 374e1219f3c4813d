import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { hotelQuery, useUpdateHotel } from '@/entities/hotels/queries';
import type { HotelInput } from '@/entities/hotels/schema';
import { useReportedHotel } from '@/entities/hotels/use-reported-hotel';
import { clearDraft } from '@/shared/drafts/drafts';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';
import { useHomeNavigation } from '@/navigation/use-home-navigation';
import { AwaitingData } from '@/shared/ui/awaiting-data';
import { Spinner } from '@/shared/ui/spinner';
import { hotelDraftFrom } from './hotel-draft';
import { HotelFormView } from './hotel-form-view';
import { useAfterHotelSave } from './use-after-hotel-save';
import styles from './hotel-form.module.css';

const TITLE = 'Редактировать отель';
/** The changes typed into a hotel's form, kept through a reload or a closed panel. */
const hotelEditDraftKey = (hotelId: number) => `hotel-edit:${hotelId}`;

export function HotelEditForm({ hotelId }: { hotelId: number }) {
  const titleId = useId();
  const navigation = useHomeNavigation();
  const hotel = useReportedHotel(hotelId);
  const queryClient = useQueryClient();
  const updateHotel = useUpdateHotel();
  const afterSave = useAfterHotelSave();
  // The loading and failure states' heading; the form has its own once the hotel is there.
  const headingRef = useViewHeading<HTMLHeadingElement>(hotel.data ? undefined : documentTitle(TITLE));
  if (hotel.data) {
    const { region_id } = hotel.data;
    const draftKey = hotelEditDraftKey(hotelId);
    const save = (fields: HotelInput, kept?: string) =>
      updateHotel.mutate(
        { hotel_id: hotelId, ...fields },
        {
          onSuccess: () => {
            clearDraft(draftKey);
            afterSave('Отель успешно обновлён!', fields.region_id, kept);
          },
        },
      );
    return (
      <HotelFormView
        title={TITLE}
        subtitle={hotel.data.hotel_name}
        submitLabel="Обновить"
        // The form freezes what it opens with; a newer version comes in through `edited.live`.
        initialDraft={hotelDraftFrom(hotel.data)}
        draftKey={draftKey}
        pending={updateHotel.isPending}
        onSave={save}
        onCancel={() => navigation.backToList(region_id)}
        edited={{
          live: hotel.data,
          loadServer: () => queryClient.fetchQuery({ ...hotelQuery(hotelId, queryClient), staleTime: 0 }),
        }}
      />
    );
  }

  return (
    <section className={`card ${styles.state}`} aria-labelledby={titleId} aria-busy={hotel.isPending}>
      <h1 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {TITLE}
      </h1>
      {hotel.isPending ? (
        <AwaitingData paused={hotel.isPaused}>
          <Spinner label="Загрузка отеля" />
        </AwaitingData>
      ) : (
        <p className="hint">{hotel.data === null ? 'Такого отеля нет на сервере.' : 'Не удалось загрузить данные отеля.'}</p>
      )}
      <div className="form-actions">
        {hotel.isError ? (
          <button type="button" className="button button--primary" onClick={() => void hotel.refetch()}>
            Повторить
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => navigation.cancelForm()}>
          Отмена
        </button>
      </div>
    </section>
  );
}
