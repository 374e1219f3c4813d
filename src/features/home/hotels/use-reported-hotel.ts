import { useQuery } from '@tanstack/react-query';
import { hotelQuery } from '@/entities/hotels/queries';
import { reportFailure } from '@/shared/feedback/report-failure';
import { useQueryFailureToast } from '@/shared/feedback/use-query-failure-toast';
import { useReportOnce } from '@/shared/feedback/use-report-once';

const reportMissingHotel = (answeredAt: number) =>
  reportFailure('Сервер не вернул отель', 'Отель не найден или пустой ответ!', new Date(answeredAt).toISOString());

/**
 * One hotel for the edit form and the detail; a failed load and an empty answer are each reported
 * once, the log naming the pane (`logContext`).
 */
export function useReportedHotel(hotelId: number, logContext: string) {
  const hotel = useQuery(hotelQuery(hotelId));
  useQueryFailureToast(hotel, logContext, 'Ошибка при загрузке данных отеля!');
  // Keyed by the answer's time: the same empty answer is reported once, a new one again.
  useReportOnce(!hotel.isFetching && hotel.data === null ? hotel.dataUpdatedAt : null, reportMissingHotel);
  return hotel;
}
