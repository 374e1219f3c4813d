import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { hotelQuery } from '@/entities/hotels/queries';
import { useUpdateHotel } from '@/entities/hotels/mutations';
import type { HotelInput } from '@/entities/hotels/schema';
import { useReportedHotel } from '@/entities/hotels/use-reported-hotel';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';
import { useHomeNavigation } from '@/navigation/use-home-navigation';
import { AwaitingData } from '@/shared/ui/awaiting-data';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { Spinner } from '@/shared/ui/spinner';
import { hotelDraftFrom } from './hotel-draft';
import { HotelFormView } from './hotel-form-view';
import { useAfterHotelSave } from './use-after-hotel-save';
import styles from './hotel-form.module.css';

const TITLE = 'Редактировать отель';

export function HotelEditForm({ hotelId }: { hotelId: number }) {
  return (
    <QueryBoundary loading={<HotelFormState loading />} failed={(retry) => <HotelFormState onRetry={retry} />}>
      <LoadedHotelEditForm hotelId={hotelId} />
    </QueryBoundary>
  );
}

function LoadedHotelEditForm({ hotelId }: { hotelId: number }) {
  const navigation = useHomeNavigation();
  const { data: hotel } = useReportedHotel(hotelId);
  const queryClient = useQueryClient();
  const updateHotel = useUpdateHotel();
  const afterSave = useAfterHotelSave();
  if (!hotel) return <HotelFormState />;
  // The changes typed into a hotel's form, kept through a reload or a closed panel.
  const draftKey = `hotel-edit:${hotelId}`;
  const save = (fields: HotelInput, kept?: string) =>
    updateHotel.mutate(
      { hotel_id: hotelId, ...fields },
      { onSuccess: () => afterSave(draftKey, 'Отель успешно обновлён!', fields.region_id, kept) },
    );
  return (
    <HotelFormView
      title={TITLE}
      subtitle={hotel.hotel_name}
      submitLabel="Обновить"
      // The form freezes what it opens with; a newer version comes in through `edited.live`.
      initialDraft={hotelDraftFrom(hotel)}
      draftKey={draftKey}
      pending={updateHotel.isPending}
      onSave={save}
      onCancel={() => navigation.backToList(hotel.region_id)}
      edited={{
        live: hotel,
        loadServer: () => queryClient.fetchQuery({ ...hotelQuery(hotelId, queryClient), staleTime: 0 }),
      }}
    />
  );
}

/**
 * The form's place without a hotel to edit, headed as the form is: the hotel is `loading`, or failed
 * to come (`onRetry`: «Повторить» asks again), or, neither, the server has no such hotel.
 */
function HotelFormState({ loading = false, onRetry }: { loading?: boolean; onRetry?: () => void }) {
  const titleId = useId();
  const navigation = useHomeNavigation();
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle(TITLE));
  return (
    <section className={`card ${styles.state}`} aria-labelledby={titleId} aria-busy={loading}>
      <h1 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {TITLE}
      </h1>
      {loading ? (
        <AwaitingData>
          <Spinner label="Загрузка отеля" />
        </AwaitingData>
      ) : (
        <p className="hint">{onRetry ? 'Не удалось загрузить данные отеля.' : 'Такого отеля нет на сервере.'}</p>
      )}
      <div className="form-actions">
        {onRetry ? (
          <button type="button" className="button button--primary" onClick={onRetry}>
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
