/**
 * A viewer's Play, timed in headless Chromium for the benchmarks (web-app.ts, plays-ab.ts): from the click event to the
 * first decoded frame and to playing (the position advancing at rate 1), with the requests on the way there.
 */
import type { Locator, Page } from '@playwright/test';

/** Shows whose on-demand episodes are clear and ClearKey-encrypted (as in tests/e2e/player.spec.ts). */
const CLEAR_SHOW = '/player/show/shw-fly-fishing-tuscany';
const ENCRYPTED_SHOW = '/player/show/shw-yellowstone';
const PLAY = /^(Play|Resume) /;

/**
 * Milliseconds from the Play click: to the first decoded frame, to playing (the position advancing at rate 1), and
 * to the requests on the way there; with what the player held when it started playing.
 */
export interface PlayTiming {
  firstFrameMs: number;
  playingMs: number;
  playerCodeMs: number | null;
  manifestMs: number | null;
  licenseMs: number | null;
  firstSegmentMs: number | null;
  /** Media segments (video and audio) answered between the click and playing, and their median request time. */
  segmentsBeforePlaying: number;
  segmentRequestMs: number | null;
  /** Seconds of media buffered ahead of the position when it started advancing. */
  bufferedAheadSeconds: number;
}

/**
 * Clicks Play as a viewer does and times, in the page, the click event to the first animation frame at which the
 * video has decoded a frame, and to the first animation frame at which its position has moved on while it plays
 * at rate 1 (shaka holds the rate at 0 while it buffers: a decoded frame that stands still is not playback).
 * Undefined when the player shows an error or does not play within 30 s.
 */
export async function timePlay(page: Page, play: Locator): Promise<PlayTiming | undefined> {
  await play.scrollIntoViewIfNeeded();
  await play.hover();
  await page.evaluate(() => {
    // The show page's images may have filled the resource timing buffer: start it afresh for the play.
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(1000);
    const state = window as unknown as { benchClickAt?: number; benchFirstFrameAt?: number; benchAnchor?: number };
    delete state.benchClickAt;
    delete state.benchFirstFrameAt;
    delete state.benchAnchor;
    document.addEventListener('click', (event) => void (state.benchClickAt = event.timeStamp), { capture: true, once: true });
  });
  await play.click();
  // Polled at every animation frame in the page (no named helpers in here: tsx's __name would not exist there).
  const outcome = await page
    .waitForFunction(
      () => {
        const state = window as unknown as { benchClickAt?: number; benchFirstFrameAt?: number; benchAnchor?: number };
        const clickAt = state.benchClickAt;
        const video = document.querySelector<HTMLVideoElement>('video[data-testid="player-video"]');
        if (clickAt === undefined || !video || video.getVideoPlaybackQuality().totalVideoFrames === 0) {
          return document.querySelector('[role="alert"]') ? 'error' : undefined;
        }
        const now = performance.now();
        state.benchFirstFrameAt ??= now;
        // Playing: at rate 1, not paused, and the position past where it was at an earlier frame at rate 1.
        if (video.paused || video.playbackRate !== 1 || video.readyState < 3) {
          delete state.benchAnchor;
          return document.querySelector('[role="alert"]') ? 'error' : undefined;
        }
        if (state.benchAnchor === undefined || video.currentTime <= state.benchAnchor) {
          state.benchAnchor ??= video.currentTime;
          return undefined;
        }
        const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.startTime >= clickAt);
        const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
        const manifest = resources.find((entry) => entry.name.includes('/playback/manifest/'));
        const license = resources.find((entry) => entry.name.includes('/playback/license/'));
        const segments = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.m4s'));
        const durations = segments.map((entry) => entry.responseEnd - entry.startTime).sort((a, b) => a - b);
        let bufferedAheadSeconds = 0;
        for (let range = 0; range < video.buffered.length; range += 1) {
          if (video.buffered.start(range) <= video.currentTime + 0.2 && video.buffered.end(range) > video.currentTime) {
            bufferedAheadSeconds = video.buffered.end(range) - video.currentTime;
          }
        }
        return {
          firstFrameMs: state.benchFirstFrameAt - clickAt,
          playingMs: now - clickAt,
          playerCodeMs: scripts.length ? Math.max(...scripts.map((entry) => entry.responseEnd)) - clickAt : null,
          manifestMs: manifest ? manifest.responseEnd - clickAt : null,
          licenseMs: license ? license.responseEnd - clickAt : null,
          firstSegmentMs: segments[0] ? segments[0].responseEnd - clickAt : null,
          segmentsBeforePlaying: segments.length,
          segmentRequestMs: durations.length ? (durations[Math.floor(durations.length / 2)] ?? null) : null,
          bufferedAheadSeconds,
        };
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => undefined);
  return typeof outcome === 'object' ? outcome : undefined;
}

export interface PlayKind {
  label: string;
  /** The page a viewer plays from. */
  from: string;
  /** That page's Play button. */
  play: (page: Page) => Locator;
}

export const PLAY_KINDS: PlayKind[] = [
  { label: 'clear on-demand episode (show page Play)', from: CLEAR_SHOW, play: (page) => page.getByRole('main').getByRole('button', { name: PLAY }).first() },
  { label: 'ClearKey on-demand episode (show page Play)', from: ENCRYPTED_SHOW, play: (page) => page.getByRole('main').getByRole('button', { name: PLAY }).first() },
  // Past the Favorite channels row (disabled on the Guide), a channel row's Play.
  { label: 'live channel (Guide row Play)', from: '/player/guide', play: (page) => page.getByRole('main').getByRole('button', { name: PLAY }).nth(6) },
];

/**
 * One play of `kind` in `page`: cold opens its page, warm goes back to it (the player's code already loaded); waits for
 * its Play control and times the play (timePlay). Undefined when it did not play.
 */
export function playOnce(page: Page, kind: PlayKind, cold: boolean): Promise<PlayTiming | undefined> {
  return (cold ? page.goto(kind.from) : page.goBack())
    .then(async () => {
      const play = kind.play(page);
      await play.waitFor({ state: 'attached', timeout: 30_000 });
      return timePlay(page, play);
    })
    .catch(() => undefined);
}
