import { expect, holdPageClock, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { CLEAR_SHOW, clickPlay, ENCRYPTED_SHOW, expectDecoding, videoOf } from './support/player.ts';
import { reviewShots } from './support/pages.ts';
import { CONTROLS_IDLE_MS } from '../../app/player/usePlayerChrome.ts';

// The test streams' tracks in the player, on the mock build: three renditions in the quality menu, two audio tracks
// in the audio menu, captions drawn on the picture (moving up while the controls show), and the adaptive choice
// stepping down a rendition when the media comes slowly. What plays is judged by the video's decoded frames and
// size, by the segments the player asks for, and by the menus' checked choices (read from the player's active
// tracks). The controls' idle wait runs on the page's clock.

/** `PLAYER_SHOTS=<folder>` writes screenshots of the player with captions and its menu at 1366 and 400 px. */
const shoot = reviewShots('PLAYER_SHOTS');

function playerOf(page: Page) {
  return page.getByRole('region', { name: 'Video Player' });
}

function configOf(page: Page) {
  return page.getByRole('dialog', { name: 'Audio and quality' });
}

function groupOf(page: Page, name: 'Audio' | 'Captions' | 'Quality') {
  return configOf(page).getByRole('group', { name }).getByRole('radio');
}

/**
 * Pointer activity over the player, as a viewer's mouse on its way to a control: the controls show. (They fade after
 * the idle wait, which a busy machine's slower steps pass: a click then found the video over its button for minutes.)
 */
async function showControls(page: Page): Promise<void> {
  const box = await playerOf(page).boundingBox();
  await page.mouse.move((box?.width ?? 800) / 2, (box?.height ?? 600) / 3);
  await page.mouse.move((box?.width ?? 800) / 2 + 10, (box?.height ?? 600) / 3 + 10);
  await expect(playerOf(page)).toHaveAttribute('data-controls', 'true');
}

/**
 * Shows the controls and opens the audio, captions and quality menu, the page's clock held in between: the idle wait
 * runs on it at the real pace, and at load 50 it passed between the pointer's move and the click, which then found the
 * video over the faded button until the test's timeout.
 */
async function openConfig(page: Page): Promise<void> {
  await holdPageClock(page);
  await showControls(page);
  await playerOf(page).getByRole('button', { name: 'Audio and quality' }).click();
  await expect(configOf(page)).toBeVisible();
  await page.clock.resume();
}

/** Media segment requests of one track (its folder: `video-144`, `audio-en-ad`, …) made from now on. */
function segmentRequests(page: Page, track: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => void (new RegExp(`/mock-media/streams/[^/]+/${track}/\\d+\\.m4s`).test(request.url()) && urls.push(request.url())));
  return urls;
}

const videoHeight = (page: Page) => videoOf(page).evaluate((video: HTMLVideoElement) => video.videoHeight);

test('the quality menu lists Auto and three renditions; choosing one plays it, and Auto gives the choice back', async ({ page }) => {
  test.slow();
  await page.goto(ENCRYPTED_SHOW);
  await clickPlay(page);
  await expectDecoding(page, 10);
  await openConfig(page);
  const quality = groupOf(page, 'Quality');
  await expect(quality).toHaveCount(4);
  for (const [index, name] of ['Auto', '240p', '180p', '144p'].entries()) await expect(quality.nth(index)).toHaveAccessibleName(name);
  await expect(quality.first()).toBeChecked();

  for (const height of [144, 180]) {
    const requested = segmentRequests(page, `video-${height}`);
    await configOf(page).getByRole('radio', { name: `${height}p` }).check();
    // The player's active variant is that rendition (the menu reads it back), its segments come, and it plays.
    await expect(configOf(page).getByRole('radio', { name: `${height}p` })).toBeChecked();
    await expect(quality.first()).not.toBeChecked();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await expect.poll(() => videoHeight(page), { timeout: 20_000 }).toBe(height);
    await expectDecoding(page, 10);
  }
  await quality.first().check();
  await expect(quality.first()).toBeChecked();
  await expectDecoding(page, 10);
  await expectNoSeriousAccessibilityViolations(page);
});

