import { expect, FIRST_LOAD, test, type Locator, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { CLEAR_SHOW, PLAY } from './support/player.ts';

// Focus after the player closes (Escape), as a keyboard user meets it at a desktop's and a phone's size: the player
// is a full-screen layer opened from a control, so focus goes back to the control that opened it (a tile's Play on
// Home, a show page's Play) once the page under the player is drawn again, not to the body at the top of the page.

const VIEWPORTS = [
  { name: 'a desktop', viewport: { width: 1366, height: 900 } },
  { name: 'a phone', viewport: { width: 400, height: 860 } },
] as const;

/** Presses Tab until `target` has focus (at most `limit` presses), as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Enter on the focused Play opens the player; Escape closes it; focus is back on `play` (drawn again). */
async function openAndCloseByKeyboard(page: Page, play: Locator): Promise<void> {
  const from = page.url();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/player\/player\/vod\//);
  const player = page.getByRole('region', { name: 'Video Player' });
  await expect(player).toBeFocused(FIRST_LOAD);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(from);
  await expect(play).toBeFocused(FIRST_LOAD);
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`on ${name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test("Escape closes the player opened from a tile's Play on Home, and focus is back on that Play", async ({ page }) => {
      await page.goto('/player/mytv');
      const row = page.locator('[data-tile-list]').first();
      const play = row.getByRole('button', { name: PLAY }).first();
      await expect(play).toBeAttached(FIRST_LOAD);
      await tabTo(page, play);
      await openAndCloseByKeyboard(page, play);
      await expectNoSeriousAccessibilityViolations(page);
    });

    test("Escape closes the player opened from the hero's Play on Home, and focus is back on that Play", async ({ page }) => {
      await page.goto('/player/mytv');
      const play = page.getByRole('region', { name: 'Featured' }).getByRole('button', { name: PLAY }).first();
      await expect(play).toBeVisible(FIRST_LOAD);
      await tabTo(page, play);
      // The same slide's Play, drawn again (the hero's slides may be drawn side by side).
      const name = await play.evaluate((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim());
      await openAndCloseByKeyboard(page, page.getByRole('region', { name: 'Featured' }).getByRole('button', { name, exact: true }));
      await expectNoSeriousAccessibilityViolations(page);
    });

    test("Escape closes the player opened from a show page's Play, and focus is back on that Play", async ({ page }) => {
      await page.goto(CLEAR_SHOW);
      const play = page.getByRole('main').getByRole('button', { name: PLAY }).first();
      await expect(play).toBeVisible(FIRST_LOAD);
      await tabTo(page, play);
      await openAndCloseByKeyboard(page, play);
      await expectNoSeriousAccessibilityViolations(page);
    });
  });
}
