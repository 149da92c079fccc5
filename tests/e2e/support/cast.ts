/**
 * Casting in browser tests: the app and the receiver (/receiver/) in two pages of one browser context find
 * each other over the cast simulation, as two tabs of one browser do. The receiver's video is judged by
 * decoded frames.
 */
import { expect, FIRST_LOAD, type Locator, type Page } from './test.ts';
import { clickPlay, decodedFrames, ENCRYPTED_SHOW, expectVideoDecoding, framesOf } from './player.ts';

/** The simulated receiver's name in the device list (receiver/state/simulation-settings.ts's default). */
export const DEVICE = 'Living Room TV';

/** Opens the receiver in a new page of `app`'s context and waits until it says it is not connected. */
export async function openReceiver(app: Page): Promise<Page> {
  const receiver = await app.context().newPage();
  await receiver.goto('/receiver/');
  await expect(receiverStatus(receiver)).toHaveText('Not connected', FIRST_LOAD);
  return receiver;
}

/** The receiver's status box (Loading, Not connected, Connecting, Connected). */
export function receiverStatus(receiver: Page) {
  return receiver.locator('.receiver').getByRole('status');
}

export function receiverFrames(receiver: Page): Promise<number> {
  return framesOf(receiver.getByTestId('receiver-video'));
}

/** The receiver decodes frames, more and more of them. */
export async function expectReceiverDecoding(receiver: Page): Promise<void> {
  await expectVideoDecoding(receiver.getByTestId('receiver-video'), { frames: 10, firstFrame: 30_000 });
}

/** Opens the picker from `castButton` (the header's by default) and chooses the receiver. */
export async function connectFrom(page: Page, castButton = page.getByRole('banner').getByRole('button', { name: 'Cast' })): Promise<void> {
  await castButton.click(FIRST_LOAD);
  const picker = page.getByRole('dialog', { name: 'Connect to' });
  await expect(picker.getByRole('heading', { name: 'Connect to' })).toBeVisible();
  await picker.getByRole('button', { name: new RegExp(DEVICE) }).click();
}

/**
 * A receiver beside the app, an encrypted episode playing in the player, then cast from the player's own cast
 * button: returns the receiver, once it decodes the episode, and the player, which stays as the session's remote.
 */
export async function castFromPlayer(page: Page): Promise<{ receiver: Page; player: Locator }> {
  const receiver = await openReceiver(page);
  await page.goto(ENCRYPTED_SHOW);
  await clickPlay(page);
  await expect(page).toHaveURL(/\/player\/player\/vod\//);
  await expect.poll(() => decodedFrames(page), { timeout: 20_000 }).toBeGreaterThan(0);
  const player = page.getByRole('region', { name: 'Video Player' });
  await player.hover();
  await connectFrom(page, player.getByRole('button', { name: 'Cast' }));
  await expectReceiverDecoding(receiver);
  await expect(page).toHaveURL(/\/player\/player\/vod\//);
  await expect(player.getByText(`Casting on ${DEVICE}`)).toBeVisible();
  return { receiver, player };
}
