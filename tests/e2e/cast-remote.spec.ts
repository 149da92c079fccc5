import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { castFromPlayer, connectFrom, DEVICE, expectReceiverDecoding, openReceiver, receiverFrames, receiverStatus } from './support/cast.ts';
import { clickPlay, decodedFrames, ENCRYPTED_SHOW, expectDecoding, recordSeeks, videoOf } from './support/player.ts';
import { MID_PROGRAMME } from '../support/clock.ts';

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

/** The audio tracks (their folders: `audio-en`, `audio-en-ad`) whose media segments `page`'s player asks for from now on, in order. */
function audioSegmentTracks(page: Page): string[] {
  const tracks: string[] = [];
  page.on('request', (request) => {
    const track = /\/mock-media\/streams\/[^/]+\/(audio-[^/]+)\/\d+\.m4s/.exec(request.url())?.[1];
    if (track) tracks.push(track);
  });
  return tracks;
}

/**
 * `page`'s video element reports a decode failure twice in a row, as the browser does when it cannot decode the
 * media: the player's own recovery (a new media source) takes the first, and it cannot recover from the second (the
 * player shows its error view). The element reads as before afterwards (a reload plays).
 */
async function failDecoding(page: Page): Promise<void> {
  await videoOf(page).evaluate((video: HTMLVideoElement) => {
    Object.defineProperty(video, 'error', { configurable: true, get: () => ({ code: MediaError.MEDIA_ERR_DECODE, message: 'PIPELINE_ERROR_DECODE' }) });
    video.dispatchEvent(new Event('error'));
    video.dispatchEvent(new Event('error'));
    Reflect.deleteProperty(video, 'error');
  });
}

