import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCreateHotel } from '@/entities/hotels/queries';
import type { HotelInput } from '@/entities/hotels/schema';
import { regionsQuery } from '@/entities/regions/queries';
import { clearDraft } from '@/shared/drafts/drafts';
import { useHomeNavigation } from '@/shared/navigation/use-home-navigation';
import { toast } from '@/shared/ui/toast/toast-store';
import { emptyHotelDraft } from './hotel-draft';
import { HotelEditForm } from './hotel-edit-form';
import { HotelFormView } from './hotel-form-view';

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
  // A region id from an old link may name a deleted region: then no region is preselected.
  const regionId = regions.some((region) => region.id === defaultRegionId) ? defaultRegionId : undefined;
  const initialDraft = useMemo(() => emptyHotelDraft(regionId), [regionId]);

  const save = (hotel: HotelInput) =>
    createHotel.mutate(hotel, {
      // The list of the region chosen in the form, where the new hotel now is.
      onSuccess: () => {
        clearDraft(CREATE_DRAFT_KEY);
        toast.success('Отель успешно создан!');
        navigation.backToList(hotel.region_id, { saved: true });
      },
    });

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
