import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiBaseUrl } from '@/api/config';
import { ReelsTab } from '@/features/media/reels-tab';
import { VideoTab } from '@/features/media/video-tab';
import { allowConsoleErrors } from '../../utils/console';
import { signIn } from '../../utils/session';
import { renderTab, stubMediaPlayback } from './media-harness';

const hls = vi.hoisted(() => {
  class FakeHls {
    static readonly instances: FakeHls[] = [];
    static readonly Events = { ERROR: 'hlsError' };
    static isSupported = vi.fn(() => true);
    readonly loadSource = vi.fn();
    readonly attachMedia = vi.fn();
    readonly destroy = vi.fn();
    readonly on = vi.fn();

    constructor() {
      FakeHls.instances.push(this);
    }
  }
  return FakeHls;
});
vi.mock('hls.js/light', () => ({ default: hls }));

const SAFARI_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_WEBVIEW_UA =
  'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36';
const HLS_URL = `${apiBaseUrl}/media/seed/hls/sea.m3u8`;

beforeEach(() => {
  signIn();
  hls.instances.length = 0;
  hls.isSupported.mockClear().mockReturnValue(true);
});

/** A browser that says it can play HLS itself (`canPlayType` "maybe") with the given user agent. */
function claimNativeHls(userAgent: string) {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

async function openSeededVideo() {
  const view = renderTab(<VideoTab hotelId={1} />);
  await view.user.click(await screen.findByRole('button', { name: 'Пляж Лара с дрона' }));
  const dialog = await screen.findByRole('dialog', { name: 'Пляж Лара с дрона' });
  const video = dialog.querySelector('video');
  if (!video) throw new Error('no <video> in the player');
  return { ...view, dialog, video };
}

describe('modal player', () => {
  it('streams a .m3u8 through hls.js, loaded on demand, and destroys it on close', async () => {
    const playback = stubMediaPlayback();
    const { user, dialog, video } = await openSeededVideo();

    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const [player] = hls.instances;
    expect(player!.loadSource).toHaveBeenCalledWith(HLS_URL);
    expect(player!.attachMedia).toHaveBeenCalledWith(video);
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('src');

    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(player!.destroy).toHaveBeenCalledTimes(1);
    expect(playback.pause).toHaveBeenCalled();
    expect(playback.load).toHaveBeenCalled();
    expect(document.querySelector('video')).toBeNull();
  });

  it('says so when hls.js gives up on the stream, and logs why', async () => {
    stubMediaPlayback();
    const consoleError = allowConsoleErrors();
    const { dialog } = await openSeededVideo();
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const onError = hls.instances[0]!.on.mock.calls.find(([event]) => event === hls.Events.ERROR)?.[1] as
      | ((event: string, data: { fatal: boolean; details: string }) => void)
      | undefined;
    if (!onError) throw new Error('the player listens to no hls.js error');

    // A fault hls.js recovers from by itself changes nothing on screen.
    act(() => onError(hls.Events.ERROR, { fatal: false, details: 'fragLoadError' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    act(() => onError(hls.Events.ERROR, { fatal: true, details: 'manifestLoadError' }));
    // Announced at once: the admin may be listening, not looking at the player.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Не удалось воспроизвести видео.');
    expect(consoleError).toHaveBeenCalledWith('Воспроизведение HLS', 'manifestLoadError', undefined);
  });

  it('plays HLS natively in Safari, without hls.js', async () => {
    stubMediaPlayback();
    claimNativeHls(SAFARI_UA);
    const { video } = await openSeededVideo();

    expect(video).toHaveAttribute('src', HLS_URL);
    // The way to a plain source through hls.js asks it first; native playback never loads it.
    expect(hls.isSupported).not.toHaveBeenCalled();
    expect(hls.instances).toHaveLength(0);
  });

  it('still uses hls.js in a Chromium webview that claims native HLS', async () => {
    stubMediaPlayback();
    claimNativeHls(ANDROID_WEBVIEW_UA);
    const { video } = await openSeededVideo();

    await waitFor(() => expect(hls.instances).toHaveLength(1));
    expect(hls.instances[0]!.attachMedia).toHaveBeenCalledWith(video);
    expect(video).not.toHaveAttribute('src');
  });

  it('falls back to a plain source where Media Source is missing', async () => {
    stubMediaPlayback();
    hls.isSupported.mockReturnValue(false);
    const { video } = await openSeededVideo();

    await waitFor(() => expect(video).toHaveAttribute('src', HLS_URL));
    expect(hls.instances).toHaveLength(0);
  });

  it('plays an mp4 reel as a plain source and stops it on close', async () => {
    const playback = stubMediaPlayback();
    const { user } = renderTab(<ReelsTab hotelId={1} />);
    await user.click(await screen.findByRole('button', { name: 'Утро у бассейна' }));
    const dialog = await screen.findByRole('dialog', { name: 'Утро у бассейна' });
    const video = dialog.querySelector('video')!;

    expect(video).toHaveAttribute('src', `${apiBaseUrl}/media/seed/reel.mp4`);
    expect(video).toHaveAttribute('playsinline');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(video).not.toHaveAttribute('src');
    expect(playback.pause).toHaveBeenCalled();
    expect(hls.instances).toHaveLength(0);
  });
});
