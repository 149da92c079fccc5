import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { castFromPlayer, DEVICE, receiverFrames, receiverStatus } from './support/cast.ts';
import { decodedFrames, expectDecoding, videoOf } from './support/player.ts';

// The player page as the cast session's remote (app/player/usePlaybackSurface.ts): while the receiver plays the
// title, the player's own controls and keys drive it, and Stop casting brings the title back to this page.

function receiverVideo(receiver: Page) {
  return receiver.getByTestId('receiver-video');
}

function receiverTime(receiver: Page): Promise<number> {
  return receiverVideo(receiver).evaluate((video: HTMLVideoElement) => video.currentTime);
}

function receiverPaused(receiver: Page): Promise<boolean> {
  return receiverVideo(receiver).evaluate((video: HTMLVideoElement) => video.paused);
}

test("while casting, the player page's controls and keys drive the receiver; Stop casting plays on here from the receiver's position", async ({ page }) => {
  test.slow();
  // The receiver plays the title; the page stays, as its remote, and plays nothing itself.
  const { receiver, player } = await castFromPlayer(page);
  const localFrames = await decodedFrames(page);
  const seek = player.getByRole('slider', { name: 'Seek' });
  const stop = player.getByRole('button', { name: 'Stop casting' });
  await expect(stop).toBeVisible();
  await expect(player.getByRole('button', { name: 'Audio and quality' })).toHaveCount(0);
  // The seek bar follows the receiver's position.
  await expect
    .poll(async () => Math.abs(Number(await seek.getAttribute('aria-valuenow')) - (await receiverTime(receiver))), { timeout: 20_000 })
    .toBeLessThanOrEqual(2);
  await expectNoSeriousAccessibilityViolations(page);

  // Pause, seek, ±10 s with the player's buttons and seek bar.
  await player.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect.poll(() => receiverPaused(receiver)).toBe(true);
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const end = Number(await seek.getAttribute('aria-valuemax'));
  expect(end).toBeGreaterThan(20);
  const box = await seek.boundingBox();
  if (!box) throw new Error('The seek bar has no box.');
  await seek.click({ position: { x: box.width / 4, y: box.height / 2 } });
  await expect.poll(() => receiverTime(receiver)).toBeGreaterThan(end / 4 - 3);
  await expect.poll(() => receiverTime(receiver)).toBeLessThan(end / 4 + 3);
  const at = await receiverTime(receiver);
  await player.getByRole('button', { name: 'Forward 10 seconds' }).click();
  await expect.poll(() => receiverTime(receiver)).toBeGreaterThanOrEqual(at + 9);
  await expect.poll(async () => Number(await seek.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(Math.floor(at + 9));
  await player.getByRole('button', { name: 'Back 10 seconds' }).click();
  await expect.poll(() => receiverTime(receiver)).toBeLessThan(at + 5);

  // Volume and captions.
  await player.getByRole('slider', { name: 'Volume' }).fill('0.5');
  await expect.poll(() => receiverVideo(receiver).evaluate((video: HTMLVideoElement) => video.volume)).toBeCloseTo(0.5, 2);
  await player.getByRole('button', { name: 'Captions' }).click();
  // Pressed once the receiver's status says its captions are on.
  await expect(player.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');

  // The player's keys: Space plays, the arrows jump, M mutes, C turns captions off.
  await player.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => receiverPaused(receiver)).toBe(false);
  const playingAt = await receiverTime(receiver);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => receiverTime(receiver)).toBeGreaterThanOrEqual(playingAt + 9);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => receiverTime(receiver)).toBeLessThan(playingAt + 8);
  await page.keyboard.press('m');
  await expect.poll(() => receiverVideo(receiver).evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
  await page.keyboard.press('c');
  await expect(player.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'false');
  // Still decoding there, nothing here.
  const frames = await receiverFrames(receiver);
  await expect.poll(() => receiverFrames(receiver), { timeout: 20_000 }).toBeGreaterThan(frames + 10);
  expect(await decodedFrames(page)).toBeLessThanOrEqual(localFrames);

  // Stop casting: the session ends, and this page plays on from where the receiver was.
  await player.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect.poll(() => receiverPaused(receiver)).toBe(true);
  const left = await receiverTime(receiver);
  await stop.click();
  await expect(receiverStatus(receiver)).toHaveText('Not connected');
  await expect(player.getByText(`Casting on ${DEVICE}`)).toHaveCount(0);
  await expectDecoding(page);
  const here = await videoOf(page).evaluate((video: HTMLVideoElement) => video.currentTime);
  expect(here).toBeGreaterThanOrEqual(left - 2);
  expect(here).toBeLessThan(left + 15);
  await expect(player.getByRole('button', { name: 'Audio and quality' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});
