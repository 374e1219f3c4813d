import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { hotelQuery, useUpdateHotel } from '@/entities/hotels/queries';
import type { HotelInput } from '@/entities/hotels/schema';
import { toast } from '@/shared/ui/toast/toast-store';
import { useHomeNavigation } from '../use-home-navigation';
import { hotelDraftFrom } from './hotel-draft';
import { HotelFormView } from './hotel-form-view';
import { useReportOnce } from './use-report-once';
import styles from './hotel-form.module.css';

const TITLE = 'Редактировать отель';

const reportLoadFailure = (error: Error) => {
  console.error('Не удалось загрузить отель для редактирования', error);
  toast.error('Ошибка при загрузке данных отеля!');
};

const reportMissingHotel = () => {
  console.error('Сервер не вернул отель для редактирования');
  toast.error('Отель не найден или пустой ответ!');
};

export function HotelEditForm({ hotelId }: { hotelId: number }) {
  const titleId = useId();
  const navigation = useHomeNavigation();
  const hotel = useQuery(hotelQuery(hotelId));
  const updateHotel = useUpdateHotel();
  // A cached outcome that is being fetched again waits for the new attempt before it is reported.
  const settled = !hotel.isFetching;
  useReportOnce(settled ? hotel.error : null, reportLoadFailure);
  // Keyed by the answer's time, so the same empty answer is reported once, a new one again.
  useReportOnce(settled && hotel.data === null ? hotel.dataUpdatedAt : null, reportMissingHotel);

  if (hotel.data) {
    const save = (fields: HotelInput) =>
      updateHotel.mutate(
        { hotel_id: hotelId, ...fields },
        {
          onSuccess: () => {
            toast.success('Отель успешно обновлён!');
            navigation.backToList();
          },
          onError: (error) => {
            console.error('Не удалось обновить отель', error);
            toast.error('Ошибка при обновлении отеля!');
          },
        },
      );
    return (
      <HotelFormView
        title={TITLE}
        subtitle={hotel.data.hotel_name}
        submitLabel="Обновить"
        initialDraft={hotelDraftFrom(hotel.data)}
        pending={updateHotel.isPending}
        onSave={save}
        onCancel={navigation.backToList}
      />
    );
  }

  return (
    <section className={`card ${styles.state}`} aria-labelledby={titleId} aria-busy={hotel.isPending}>
      <h1 id={titleId} className={styles.title}>
        {TITLE}
      </h1>
      {hotel.isPending ? (
        <div className="spinner" role="status" aria-label="Загрузка отеля" />
      ) : (
        <p className="hint">{hotel.data === null ? 'Такого отеля нет на сервере.' : 'Не удалось загрузить данные отеля.'}</p>
      )}
      <div className="form-actions">
        {hotel.isError ? (
          <button type="button" className="button button--primary" onClick={() => void hotel.refetch()}>
            Повторить
          </button>
        ) : null}
        <button type="button" className="button" onClick={navigation.backToList}>
          Отмена
        </button>
      </div>
    </section>
  );
}
