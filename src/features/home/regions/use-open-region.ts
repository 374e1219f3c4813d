import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { useHomeNavigation } from '@/navigation/use-home-navigation';
import { regionHotelsArrival } from '../hotels/prefetch-region-hotels';
import { foldRegionsOnPhone } from './use-collapsible-column';

/**
 * Opens a region's hotel list from the regions column, once its hotels already on their way have
 * arrived (see `regionHotelsArrival`). A choice made while waiting stands: when the admin has picked
 * another region or left for another view meanwhile, this one is dropped.
 */
export function useOpenRegion(): (regionId: number) => void {
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigation = useHomeNavigation();
  const latestClick = useRef(0);
  return useCallback(
    (regionId: number) => {
      const click = ++latestClick.current;
      const from = router.state.location.href;
      // At once, not with the list: on a phone the tap is answered right away, and the column's own
      // render and layout are done while the hotels are still arriving instead of in the list's frame.
      foldRegionsOnPhone();
      void regionHotelsArrival(queryClient, regionId).then(() => {
        if (click !== latestClick.current || router.state.location.href !== from) return;
        navigation.selectRegion(regionId);
      });
    },
    [queryClient, router, navigation],
  );
}
