import { expect, FIRST_LOAD, test, type Locator } from './support/test.ts';

// A show page's rows draw their first two tiles (they hold the row's height) and leave the others to the browser (CSS content-visibility) until
// the row scrolls near them: on a phone the page arrives without the style, layout and paint of the tiles far along
// its rows or below its first screen, which the main thread otherwise does in the task after the rows are drawn. They stay in the page (the
// keyboard, find-in-page and assistive technology reach them), and nothing a viewer sees moves when the page jumps to
// a row or the row scrolls to its end. Read with the browser's own `checkVisibility({ contentVisibilityAuto: true })`
// (false for content the browser skips) and its layout-shift entries, never with timings.

/** Lighthouse's phone screen (Moto G Power). */
const PHONE = { width: 412, height: 823 };

/** For each slot of the row, whether the browser draws its tile now. */
function drawnTiles(row: Locator): Promise<boolean[]> {
  return row.evaluate((list) =>
    [...list.querySelectorAll(':scope > .tile-slot')].map((slot) => slot.querySelector('.tile')?.checkVisibility({ contentVisibilityAuto: true }) ?? false),
  );
}

test('on a phone a show page draws the first tiles of its rows and the rest only near the viewport, and nothing moves as they come', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/player/show/shw-yellowstone');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Yellowstone' })).toBeVisible(FIRST_LOAD);
  const row = main.getByRole('list', { name: 'More Like This tiles' });
  await expect(row.locator('.tile-slot')).toHaveCount(16);
  // Below the phone's first screen: the first two tiles are drawn (they hold the row's height), the rest skipped.
  const atLoad = await drawnTiles(row);
  expect(atLoad).toEqual([true, true, ...Array(14).fill(false)]);

  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift' });
  });
  const height = async () => (await row.boundingBox())?.height;
  const rowHeight = await height();
  // The page jumps to the row (no scrolling through it), then the row scrolls to its end: its last tile is drawn, the
  // row keeps its height, and no layout shift is reported.
  await row.evaluate((list) => list.scrollIntoView({ block: 'center' }));
  await row.locator('.tile-slot').last().evaluate((slot) => slot.scrollIntoView({ inline: 'end', block: 'nearest' }));
  await expect.poll(async () => (await drawnTiles(row)).at(-1)).toBe(true);
  expect(await height()).toBe(rowHeight);
  const shifts = await page.evaluate(
    () => new Promise<number[]>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { shifts: number[] }).shifts)))),
  );
  expect(shifts).toEqual([]);
  // Still in the page for the keyboard: the last tile's title link takes the focus.
  await row.locator('.tile-slot').last().locator('.tile-title').focus();
  await expect(row.locator('.tile-slot').last().locator('.tile-title')).toBeFocused();
});
