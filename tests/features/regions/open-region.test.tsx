import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
// The list is a lazy pane; loaded here, as the panel does after its first screen.
import '@/features/home/hotels/hotel-list';
import { VIEW_PENDING_MS } from '@/navigation/view-state';
import { allowConsoleErrors } from '../../utils/console';
import { passTime, settle, stopTheClock } from '../../utils/fake-clock';
import { failing, holdRequests } from '../../utils/requests';
import { emulateScreen, openHome, regionsColumn } from './regions-screen';

const LOADING = 'Загрузка';

/** The main screen, then `holdBack` (the requests to keep waiting), then the clock stopped. */
async function homeHolding<Held>(holdBack: () => Held) {
  const app = await openHome();
  const held = holdBack();
  stopTheClock();
  return { ...app, held };
}

/** As `homeHolding`, every hotel list held back. */
async function homeWithHotelsHeld() {
  const { held, ...app } = await homeHolding(() => holdRequests('get', '*/v1/hotels'));
  return { ...app, hotels: held };
}

/** Holds back the hotels of one region until `release()`; the other regions' answer as usual. */
const holdRegionHotels = (regionId: number) =>
  holdRequests('get', '*/v1/hotels', (url) => url.searchParams.get('region_id') === String(regionId));

const clickRegion = (regionName: string) => fireEvent.click(regionsColumn().getByRole('link', { name: regionName }));

/** The heading of the view on screen. */
const viewHeading = () => screen.getByRole('heading', { level: 1 });

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
  it('keeps the current screen until they arrive, then shows the whole list at once, never a loading state', async () => {
    const { hotels } = await homeWithHotelsHeld();
    const loadingShown = watchForText(LOADING);

    clickRegion('Кемер');
    await passTime(VIEW_PENDING_MS - 100);
    expect(viewHeading()).not.toHaveTextContent('Кемер');

    hotels.release();
    await settle();
    expect(viewHeading()).toHaveTextContent('Отели региона Кемер!');
    expect(within(screen.getByRole('list', { name: 'Отели' })).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(regionsColumn().getByRole('link', { name: 'Кемер' })).toHaveAttribute('aria-current', 'true');
    expect(loadingShown()).toBe(false);
  });

  it('folds the regions column on a phone at once, as the answer to the tap', async () => {
    emulateScreen({ phone: true });
    const { hotels } = await homeWithHotelsHeld();

    clickRegion('Кемер');
    await settle();

    expect(viewHeading()).not.toHaveTextContent('Кемер');
    expect(regionsColumn().getByRole('button', { name: /^Развернуть регионы/i })).toBeInTheDocument();
    hotels.release();
    await settle();
    expect(viewHeading()).toHaveTextContent('Отели региона Кемер!');
  });

  it('shows the screen loading, regions and all, when they take longer, and the list once they come', async () => {
    const { hotels } = await homeWithHotelsHeld();

    clickRegion('Кемер');
    await passTime(VIEW_PENDING_MS - 1);
    expect(screen.queryByRole('status', { name: LOADING })).not.toBeInTheDocument();
    await passTime(1);
    expect(screen.getByRole('status', { name: LOADING })).toBeInTheDocument();
    expect(regionsColumn().getByRole('link', { name: 'Кемер' })).toBeVisible();

    hotels.release();
    await settle();
    expect(within(screen.getByRole('list', { name: 'Отели' })).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('opens the list as soon as their load fails, which the list then reports', async () => {
    const logged = allowConsoleErrors();
    const { held: hotels } = await homeHolding(() => {
      failing('get', '*/v1/hotels');
      return holdRequests('get', '*/v1/hotels');
    });

    clickRegion('Кемер');
    await settle();
    expect(viewHeading()).not.toHaveTextContent('Кемер');
    hotels.release();
    await settle();

    expect(viewHeading()).toHaveTextContent('Отели региона Кемер!');
    expect(screen.getByText('Не удалось загрузить отели.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Не удалось загрузить отели региона', expect.anything());
  });

  it('gives way to another region clicked meanwhile, whichever list arrives first', async () => {
    const {
      router,
      held: [kemer, side],
    } = await homeHolding(() => [holdRegionHotels(2), holdRegionHotels(3)] as const);

    clickRegion('Кемер');
    clickRegion('Сиде');
    kemer.release();
    await settle();
    expect(viewHeading()).not.toHaveTextContent('Кемер');
    side.release();
    await settle();

    expect(viewHeading()).toHaveTextContent('Отели региона Сиде!');
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 3 });
  });

  it('gives way to another view chosen meanwhile', async () => {
    const { router, hotels } = await homeWithHotelsHeld();

    clickRegion('Кемер');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Действия' })).getByRole('link', { name: 'Найти отель' }));
    await settle();
    hotels.release();
    await passTime(VIEW_PENDING_MS);

    expect(router.state.location.search).toMatchObject({ view: 'HOTEL_SEARCH' });
    expect(screen.queryByRole('heading', { name: 'Отели региона Кемер!' })).not.toBeInTheDocument();
  });
});
