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
  return videoOf(page).evaluate((video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames);
}

/** Frames keep being decoded (more than `frames` beyond the count now), the video has data to play, and no error view shows. */
export async function expectDecoding(page: Page, frames = 25): Promise<void> {
  await expect.poll(() => decodedFrames(page), { timeout: 20_000 }).toBeGreaterThan(0);
  const start = await decodedFrames(page);
  await expect.poll(() => decodedFrames(page), { timeout: 20_000 }).toBeGreaterThan(start + frames);
  expect(await videoOf(page).evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(3);
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
