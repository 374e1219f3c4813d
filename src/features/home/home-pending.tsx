import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { regionsQuery } from '@/entities/regions/queries';
import { AwaitingData } from '@/shared/ui/awaiting-data';
import { Spinner } from '@/shared/ui/spinner';
import { HomeLayout } from './home-layout';

/** The /homePage route while its loader waits: the screen with its pane loading, or on a cold start the shell. */
export function HomePending() {
  const search = useSearch({ from: '/homePage' });
  const regionsKnown = useQueryClient().getQueryData(regionsQuery().queryKey) !== undefined;
  return (
    <HomeLayout search={search} regionsPending={!regionsKnown}>
      {regionsKnown ? (
        <AwaitingData />
      ) : (
        <>
          <Spinner />
          <p className="hint" role="status">
            Загрузка регионов…
          </p>
        </>
      )}
    </HomeLayout>
  );
}
