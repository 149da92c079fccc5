import { expect, FIRST_LOAD, test, type Locator, type Page } from './support/test.ts';
import { CLEAR_SHOW, PLAY } from './support/player.ts';

// A keyboard user sees which control has the focus: the ring a focused control draws shows against what is around it,
// on the show page's Play and Save (where focus comes back when the player closes), on a tile's own Play and on Home's
// hero's white navigation action ('Explore', 'Go to Channel', 'More Info'), at a desktop's and a phone's width. Measured in pixels: the same spot shot with the ring and with it taken away.

/** How far around the control's box the shots reach: a ring is drawn there. */
const AROUND = 6;

/**
 * How many pixels around `control` (outside its box, within AROUND) its focus ring changes visibly: the control is
 * focused from the keyboard's side (`:focus-visible`), shot, shot again with every focus ring taken away, and the two
 * shots compared in a blank page of the same browser.
 */
async function ringPixels(page: Page, control: Locator): Promise<{ changed: number; perimeter: number }> {
  await control.focus();
  await expect(control).toBeFocused();
  expect(await control.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  const box = await control.boundingBox();
  if (box === null) throw new Error(`${control.toString()} has no box`);
  const clip = { x: Math.floor(box.x) - AROUND, y: Math.floor(box.y) - AROUND, width: Math.ceil(box.width) + 2 * AROUND, height: Math.ceil(box.height) + 2 * AROUND };
  const ringed = await page.screenshot({ clip, animations: 'disabled' });
  const plain = await page.addStyleTag({ content: '*:focus, *:focus-visible { outline: none !important; box-shadow: none !important; }' });
  const bare = await page.screenshot({ clip, animations: 'disabled' });
  await plain.evaluate((style) => (style as HTMLStyleElement).remove());
  const scratch = await page.context().newPage();
  try {
    const changed = await scratch.evaluate(
      async ({ shots, around }) => {
        const pixels = await Promise.all(
          shots.map(async (base64) => {
            const image = new Image();
            image.src = `data:image/png;base64,${base64}`;
            await image.decode();
            const canvas = document.createElement('canvas');
            canvas.width = image.naturalWidth;
            canvas.height = image.naturalHeight;
            const context = canvas.getContext('2d');
            if (context === null) throw new Error('no 2d context');
            context.drawImage(image, 0, 0);
            return context.getImageData(0, 0, canvas.width, canvas.height);
          }),
        );
        const [a, b] = pixels as [ImageData, ImageData];
        let count = 0;
        for (let y = 0; y < a.height; y += 1) {
          for (let x = 0; x < a.width; x += 1) {
            const inside = x >= around && x < a.width - around && y >= around && y < a.height - around;
            if (inside) continue;
            const i = (y * a.width + x) * 4;
            let difference = 0;
            for (let channel = i; channel < i + 3; channel += 1) difference += Math.abs((a.data[channel] ?? 0) - (b.data[channel] ?? 0));
            if (difference > 120) count += 1;
          }
        }
        return count;
      },
      { shots: [ringed.toString('base64'), bare.toString('base64')], around: AROUND },
    );
    return { changed, perimeter: Math.round(2 * (box.width + box.height)) };
  } finally {
    await scratch.close();
  }
}

/**
 * Fails naming `name` unless its ring changes at least the area of a ring 2 px thick along its whole outline: the
 * browser's own thin light ring around the white hero action, barely seen, changed less (544 pixels of 586 at 1366 px).
 */
async function expectVisibleRing(page: Page, control: Locator, name: string): Promise<void> {
  const { changed, perimeter } = await ringPixels(page, control);
  expect(changed, `${name}'s focus ring changes ${changed} pixels around it (its outline is ${perimeter} px)`).toBeGreaterThanOrEqual(2 * perimeter);
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 400, height: 860 },
]) {
  test(`at ${viewport.width} px the show page's Play and Save and a tile's Play show a focus ring`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(CLEAR_SHOW);
    const main = page.getByRole('main');
    const play = main.getByRole('button', { name: PLAY }).first();
    await expect(play).toBeVisible(FIRST_LOAD);
    await expectVisibleRing(page, play, "the show page's Play");
    await expectVisibleRing(page, main.getByRole('button', { name: /^Save / }).first(), "the show page's Save");
    // A tile's Play shows over its art while the tile holds the focus.
    const tilePlay = main.locator('.tile').getByRole('button', { name: PLAY }).first();
    await tilePlay.scrollIntoViewIfNeeded();
    await expectVisibleRing(page, tilePlay, "a tile's Play");
  });
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 400, height: 860 },
]) {
  test(`at ${viewport.width} px Home's hero's navigation action shows a focus ring`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/player/mytv');
    // The current slide's action ('Explore', 'Go to Channel' or 'More Info'); a focused control holds the carousel.
    const action = page.getByRole('region', { name: 'Featured' }).locator('.hero-slide:not([data-phase="leave"]) .hero-navigation-action').first();
    await expect(action).toBeVisible(FIRST_LOAD);
    await expectVisibleRing(page, action, "the hero's navigation action");
  });
}
