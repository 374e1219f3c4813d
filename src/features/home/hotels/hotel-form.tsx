import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreateHotel } from '@/entities/hotels/mutations';
import type { HotelInput } from '@/entities/hotels/schema';
import { regionsQuery } from '@/entities/regions/queries';
import { useHomeNavigation } from '@/navigation/use-home-navigation';
import { emptyHotelDraft } from './hotel-draft';
import { HotelEditForm } from './hotel-edit-form';
import { HotelFormView } from './hotel-form-view';
import { useAfterHotelSave } from './use-after-hotel-save';

/** One draft for a new hotel, whichever region the form was opened in. */
const CREATE_DRAFT_KEY = 'hotel-create';

type HotelFormProps = { hotelId: number | undefined; defaultRegionId: number | undefined };

/** HOTEL_MANAGE: edits the chosen hotel, or creates one in the selected region when none is chosen. */
export function HotelForm({ hotelId, defaultRegionId }: HotelFormProps) {
  return hotelId === undefined ? <HotelCreateForm defaultRegionId={defaultRegionId} /> : <HotelEditForm hotelId={hotelId} />;
}

function HotelCreateForm({ defaultRegionId }: { defaultRegionId: number | undefined }) {
  const navigation = useHomeNavigation();
  const { data: regions } = useSuspenseQuery(regionsQuery());
  const createHotel = useCreateHotel();
  const afterSave = useAfterHotelSave();
  // A region id from an old link may name a deleted region: then no region is preselected.
  const regionId = regions.some((region) => region.id === defaultRegionId) ? defaultRegionId : undefined;
  // Frozen as the form opens: a region deleted meanwhile by another admin is not the admin's typing.
  const [initialDraft] = useState(() => emptyHotelDraft(regionId));

  const save = (hotel: HotelInput) =>
    createHotel.mutate(hotel, { onSuccess: () => afterSave(CREATE_DRAFT_KEY, 'Отель успешно создан!', hotel.region_id) });

  return (
    <HotelFormView
      title="Добавить отель"
      submitLabel="Создать"
      initialDraft={initialDraft}
      draftKey={CREATE_DRAFT_KEY}
      pending={createHotel.isPending}
      onSave={save}
      onCancel={() => navigation.cancelForm()}
    />
  );
}