test('the audio menu offers the main and the described-video track, and switching plays the other track; captions show on the picture, move up while the controls show, and the captions menu turns them off', async ({ page }) => {
  test.slow();
  await page.goto(CLEAR_SHOW);
  await clickPlay(page);
  await expectDecoding(page, 10);
  await openConfig(page);
  const audio = groupOf(page, 'Audio');
  await expect(audio).toHaveCount(2);
  await expect(audio.first()).toHaveAccessibleName('English');
  await expect(audio.nth(1)).toHaveAccessibleName('English (Described Video)');
  await expect(audio.first()).toBeChecked();

  const described = segmentRequests(page, 'audio-en-ad');
  await audio.nth(1).check();
  // The player's active audio is the described track (the menu reads it back), its segments come, and it plays on.
  await expect(audio.nth(1)).toBeChecked();
  await expect(audio.first()).not.toBeChecked();
  await expect.poll(() => described.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await expectDecoding(page, 10);

  const main = segmentRequests(page, 'audio-en');
  await audio.first().check();
  await expect(audio.first()).toBeChecked();
  await expect.poll(() => main.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await expectDecoding(page, 10);
  await expectNoSeriousAccessibilityViolations(page);

  // Captions show on the picture, move up while the controls show, and the captions menu turns them off (the menu
  // closed first: Escape).
  await page.keyboard.press('Escape');
  await expect(configOf(page)).toBeHidden();
  const player = playerOf(page);
  const captionsButton = player.getByRole('button', { name: 'Captions' });
  await showControls(page);
  await captionsButton.click();
  await expect(captionsButton).toHaveAttribute('aria-pressed', 'true');
  // A cue of the stream's caption track, drawn over the picture.
  const cue = page.getByTestId('player-captions').getByText(/^Airwave VOD caption \d+$/);
  await expect(cue).toBeVisible({ timeout: 20_000 });
  const picture = await videoOf(page).boundingBox();
  // Read again until a cue is there: between two cues there is none (a CI run read its box in that gap, null).
  const seen: { box: Awaited<ReturnType<typeof cue.boundingBox>> } = { box: null };
  await expect
    .poll(async () => {
      seen.box = await cue.boundingBox();
      return seen.box !== null && picture !== null && seen.box.y >= picture.y && seen.box.y + seen.box.height <= picture.y + picture.height;
    })
    .toBe(true);
  const shown = seen.box;

  // The controls fade after the idle wait: the captions move down to the foot of the picture; activity brings both back.
  await page.clock.runFor(CONTROLS_IDLE_MS + 250);
  await expect(player).not.toHaveAttribute('data-controls');
  await expect.poll(async () => (await cue.boundingBox())?.y ?? 0).toBeGreaterThan((shown?.y ?? 0) + 50);
  await shoot(page, 'player-captions');
  await showControls(page);
  await expect.poll(async () => (await cue.boundingBox())?.y ?? Infinity).toBeLessThan((shown?.y ?? 0) + 10);

  // The captions menu has the track checked; Off hides the captions and the button says so.
  await openConfig(page);
  const captions = groupOf(page, 'Captions');
  await expect(captions).toHaveCount(2);
  await expect(captions.nth(1)).toHaveAccessibleName('English');
  await expect(captions.nth(1)).toBeChecked();
  await shoot(page, 'player-menu');
  await captions.first().check();
  await expect(captions.first()).toBeChecked();
  await expect(page.getByTestId('player-captions').getByText(/caption/)).toHaveCount(0);
  await expect(captionsButton).toHaveAttribute('aria-pressed', 'false');
  // And back on from the menu.
  await captions.nth(1).check();
  await expect(captionsButton).toHaveAttribute('aria-pressed', 'true');
  await expect(cue).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousAccessibilityViolations(page);
});

/** Each video rendition's segment requests (its folder: `video-240`, …) from now on, in the order the player made them. */
function videoSegmentOrder(page: Page): string[] {
  const tracks: string[] = [];
  page.on('request', (request) => {
    const track = /\/mock-media\/streams\/[^/]+\/(video-\d+)\/\d+\.m4s/.exec(request.url())?.[1];
    if (track) tracks.push(track);
  });
  return tracks;
}

test('on a slow network the adaptive choice switches from the rendition it started with down to a lower one', async ({ page }) => {
  // The mock world serves every media file at 80 kbit/s (a fault): the player's bandwidth estimate cannot rise above
  // that, whatever the machine's speed, and only the 144p rendition with its audio (≈ 71 kbit/s) fits under it.
  test.slow();
  const order = videoSegmentOrder(page);
  await page.goto(`${CLEAR_SHOW}?faults=${encodeURIComponent('media:bandwidth=80')}`);
  await clickPlay(page);
  // The player starts on the top rendition (its estimate before it has measured anything), then, having measured
  // the slow network, asks for the 144p rendition's segments and plays lower: a switch, not a start low.
  await expect.poll(() => order.length, { timeout: 90_000 }).toBeGreaterThan(0);
  expect(order[0]).toBe('video-240');
  await expect.poll(() => order.includes('video-144'), { timeout: 90_000 }).toBe(true);
  await expect.poll(() => videoHeight(page), { timeout: 90_000 }).toBeLessThan(240);
  // Still the adaptive choice: Auto is checked.
  await openConfig(page);
  await expect(groupOf(page, 'Quality').first()).toBeChecked();
  await expectNoSeriousAccessibilityViolations(page);
});

test("the session's bitrate cap minimum holds on a slow network: above a 90 kbit/s floor the adaptive choice never takes 144p", async ({ page }) => {
  // The same 80 kbit/s network, under which the adaptive choice alone goes down to 144p (≈ 71 kbit/s with its audio);
  // the manifest's cap (a fault sets it) puts the floor above that, so 180p (≈ 100 kbit/s with its audio) is the
  // lowest it may take, and takes, once it has measured the network.
  test.slow();
  const order = videoSegmentOrder(page);
  const faults = 'getManifest:bitrate-cap=90-,media:bandwidth=80';
  await page.goto(`${CLEAR_SHOW}?faults=${encodeURIComponent(faults)}`);
  await clickPlay(page);
  await expect.poll(() => order.includes('video-180'), { timeout: 90_000 }).toBe(true);
  await expect.poll(() => videoHeight(page), { timeout: 90_000 }).toBeGreaterThanOrEqual(180);
  expect(order).not.toContain('video-144');
  await openConfig(page);
  await expect(groupOf(page, 'Quality').first()).toBeChecked();
  expect(order).not.toContain('video-144');
});

test("the session's bitrate cap bounds the adaptive choice: under an 80 kbit/s maximum only 144p plays", async ({ page }) => {
  // The manifest carries a cap (a fault sets it); 144p with its audio (≈ 71 kbit/s) is the only variant under it.
  test.slow();
  const higher = [...['video-240', 'video-180'].map((track) => segmentRequests(page, track))];
  const lowest = segmentRequests(page, 'video-144');
  await page.goto(`${CLEAR_SHOW}?faults=${encodeURIComponent('getManifest:bitrate-cap=-80')}`);
  await clickPlay(page);
  await expectDecoding(page, 10);
  await expect.poll(() => videoHeight(page)).toBe(144);
  expect(lowest.length).toBeGreaterThan(0);
  expect(higher.flat()).toEqual([]);
  // The quality menu still offers every height (the cap binds the adaptive choice, not the viewer's).
  await openConfig(page);
  await expect(groupOf(page, 'Quality')).toHaveCount(4);
  await expect(groupOf(page, 'Quality').first()).toBeChecked();
  await expectNoSeriousAccessibilityViolations(page);
});
