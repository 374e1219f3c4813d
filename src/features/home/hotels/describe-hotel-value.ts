import type { QueryClient } from '@tanstack/react-query';
import { beachKeys } from '@/entities/beaches/keys';
import type { Beach } from '@/entities/beaches/schema';
import { regionsQuery } from '@/entities/regions/queries';
import type { HotelDraft } from './hotel-draft';

/** A region or beach by the name the admin chose it by, from the lists the form loaded; the rest as typed. */
export function describeHotelValue(queryClient: QueryClient, name: keyof HotelDraft, value: string | boolean): string | undefined {
  if (name === 'recommend_list') return value === '1' ? 'Да' : 'Нет';
  if (name === 'beach_id' && value === '') return 'Без пляжа';
  if (value === '') return undefined;
  if (name === 'region_id') {
    return queryClient.getQueryData(regionsQuery().queryKey)?.find((region) => String(region.id) === value)?.region_name;
  }
  if (name === 'beach_id') {
    const lists = queryClient.getQueriesData<Beach[]>({ queryKey: beachKeys.lists() });
    const beach = lists.flatMap(([, beaches]) => beaches ?? []).find((listed) => String(listed.id) === value);
    return beach?.beach_name ?? `Пляж #${value}`;
  }
  return undefined;
}