test("while casting, the player page's controls and keys drive the receiver; Stop casting plays on here from the receiver's position, where the audio track the viewer then picks wins over the cast's: Refresh after a failure plays the viewer's track", async ({ page }) => {
  test.slow();
  // The receiver plays the title; the page stays, as its remote, and plays nothing itself.
  const { receiver, player } = await castFromPlayer(page);
  const localFrames = await decodedFrames(page);
  const seek = player.getByRole('slider', { name: 'Seek' });
  const stop = player.getByRole('button', { name: 'Stop casting' });
  await expect(stop).toBeVisible();
  await expect(player.getByRole('button', { name: 'Audio and quality' })).toHaveCount(0);
  // Cast in the stream's main track: the remote names it.
  await expect(player.getByText('Audio: English', { exact: true })).toBeVisible();
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

  // After Stop casting, the audio track the viewer picks here wins over the cast's: Refresh after a failure plays the
  // viewer's track.
  // Paused (the controls stay), the viewer picks the described-video track.
  await player.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => videoOf(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  await player.getByRole('button', { name: 'Audio and quality' }).click();
  const menu = page.getByRole('dialog', { name: 'Audio and quality' });
  const audio = menu.getByRole('group', { name: 'Audio' });
  const described = audio.getByRole('radio', { name: 'English (Described Video)', exact: true });
  await described.check();
  await expect(described).toBeChecked();
  await menu.getByRole('button', { name: 'Close' }).click();

  // The playback fails; Refresh loads the title again in the viewer's track from its first segment, not the cast's.
  await failDecoding(page);
  const failure = page.getByRole('alert');
  await expect(failure.getByTestId('player-error-code')).toBeVisible({ timeout: 30_000 });
  const reloadedAudio = audioSegmentTracks(page);
  await failure.getByRole('button', { name: /^(Refresh|Try again)$/ }).click();
  await expectDecoding(page);
  await expect.poll(() => reloadedAudio.length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(new Set(reloadedAudio)).toEqual(new Set(['audio-en-ad']));
  await player.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => videoOf(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  await player.getByRole('button', { name: 'Audio and quality' }).click();
  await expect(described).toBeChecked();
  await expectNoSeriousAccessibilityViolations(page);
});

test.describe('in the middle of a programme', () => {
  // Its start more than the channel's window ago, its end ahead, whatever the default test instant.
  test.use({ clockAt: MID_PROGRAMME });

  test("casting a live channel, the remote's seek bar spans the programme on air as the receiver plays it, a click on what has not aired seeks the receiver no further than its live edge, and Stop casting plays on here from the receiver's position", async ({ page }) => {
    test.slow();
    const receiver = await openReceiver(page);
    await page.goto('/player/player/channel/ch-amc');
    await expect.poll(() => decodedFrames(page), { timeout: 20_000 }).toBeGreaterThan(0);
    const player = page.getByRole('region', { name: 'Video Player' });
    await player.hover();
    await connectFrom(page, player.getByRole('button', { name: 'Cast' }));
    await expectReceiverDecoding(receiver);
    await expect(player.getByText(`Casting on ${DEVICE}`)).toBeVisible();
    // Every position the receiver's video is asked to go to (its browser would quietly clamp one past the live edge).
    const soughtTimes = await recordSeeks(receiverVideo(receiver));
    const liveEdge = () => receiverVideo(receiver).evaluate((video: HTMLVideoElement) => (video.seekable.length > 0 ? video.seekable.end(video.seekable.length - 1) : 0));

    // The programme began before the channel's window and has not ended: both show as unavailable on the remote's bar.
    await player.hover();
    const seek = player.getByRole('slider', { name: 'Seek' });
    // The last unwatched, unavailable part: a playhead a moment behind the sliding window leaves another before it.
    const notAired = seek.getByTestId('seek-range').and(page.locator('[data-kind="unwatched-unavailable"]')).last();
    await expect(notAired).toBeVisible({ timeout: 20_000 });
    await expect(seek.getByTestId('seek-range').and(page.locator('[data-kind="watched-unavailable"]'))).toBeVisible();
    const box = await notAired.boundingBox();
    if (!box) throw new Error('The seek bar has no box.');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(async () => (await soughtTimes()).length).toBeGreaterThan(0);
    expect(Math.max(...(await soughtTimes()))).toBeLessThanOrEqual((await liveEdge()) + 2);
    await expectReceiverDecoding(receiver);
    await expectNoSeriousAccessibilityViolations(page);

    // Paused on the receiver well behind its live edge, then Stop casting: this page plays on from where the receiver
    // was (within its own window), not at the live edge.
    await player.hover();
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(() => receiverPaused(receiver)).toBe(true);
    const before = await receiverTime(receiver);
    for (let step = 0; step < 4; step += 1) await player.getByRole('button', { name: 'Back 10 seconds' }).click();
    await expect.poll(() => receiverTime(receiver)).toBeLessThan(before - 35);
    const left = await receiverTime(receiver);
    await expect.poll(async () => Math.abs(Number(await seek.getAttribute('aria-valuenow')) - left)).toBeLessThanOrEqual(2);
    await player.getByRole('button', { name: 'Stop casting' }).click();
    await expect(receiverStatus(receiver)).toHaveText('Not connected');
    await expectDecoding(page);
    const local = await videoOf(page).evaluate((video: HTMLVideoElement) => ({
      at: video.currentTime,
      edge: video.seekable.length > 0 ? video.seekable.end(video.seekable.length - 1) : 0,
    }));
    // Resumed at the receiver's position: it has played on from there, still far behind this page's live edge.
    expect(local.at).toBeGreaterThanOrEqual(left - 2);
    expect(local.edge - local.at).toBeGreaterThan(25);
    await expectNoSeriousAccessibilityViolations(page);
  });
});

test("the viewer's captions and audio track go to the receiver with the title and come back as the receiver had them; focus stays on the player throughout", async ({ page }) => {
  test.slow();
  const receiver = await openReceiver(page);
  await page.goto(ENCRYPTED_SHOW);
  await clickPlay(page);
  await expect(page).toHaveURL(/\/player\/player\/vod\//);
  await expectDecoding(page, 10);
  const player = page.getByRole('region', { name: 'Video Player' });
  const captions = player.getByRole('button', { name: 'Captions' });
  await player.hover();
  await captions.click();
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  // The second audio track (described video), chosen in the Audio menu; the menu reads it back from the player.
  await player.getByRole('button', { name: 'Audio and quality' }).click();
  const menu = page.getByRole('dialog', { name: 'Audio and quality' });
  const audio = menu.getByRole('group', { name: 'Audio' }).getByRole('radio');
  const chosen = (await audio.nth(1).getAttribute('value')) ?? '';
  const chosenName = (await menu.getByRole('group', { name: 'Audio' }).locator('label').nth(1).textContent()) ?? '';
  await audio.nth(1).check();
  await expect(audio.nth(1)).toBeChecked();
  await menu.getByRole('button', { name: 'Close' }).click();
  const receiverAudio = audioSegmentTracks(receiver);

  // Cast from the keyboard: the picker's device, then Enter. The picker closes, and focus is back on the cast button
  // (now 'Casting on …'), not dropped on the page.
  const castButton = player.locator('.player-cast').getByRole('button').first();
  await castButton.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Connect to' });
  await picker.getByRole('button', { name: new RegExp(DEVICE) }).focus();
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expectReceiverDecoding(receiver);
  await expect(player.getByText(`Casting on ${DEVICE}`)).toBeVisible();
  await expect(castButton).toBeFocused();

  // The receiver plays the audio track it was handed from its first segment (its engine asks for no other), and the
  // remote names the track the receiver's status says it plays.
  await expect.poll(() => receiverAudio.length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(new Set(receiverAudio)).toEqual(new Set(['audio-en-ad']));
  await expect(player.getByText(`Audio: ${chosenName}`)).toBeVisible();

  // The receiver shows the captions it was handed, on its picture and clear of its title, state and time.
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  const cue = receiver.getByTestId('receiver-captions').getByText(/caption \d+$/);
  await expect(cue).toBeVisible({ timeout: 20_000 });
  const overlayTitle = receiver.getByRole('main', { name: 'Chromecast Video Player' }).getByRole('heading', { level: 1 });
  // Read again until a cue is there: the cue changes every second, and between two cues there is none (its box null).
  const placement = async () => {
    const [cueBox, titleBox, picture] = [await cue.boundingBox(), await overlayTitle.boundingBox(), await receiver.getByTestId('receiver-captions').boundingBox()];
    if (!cueBox || !titleBox || !picture) return 'the receiver draws no cue, overlay title or picture';
    return { clearOfTitle: cueBox.y + cueBox.height <= titleBox.y, onPicture: cueBox.y >= picture.y };
  };
  await expect.poll(placement).toEqual({ clearOfTitle: true, onPicture: true });
  // Retried: the cue changes every second, and one replaced between finding and reading it has no style.
  await expect(cue).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expectNoSeriousAccessibilityViolations(receiver);

  // Turned off on the receiver from here (C), then Stop casting from the keyboard: this page plays on with captions
  // off, as the receiver last had them, and focus is on the player (its keys work: Space pauses).
  await player.focus();
  await page.keyboard.press('c');
  await expect(captions).toHaveAttribute('aria-pressed', 'false');
  await player.getByRole('button', { name: 'Stop casting' }).focus();
  await page.keyboard.press('Enter');
  await expect(receiverStatus(receiver)).toHaveText('Not connected');
  await expectDecoding(page);
  await expect(player).toBeFocused();
  await expect(captions).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect.poll(() => videoOf(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  // And in the audio track the receiver played: the Audio menu has it checked (read from this page's player).
  await player.getByRole('button', { name: 'Audio and quality' }).click();
  await expect(menu.getByRole('radio', { name: chosenName })).toBeChecked();
  await expect(menu.getByRole('radio', { name: chosenName })).toHaveAttribute('value', chosen);
  await expectNoSeriousAccessibilityViolations(page);
});
