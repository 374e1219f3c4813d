import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { hotelQuery } from '@/entities/hotels/queries';
import { reportFailure } from './feedback';
import { useFailureToast } from './use-failure-toast';

/** The hotel the detail shows; a failed load and an empty answer are each reported once. */
export function useDetailHotel(hotelId: number) {
  const hotel = useQuery(hotelQuery(hotelId));
  useFailureToast(hotel, 'Не удалось загрузить отель', 'Ошибка при загрузке данных отеля!');

  const notFound = hotel.data === null;
  const reportedNotFound = useRef(false);
  useEffect(() => {
    if (!notFound || reportedNotFound.current) return;
    reportedNotFound.current = true;
    reportFailure('Отель не найден', 'Отель не найден или пустой ответ!', `hotel_id=${hotelId}`);
  }, [notFound, hotelId]);

  return hotel;
}
