import { expect, FIRST_LOAD, holdPageClock, test, type Locator, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { CLEAR_SHOW, clickPlay, decodedFrames, ENCRYPTED_SHOW, expectDecoding, PLAY, videoOf } from './support/player.ts';
import { reviewShots } from './support/pages.ts';
import { DEVICE, openReceiver } from './support/cast.ts';
import { CONTROLS_IDLE_MS } from '../../app/player/usePlayerChrome.ts';

// The player's keyboard and focus model, on the mock build at a desktop's and a phone's size: focus on the player
// at open, controls that fade after a while without activity wherever focus is, Space that pauses, Escape that
// closes the innermost layer first, Tab that stays inside the player, and a page behind it that never scrolls.
// The idle wait runs on the page's clock (runFor), not the wall clock.

/** `PLAYER_SHOTS=<folder>` writes screenshots of the playing player at 1366 and 400 px for a reviewer. */
const shoot = reviewShots('PLAYER_SHOTS');

const VIEWPORTS = [
  { name: 'a desktop', viewport: { width: 1366, height: 900 } },
  { name: 'a phone', viewport: { width: 400, height: 860 } },
] as const;

function playerOf(page: Page) {
  return page.getByRole('region', { name: 'Video Player' });
}

function controlsOf(page: Page) {
  return playerOf(page).locator('.player-controls');
}

/** The controls show (activity happened less than the idle wait ago). */
async function expectControlsShown(page: Page): Promise<void> {
  await expect(controlsOf(page)).toHaveAttribute('data-shown', 'true');
  await expect(controlsOf(page)).toHaveCSS('opacity', '1');
}

/** The page's clock runs past the idle wait: the controls fade out. */
async function expectControlsFadeWhenIdle(page: Page): Promise<void> {
  await page.clock.runFor(CONTROLS_IDLE_MS + 250);
  await expect(controlsOf(page)).not.toHaveAttribute('data-shown');
  await expect(controlsOf(page)).toHaveCSS('opacity', '0');
}

/**
 * Moves the pointer over the picture (the controls show), then clicks `control` (one that opens a panel); again if the
 * click found the controls faded. The idle wait runs on the page's clock at the real pace, so on a very busy machine it can pass between the
 * move and the click, and a faded control lies under the video, which takes the click (seen at load 50: the click
 * retried until the test's timeout).
 */
async function clickShownControl(page: Page, control: Locator): Promise<void> {
  const box = await videoOf(page).boundingBox();
  if (!box) throw new Error('the video has no box');
  let nudge = 0;
  await expect(async () => {
    // A click that landed late (the machine stalled after it) has opened what the control opens: not again.
    if ((await control.getAttribute('aria-expanded')) === 'true') return;
    nudge = (nudge + 1) % 2;
    await page.mouse.move(box.x + box.width / 2 + nudge * 20, box.y + box.height / 2 + nudge * 20);
    await control.click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Opens the clear show's first title with the keyboard: focus on its Play, then Enter. */
async function openByKeyboard(page: Page): Promise<void> {
  await page.goto(CLEAR_SHOW);
  const play = page.getByRole('main').getByRole('button', { name: PLAY }).first();
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/player\/player\/vod\//);
}

/** Presses Tab until `name`'s button has focus (at most a full cycle). */
async function tabTo(page: Page, name: string): Promise<void> {
  const button = playerOf(page).getByRole('button', { name, exact: true });
  for (let presses = 0; presses < 30 && !(await button.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
}

const isPaused = (page: Page) => videoOf(page).evaluate((video: HTMLVideoElement) => video.paused);

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`on ${name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test('a player opened by mouse starts with focus on itself, fades its controls after idle, Space pauses and plays, and every control lies on the screen', async ({ page }) => {
      test.slow();
      await page.goto(CLEAR_SHOW);
      await clickPlay(page);
      const player = playerOf(page);
      await expect(player).toBeFocused();
      await expectDecoding(page, 10);
      await shoot(page, 'player-playing');
      // The pointer moves: the controls show, then fade (the page's clock held, so only runFor brings the idle wait on).
      await holdPageClock(page);
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.move(viewport.width / 2 + 20, viewport.height / 2 + 20);
      await expectControlsShown(page);
      await expectControlsFadeWhenIdle(page);
      await page.clock.resume();

      // Space pauses: the video stops and no more frames are decoded; the controls stay while paused.
      await page.keyboard.press(' ');
      await expect.poll(() => isPaused(page)).toBe(true);
      await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeAttached();
      await shoot(page, 'player-paused');
      const frames = await decodedFrames(page);
      const position = await videoOf(page).evaluate((video: HTMLVideoElement) => video.currentTime);
      await page.clock.runFor(CONTROLS_IDLE_MS + 250);
      await expectControlsShown(page);
      await expectNoSeriousAccessibilityViolations(page);
      expect(await decodedFrames(page)).toBe(frames);
      expect(await videoOf(page).evaluate((video: HTMLVideoElement) => video.currentTime)).toBe(position);
      // K (and Space again) plays on.
      await page.keyboard.press('k');
      await expect.poll(() => isPaused(page)).toBe(false);
      await expectDecoding(page, 10);
      await expectNoSeriousAccessibilityViolations(page);

      // Every control lies on the screen: the buttons through Full screen in one row, the Audio and quality panel
      // inside its margins, a live title whole.
      await holdPageClock(page);
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.move(viewport.width / 2 + 20, viewport.height / 2 + 20);
      await expectControlsShown(page);
      // Every button (Full screen last) inside the screen, all on one row.
      const buttons = player.locator('.player-buttons').getByRole('button');
      await expect(player.getByRole('button', { name: 'Full screen' })).toBeInViewport({ ratio: 1 });
      const boxes = await buttons.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes.length).toBeGreaterThanOrEqual(8);
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(viewport.width);
        expect(box.top).toBe(boxes[0]?.top);
      }
      // The panel keeps the same margin from both edges of a phone's screen (no edge touched).
      await clickShownControl(page, player.getByRole('button', { name: 'Audio and quality' }));
      const panel = await page.getByRole('dialog', { name: 'Audio and quality' }).boundingBox();
      if (!panel) throw new Error('the Audio and quality panel has no box');
      expect(panel.x + panel.width).toBeLessThanOrEqual(viewport.width - 12);
      expect(panel.x).toBeGreaterThanOrEqual(viewport.width < 910 ? 12 : viewport.width / 2);
      await page.clock.resume();
      await expectNoSeriousAccessibilityViolations(page);

      // A live airing (its progress bar and the Live badge beside the title): the title is whole, never cut short. Its
      // Play is on the Guide, reached from the show page the player goes back to (the panel closed, then the player).
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Audio and quality' })).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/player\/show\/shw-fly-fishing-tuscany/);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide' }).click();
      await expect(page).toHaveURL(/\/player\/guide/);
      const live = page.getByRole('main').getByRole('button', { name: PLAY }).nth(6);
      await expect(live).toBeAttached({ timeout: 30_000 });
      await live.scrollIntoViewIfNeeded();
      await live.click();
      await expect(page).toHaveURL(/\/player\/player\/(channel|broadcast)\//);
      await expect(player.getByRole('progressbar', { name: 'Programme progress' })).toBeAttached();
      const title = player.getByRole('heading', { level: 1 });
      await expect(title).not.toBeEmpty();
      expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      const [titleBox, badge] = [await title.boundingBox(), await player.locator('.player-live-badge').boundingBox()];
      expect(titleBox && badge && titleBox.x + titleBox.width <= badge.x).toBe(true);
      await expectNoSeriousAccessibilityViolations(page);
    });

    test('a player opened by keyboard fades its controls whatever has focus; Escape closes the panel and keeps playing; Tab and Shift+Tab cycle inside the player, the page behind never scrolls; then Escape leaves', async ({ page }) => {
      test.slow();
      await openByKeyboard(page);
      const player = playerOf(page);
      await expect(player).toBeFocused();
      await expectDecoding(page, 10);
      const scrollBefore = await page.evaluate(() => window.scrollY);
      // Focus on a control shows the controls; they still fade while it keeps focus. The page's clock is held, so only
      // runFor brings the idle wait on: at load 50 the real time after the Tab had faded them before the first look.
      await holdPageClock(page);
      await tabTo(page, 'Audio and quality');
      await expectControlsShown(page);
      await expectControlsFadeWhenIdle(page);
      await expect(player.getByRole('button', { name: 'Audio and quality' })).toBeFocused();
      await page.clock.resume();

      // The panel opens over the controls; Escape closes it (focus back on its button) and playing goes on.
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Audio and quality' });
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(player.getByRole('button', { name: 'Audio and quality' })).toBeFocused();
      await expect(page).toHaveURL(/\/player\/player\/vod\//);
      expect(await isPaused(page)).toBe(false);
      await expectDecoding(page, 10);

      // Full screen is the next layer out, then the player itself.
      await page.keyboard.press('f');
      await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label') ?? null)).toBe('Video Player');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
      await expect(page).toHaveURL(/\/player\/player\/vod\//);
      await expectNoSeriousAccessibilityViolations(page);

      // Tab and Shift+Tab cycle inside the player, and the page behind never scrolls (from the player itself, as at open).
      await player.focus();
      // The player covers the viewport exactly.
      expect(await player.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      // Forward through every control and round again, then backward: focus is always inside the player.
      const focusedInside = () => page.evaluate(() => Boolean(document.activeElement?.closest('[aria-label="Video Player"]')));
      const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
      const names: string[] = [];
      for (let presses = 0; presses < 24; presses += 1) {
        await page.keyboard.press('Tab');
        expect(await focusedInside()).toBe(true);
        names.push(await focusedName());
      }
      // Round again: the first control comes back after the last (Full screen).
      const first = names[0] ?? '';
      expect(names.indexOf(first, 1)).toBeGreaterThan(0);
      expect(names[names.indexOf(first, 1) - 1]).toMatch(/full screen/i);
      for (let presses = 0; presses < 24; presses += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusedInside()).toBe(true);
      }

      // Keys and the wheel that would scroll a page scroll nothing.
      await player.focus();
      for (const key of ['PageDown', 'End', 'ArrowDown', 'Space']) await page.keyboard.press(key);
      await page.mouse.wheel(0, 1200);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      expect(await player.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      await expectNoSeriousAccessibilityViolations(page);

      // Escape with nothing open leaves the player.
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/player\/show\/shw-fly-fishing-tuscany/);
      await expect(player).toHaveCount(0);
      await expectNoSeriousAccessibilityViolations(page);
    });
  });
}

test('over the error view focus is on its first action, Tab stays in the player and Escape dismisses it', async ({ page }) => {
  await page.goto(`${CLEAR_SHOW}?faults=${encodeURIComponent('getManifest:playback-error=TOO_MANY_STREAMS')}`);
  await clickPlay(page);
  const error = page.getByRole('alert');
  await expect(error.getByTestId('player-error-code')).toHaveText('1201', { timeout: 20_000 });
  const focusedInside = () => page.evaluate(() => Boolean(document.activeElement?.closest('[aria-label="Video Player"]')));
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="alert"]')))).toBe(true);
  for (let presses = 0; presses < 8; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusedInside()).toBe(true);
  }
  await expectNoSeriousAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/player\/show\/shw-fly-fishing-tuscany/);
  await expectNoSeriousAccessibilityViolations(page);
});

test("Play now, pressed with the keyboard once a row's title ends, plays the row's next title with focus still on the player: Space pauses it", async ({ page }) => {
  test.slow();
  await page.goto(ENCRYPTED_SHOW);
  // An episode tile's Play, in one of the show's rows (not the header's): the player knows the row and offers its next title.
  const tile = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('button', { name: PLAY }) }).first();
  await tile.getByRole('button', { name: PLAY }).focus(FIRST_LOAD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/player\/player\/vod\//);
  const first = page.url();
  const player = playerOf(page);
  await expect(player).toBeFocused();
  await expectDecoding(page, 10);
  // To the end of the title with the keys.
  await player.getByRole('slider', { name: 'Seek' }).focus();
  await page.keyboard.press('End');
  const upNext = player.getByRole('region', { name: 'Up next' });
  await expect(upNext).toBeVisible({ timeout: 30_000 });
  // The countdown waits on the page's clock (paused a second on from now, a time not yet past when the pause
  // arrives) while the viewer goes back to Play now (the Up next region lies before the controls), so the next title
  // starts by the key, not by the countdown.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  const playNow = upNext.getByRole('button', { name: 'Play now' });
  for (let presses = 0; presses < 30 && !(await playNow.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Shift+Tab');
  await expect(playNow).toBeFocused();
  await page.keyboard.press('Enter');
  await page.clock.resume();
  await expect.poll(() => page.url(), { timeout: 20_000 }).not.toBe(first);
  await expect(page).toHaveURL(/\/player\/player\/vod\//);
  // Play now went away with the title; focus is back on the player (not on the page's main region), so its keys work.
  await expect(player).toBeFocused();
  await expectDecoding(page, 10);
  await page.keyboard.press(' ');
  await expect.poll(() => isPaused(page)).toBe(true);
  await expect(player).toBeFocused();
  await expectNoSeriousAccessibilityViolations(page);
});

/** A receiver beside the app, and the clear show's first title playing in the player, the pointer over it. */
async function playBesideReceiver(page: Page): Promise<void> {
  await openReceiver(page);
  await page.goto(CLEAR_SHOW);
  await clickPlay(page);
  await expectDecoding(page, 10);
  await playerOf(page).hover();
}

test('the cast picker opened from the player stays, with the controls, however long the viewer reads it; closed, the controls fade again; while the title casts, the player stays as its remote and Tab cycles through its controls, Stop casting among them', async ({ page }) => {
  test.slow();
  await playBesideReceiver(page);
  // The controls' idle wait runs on the page's clock at the real pace: held from the pointer's move to each Cast click
  // (at load 50 the controls faded in between, and the video took the click until the test's timeout).
  await holdPageClock(page);
  await playerOf(page).hover();
  await playerOf(page).getByRole('button', { name: 'Cast' }).click(FIRST_LOAD);
  const picker = page.getByRole('dialog', { name: 'Connect to' });
  await expect(picker.getByRole('heading', { name: 'Connect to' })).toBeVisible();
  await page.clock.resume();
  // Twice the idle wait with nothing done: the picker and the controls it sits in stay.
  await page.clock.runFor(2 * CONTROLS_IDLE_MS + 250);
  await expectControlsShown(page);
  await expect(controlsOf(page)).toHaveCSS('opacity', '1');
  await expectNoSeriousAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expectControlsFadeWhenIdle(page);
  // Opened again, a device chosen from it after a long read casts.
  await holdPageClock(page);
  await playerOf(page).hover();
  await playerOf(page).getByRole('button', { name: 'Cast' }).click();
  await page.clock.runFor(2 * CONTROLS_IDLE_MS + 250);
  await picker.getByRole('button', { name: new RegExp(DEVICE) }).click();
  await page.clock.resume();
  await expect(playerOf(page).getByText(`Casting on ${DEVICE}`)).toBeVisible();

  // While this title casts, the player stays as its remote and Tab cycles through its controls, Stop casting among
  // them, never the page behind.
  await expect(page).toHaveURL(/\/player\/player\//);
  // The mini controller would cover the player's own controls: it is not shown over the remote.
  await expect(page.getByRole('region', { name: 'Cast controls' })).toHaveCount(0);
  const focused = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return { inside: active?.closest('[aria-label="Video Player"]') !== null && active !== null, name: active?.getAttribute('aria-label') ?? active?.textContent ?? '' };
    });
  const names = new Set<string>();
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    const where = await focused();
    expect(where.inside).toBe(true);
    names.add(where.name.trim());
  }
  expect(names).toContain('Stop casting');
  await expectNoSeriousAccessibilityViolations(page);
});
