import { expect, type Locator, type Page } from './test.ts';

/** A show whose on-demand episodes are clear (its channel is free to view) and one whose are ClearKey-encrypted. */
export const CLEAR_SHOW = '/player/show/shw-fly-fishing-tuscany';
export const ENCRYPTED_SHOW = '/player/show/shw-yellowstone';

/** A Play or Resume button's name. */
export const PLAY = /^(Play|Resume) /;

export function videoOf(page: Page) {
  return page.getByTestId('player-video');
}

export function decodedFrames(page: Page): Promise<number> {
  return framesOf(videoOf(page));
}

/** The frames a video element has decoded so far (currentTime alone creeps forward even when nothing decodes). */
export function framesOf(video: Locator): Promise<number> {
  return video.evaluate((element: HTMLVideoElement) => element.getVideoPlaybackQuality().totalVideoFrames);
}

/**
 * A video element decodes: a first frame within `firstFrame` ms, then more than `frames` beyond the count at that
 * point, and it has data to play on (readyState ≥ 3). The last is polled too: a moment after a jump or a rendition
 * switch the buffer ahead can run dry while the next segment arrives (readyState 1 or 2 for that moment on a busy
 * machine), which is waiting, not failing; a video that never has data again still fails.
 */
export async function expectVideoDecoding(video: Locator, { frames = 25, firstFrame = 20_000 }: { frames?: number; firstFrame?: number } = {}): Promise<void> {
  await expect.poll(() => framesOf(video), { timeout: firstFrame }).toBeGreaterThan(0);
  const start = await framesOf(video);
  await expect.poll(() => framesOf(video), { timeout: 20_000 }).toBeGreaterThan(start + frames);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
}

/** The player's video decodes (expectVideoDecoding) and no error view shows. */
export async function expectDecoding(page: Page, frames = 25): Promise<void> {
  await expectVideoDecoding(videoOf(page), { frames });
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/** Clicks the page's first Play or Resume (the show header's, or a tile's once hovered). */
export async function clickPlay(page: Page): Promise<void> {
  const button = page.getByRole('main').getByRole('button', { name: PLAY }).first();
  await button.scrollIntoViewIfNeeded();
  await button.hover();
  await button.click();
}

/**
 * Records every position a video is asked to go to (its browser would quietly clamp one past the seekable end: the
 * request itself is what a control sent); answers a reader of them, oldest first.
 */
export async function recordSeeks(video: Locator): Promise<() => Promise<number[]>> {
  await video.evaluate((element: HTMLVideoElement) => {
    const sought: number[] = [];
    const own = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'currentTime');
    Object.defineProperty(element, 'currentTime', {
      configurable: true,
      get: () => own?.get?.call(element) as number,
      set: (seconds: number) => {
        sought.push(seconds);
        own?.set?.call(element, seconds);
      },
    });
    Object.assign(window, { soughtTimes: sought });
  });
  return () => video.page().evaluate(() => (window as unknown as { soughtTimes: number[] }).soughtTimes.slice());
}
