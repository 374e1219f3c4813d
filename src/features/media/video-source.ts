import type Hls from 'hls.js';

type NavigatorWithClientHints = Navigator & { userAgentData?: { brands?: ReadonlyArray<{ brand: string }> } };

export function isHlsPath(url: string): boolean {
  return /\.m3u8$/i.test(url.split(/[?#]/, 1)[0] ?? '');
}

/**
 * Chromium-based browsers (Chrome, Edge, Android WebView, Telegram on Android) may answer "maybe"
 * for HLS while their native playback is partial; there hls.js over MSE is the reliable path.
 * Client hints exist only in Chromium; the user-agent test covers WebViews without them. Chrome on
 * iOS says "CriOS", not "Chrome/": it is WebKit underneath and plays HLS natively.
 */
function isChromiumBased(): boolean {
  const brands = (navigator as NavigatorWithClientHints).userAgentData?.brands;
  if (brands?.some(({ brand }) => brand === 'Chromium')) return true;
  return /\b(Chrome|Chromium)\/\d/.test(navigator.userAgent);
}

/** True only where HLS is played by the browser itself for real: Safari on macOS and iOS, iOS webviews. */
export function canPlayHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType('application/vnd.apple.mpegurl') !== '' && !isChromiumBased();
}

let hlsLoading: Promise<{ default: typeof Hls }> | undefined;

/**
 * hls.js's light build (no subtitles, alternate audio or DRM, which these clips never have, for a
 * third less to download), asked for once: a player opened twice at once (StrictMode's second
 * mount in development) waits for the same load.
 */
function loadHls() {
  hlsLoading ??= import('hls.js/light').catch((error: unknown) => {
    hlsLoading = undefined; // the next player tries again
    throw error;
  });
  return hlsLoading;
}

/**
 * Starts `url` in `video` and returns the teardown. A playlist goes to the browser where it plays
 * HLS natively, else to hls.js (its own chunk) if Media Source works here; anything else is a plain
 * source. A plain source that fails fires the element's `error`; a stream hls.js gives up on (after
 * its own retries) never does, so it is reported through `onStreamFailed`.
 */
export function attachVideoSource(video: HTMLVideoElement, url: string, onStreamFailed: () => void): () => void {
  let hls: Hls | undefined;
  let detached = false;

  if (!isHlsPath(url) || canPlayHlsNatively(video)) {
    video.src = url;
  } else {
    loadHls().then(
      ({ default: HlsPlayer }) => {
        if (detached) return;
        if (!HlsPlayer.isSupported()) {
          video.src = url;
          return;
        }
        hls = new HlsPlayer();
        hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          console.error('Воспроизведение HLS', data.details, data.error);
          onStreamFailed();
        });
        hls.loadSource(url);
        hls.attachMedia(video);
      },
      (error: unknown) => {
        console.error('Загрузка hls.js', error);
        if (!detached) video.src = url;
      },
    );
  }

  return () => {
    detached = true;
    hls?.destroy();
    video.pause();
    video.removeAttribute('src');
    video.load();
  };
}
