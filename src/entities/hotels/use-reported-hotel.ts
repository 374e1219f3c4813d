import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { hotelQuery } from '@/entities/hotels/queries';
import { reportFailure } from '@/shared/feedback/report-failure';
import { useReportOnce } from '@/shared/feedback/use-report-once';

const reportMissingHotel = (answeredAt: number) =>
  reportFailure('Сервер не вернул отель', 'Отель не найден или пустой ответ!', new Date(answeredAt).toISOString());

/**
 * One hotel for the edit form and the detail, read with suspense. A failed load is reported by the
 * query client; an empty answer is not a failure to it, so it is reported here, once per answer.
 */
export function useReportedHotel(hotelId: number) {
  const hotel = useSuspenseQuery(hotelQuery(hotelId, useQueryClient()));
  // Keyed by the answer's time: the same empty answer is reported once, a new one again.
  useReportOnce(!hotel.isFetching && hotel.data === null ? hotel.dataUpdatedAt : null, reportMissingHotel);
  return hotel;
}
