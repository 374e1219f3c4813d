import { keptChangesToast } from '@/shared/concurrent-edits/use-concurrent-edit';
import { clearDraft } from '@/shared/drafts/drafts';
import { useHomeNavigation } from '@/navigation/use-home-navigation';
import { toast } from '@/shared/ui/toast/toast-store';

/**
 * What follows a saved hotel, new or edited: its draft cleared, its success toast, then the list of
 * the region chosen in the form, where the hotel now is, wherever it came from (docs/product.md, Views).
 */
export function useAfterHotelSave() {
  const navigation = useHomeNavigation();
  /** `kept`: the line naming another admin's changes that the save kept. */
  return (draftKey: string, message: string, regionId: number, kept?: string) => {
    clearDraft(draftKey);
    toast.success(message, keptChangesToast(kept));
    navigation.backToList(regionId, { saved: true });
  };
}
