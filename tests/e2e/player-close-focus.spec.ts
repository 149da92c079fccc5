import { expect, FIRST_LOAD, test, type Locator, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { CLEAR_SHOW, PLAY } from './support/player.ts';

// Focus after the player closes (Escape, or its close control: Back), as a keyboard user meets it at a desktop's and a
// phone's size: the player is a full-screen layer opened from a control, so focus goes back to the control that
// opened it (a tile's Play on Home, a show page's Play) once the page under the player is drawn again, not to the body
// at the top of the page.

const VIEWPORTS = [
  { name: 'a desktop', viewport: { width: 1366, height: 900 } },
  { name: 'a phone', viewport: { width: 400, height: 860 } },
] as const;

/** Presses Tab (or Shift+Tab) until `target` has focus (at most `limit` presses), as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 80, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < limit && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

/**
 * Enter on the focused Play opens the player; Escape closes it, or the player's close control (Back, reached with
 * Tab and pressed with Enter, as a keyboard user does); focus is back on `play` (drawn again).
 */
async function openAndCloseByKeyboard(page: Page, play: Locator, close: 'Escape' | 'its Back button' = 'Escape'): Promise<void> {
  const from = page.url();
  await page.keyboard.press('Enter');
  // A title or a live channel (the hero's first slide may be one).
  await expect(page).toHaveURL(/\/player\/player\/(vod|channel)\//);
  const player = page.getByRole('region', { name: 'Video Player' });
  await expect(player).toBeFocused(FIRST_LOAD);
  if (close === 'Escape') await page.keyboard.press('Escape');
  else {
    const back = player.getByRole('button', { name: 'Back', exact: true });
    await tabTo(page, back, 20);
    // The controls a key shows: the viewer sees what they press.
    await expect(back).toBeVisible();
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(from);
  await expect(play).toBeFocused(FIRST_LOAD);
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`on ${name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test("Escape closes the player opened from the hero's Play on Home, then from a tile's Play, and focus is back on that Play each time", async ({ page }) => {
      // Three walks with the keyboard and two axe checks: at a load average of 60 the axe check alone ran past 60 s.
      test.slow();
      await page.goto('/player/mytv');
      const hero = page.getByRole('region', { name: 'Featured' });
      // The hero's first slide, chosen with its dot (which also stops the autoplay, which runs at the real pace: on a
      // busy machine it may have moved on before the viewer got there); the page drawn again under the player shows
      // the hero from its first slide, so that slide's Play is the one found again (a later slide's is gone).
      const first = hero.getByRole('button', { name: 'Slide 1', exact: true });
      await expect(first).toBeVisible(FIRST_LOAD);
      await tabTo(page, first);
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-current', 'true');
      const play = hero.getByRole('button', { name: PLAY });
      await expect(play).toHaveCount(1);
      await tabTo(page, play, 20, 'Shift+Tab');
      await openAndCloseByKeyboard(page, play);
      await expectNoSeriousAccessibilityViolations(page);

      // On from there with Tab to the first row's Play: Escape closes the player it opens, and focus is back on it.
      const row = page.locator('[data-tile-list]').first();
      const tilePlay = row.getByRole('button', { name: PLAY }).first();
      await expect(tilePlay).toBeAttached();
      await tabTo(page, tilePlay);
      await openAndCloseByKeyboard(page, tilePlay);
      await expectNoSeriousAccessibilityViolations(page);
    });

    test("the player's Back button, pressed with the keyboard, closes the player opened from a show page's Play, and focus is back on that Play", async ({ page }) => {
      // Tab through the page to Play, then through the player to Back, and the axe check (see the hero's case).
      test.slow();
      await page.goto(CLEAR_SHOW);
      const play = page.getByRole('main').getByRole('button', { name: PLAY }).first();
      await expect(play).toBeVisible(FIRST_LOAD);
      await tabTo(page, play);
      await openAndCloseByKeyboard(page, play, 'its Back button');
      await expectNoSeriousAccessibilityViolations(page);
    });
  });
}
