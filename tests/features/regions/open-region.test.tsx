import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
// The list is a lazy pane; loaded here, as the panel does after its first screen.
import '@/features/home/hotels/hotel-list';
import { HOTELS_ARRIVAL_WAIT_MS } from '@/features/home/hotels/prefetch-region-hotels';
import { preloadAhead } from '@/app/preload-ahead';
import { allowConsoleErrors } from '../../utils/console';
import { passTime, settle, stopTheClock } from '../../utils/fake-clock';
import { failing, holdRequests } from '../../utils/requests';
import { emulateScreen, openHome, regionsColumn } from './regions-screen';

const LOADING_ROWS = 'Загрузка отелей…';

/**
 * The main screen with intent preloading on, then `holdBack` (the requests to keep waiting), then
 * the clock stopped.
 */
async function homeWithIntent<Held>(holdBack: () => Held) {
  const app = await openHome();
  onTestFinished(preloadAhead(app.queryClient, app.router));
  const held = holdBack();
  stopTheClock();
  return { ...app, held };
}

/** As `homeWithIntent`, every hotel list held back. */
async function homeWithHotelsHeld() {
  const { held, ...app } = await homeWithIntent(() => holdRequests('get', '*/v1/hotels'));
  return { ...app, hotels: held };
}

/** Holds back the hotels of one region until `release()`; the other regions' answer as usual. */
const holdRegionHotels = (regionId: number) =>
  holdRequests('get', '*/v1/hotels', (url) => url.searchParams.get('region_id') === String(regionId));

/** As a pointer does: it comes over the region's button (which asks for its hotels), then clicks. */
function pointAndClick(regionName: string) {
  const button = regionsColumn().getByRole('link', { name: regionName });
  fireEvent.pointerOver(button);
  fireEvent.click(button);
}

/** Whether `text` was ever in the document from now on, however briefly. */
function watchForText(text: string): () => boolean {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= document.body.textContent?.includes(text) ?? false;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return () => seen;
}

describe('a region clicked while its hotels are on their way', () => {
  it('keeps the current screen until they arrive, then shows the whole list at once, never its loading rows', async () => {
    const { router, hotels } = await homeWithHotelsHeld();
    const loadingRowsShown = watchForText(LOADING_ROWS);

    pointAndClick('Кемер');
    await passTime(HOTELS_ARRIVAL_WAIT_MS - 100);
    expect(router.state.location.search).toEqual({});
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Кемер');

    hotels.release();
    await settle();
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 2 });
    const list = screen.getByRole('list', { name: 'Отели' });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(regionsColumn().getByRole('link', { name: 'Кемер' })).toHaveAttribute('aria-current', 'true');
    expect(loadingRowsShown()).toBe(false);
  });

  it('folds the regions column on a phone at once, as the answer to the tap', async () => {
    emulateScreen({ phone: true });
    const { router, hotels } = await homeWithHotelsHeld();

    pointAndClick('Кемер');
    await settle();

    expect(router.state.location.search).toEqual({});
    expect(regionsColumn().getByRole('button', { name: /^Развернуть регионы/i })).toBeInTheDocument();
    hotels.release();
    await settle();
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 2 });
  });

  it('opens the list on its loading rows when they take longer than the wait, and fills it when they come', async () => {
    const { router, hotels } = await homeWithHotelsHeld();

    pointAndClick('Кемер');
    await passTime(HOTELS_ARRIVAL_WAIT_MS - 1);
    expect(router.state.location.search).toEqual({});
    await passTime(1);
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 2 });
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_ROWS);

    hotels.release();
    await settle();
    expect(within(screen.getByRole('list', { name: 'Отели' })).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('opens the list as soon as their load fails, which the list then reports', async () => {
    const logged = allowConsoleErrors();
    const { router, held: hotels } = await homeWithIntent(() => {
      failing('get', '*/v1/hotels');
      return holdRequests('get', '*/v1/hotels');
    });

    pointAndClick('Кемер');
    await settle();
    expect(router.state.location.search).toEqual({});
    hotels.release();
    await settle();

    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 2 });
    expect(screen.getByText('Не удалось загрузить отели.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('gives way to another region clicked meanwhile, whichever list arrives first', async () => {
    const {
      router,
      held: [kemer, side],
    } = await homeWithIntent(() => [holdRegionHotels(2), holdRegionHotels(3)] as const);

    pointAndClick('Кемер');
    pointAndClick('Сиде');
    kemer.release();
    await settle();
    expect(router.state.location.search).toEqual({});
    side.release();
    await settle();

    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 3 });
  });

  it('gives way to a region opened straight away meanwhile', async () => {
    const { router, hotels } = await homeWithHotelsHeld();

    pointAndClick('Кемер');
    // From the keyboard: nothing was asked for ahead, so Сиде opens at once.
    fireEvent.click(regionsColumn().getByRole('link', { name: 'Сиде' }));
    await settle();
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 3 });
    hotels.release();
    await passTime(HOTELS_ARRIVAL_WAIT_MS);

    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 3 });
  });

  it('gives way to another view chosen meanwhile', async () => {
    const { router, hotels } = await homeWithHotelsHeld();

    pointAndClick('Кемер');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Действия' })).getByRole('button', { name: 'Найти отель' }));
    await settle();
    hotels.release();
    await passTime(HOTELS_ARRIVAL_WAIT_MS);

    expect(router.state.location.search).toMatchObject({ view: 'HOTEL_SEARCH' });
  });
});
