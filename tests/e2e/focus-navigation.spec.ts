import { expect, FIRST_LOAD, test, type Locator, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { HEADING_WATCH_MS } from '../../app/frame/main-heading-focus.ts';

// Focus after a route change, as a keyboard or screen-reader user meets it: a link that changes the page puts focus
// on the new page's main heading (announced; no focus ring drawn on it), so the next Tab goes on inside the new page
// rather than from the top of the document or the header; Back, which returns to where the viewer was, leaves focus
// alone. The player, which takes focus itself, keeps it (tests/e2e/player-keyboard.spec.ts).

/** Presses Tab until `target` has focus (at most `limit` presses), as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Whether focus is inside the page's main region (not on the region itself). */
function focusInsideMain(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    return main !== null && document.activeElement !== main && main.contains(document.activeElement);
  });
}

test("the outage credit's 'Go to your account' puts focus on the account page's heading, and Tab goes on inside the page", async ({ page }) => {
  await page.goto('/player/credit/yellowstone/success');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Credit Success' })).toBeVisible(FIRST_LOAD);
  await tabTo(page, main.getByRole('link', { name: 'Go to your account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/player\/user\/account$/);
  const heading = main.getByRole('heading', { level: 1, name: 'Account' });
  await expect(heading).toBeFocused(FIRST_LOAD);
  // Focus moved without a ring drawn around the heading.
  expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
  await page.keyboard.press('Tab');
  expect(await focusInsideMain(page)).toBe(true);
  await expectNoSeriousAccessibilityViolations(page);
});

test("a link of the header's navigation puts focus on the new page's heading, and Back leaves focus where it is", async ({ page }) => {
  await page.goto('/player/mytv');
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  const guide = nav.getByRole('link', { name: 'Guide' });
  await tabTo(page, guide);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/player\/(guide|live)/);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused(FIRST_LOAD);
  await page.keyboard.press('Tab');
  expect(await focusInsideMain(page)).toBe(true);
  await expectNoSeriousAccessibilityViolations(page);

  // Back, with focus on the header's link (it stays from page to page): the page the viewer came from, where they left
  // it, and focus where it was. Not only at once: after two animation frames and the shell's whole wait for a heading
  // (on the page's clock), so a move arriving later (a watch of the page, a timer) is seen too.
  await guide.focus();
  await page.goBack();
  await expect(page).toHaveURL(/\/player\/mytv/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeAttached();
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.clock.runFor(HEADING_WATCH_MS + 250);
  await expect(guide).toBeFocused();
  await expectNoSeriousAccessibilityViolations(page);
});

/** Makes every page taller than the window (a filler after the app's root) and stops the browser's scroll anchoring. */
async function makePagesTall(page: Page): Promise<void> {
  await page.evaluate(() => {
    // Home's rows keep mounting above the scrolled-to point; the browser's scroll anchoring would follow them and
    // move the position this test is about (what the shell restores), so it is off here.
    document.documentElement.style.overflowAnchor = 'none';
    const filler = document.createElement('div');
    filler.style.height = '4000px';
    document.body.append(filler);
  });
}

/** Follows a link of the header's navigation with the keyboard (focus on the link, Enter), where the page is scrolled. */
async function followNavLink(page: Page, name: string): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name });
  // Focused by script: tabbing there from the top would scroll the page, which is what these tests watch.
  await link.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Whether `element` lies within the window's height (Home's h1 is visually hidden: no area for toBeInViewport). */
const withinWindow = (element: Locator) =>
  element.evaluate((node) => {
    const { top, bottom } = node.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight;
  });

test("a link back to a page seen before starts it at its top with focus on its heading; Back returns to where it was left", async ({ page }) => {
  await page.goto('/player/mytv');
  const main = page.getByRole('main');
  const home = main.getByRole('heading', { level: 1, name: 'Home' });
  await expect(home).toBeVisible(FIRST_LOAD);
  await makePagesTall(page);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => scrollY(page)).toBe(1200);

  await followNavLink(page, 'Guide');
  await expect(page).toHaveURL(/\/player\/(guide|live)/);
  await expect(main.getByRole('heading', { level: 1 })).toBeFocused(FIRST_LOAD);

  // The header's Home link: a new visit, like a link between documents, starts at the top, where the focused heading is.
  await followNavLink(page, 'Home');
  await expect(page).toHaveURL(/\/player\/mytv/);
  await expect(home).toBeFocused(FIRST_LOAD);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  expect(await scrollY(page)).toBe(0);
  expect(await withinWindow(home)).toBe(true);

  // Scrolled down again, away by a link, and Back: Home where it was left, focus where the browser leaves it.
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect.poll(() => scrollY(page)).toBe(800);
  await followNavLink(page, 'Guide');
  await expect(main.getByRole('heading', { level: 1 })).toBeFocused(FIRST_LOAD);
  const guide = page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Guide' });
  await guide.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
  await page.goBack();
  await expect(page).toHaveURL(/\/player\/mytv/);
  await expect.poll(() => scrollY(page)).toBe(800);
  await page.clock.runFor(HEADING_WATCH_MS + 250);
  await expect(guide).toBeFocused();
  expect(await scrollY(page)).toBe(800);
  await expectNoSeriousAccessibilityViolations(page);
});

test('on a phone, Back to Home returns to the row the viewer left, with no filler making the page tall', async ({ page }) => {
  // Home as it is: the position is restored as Home is drawn again from the cache, so the rows drawn in that first
  // commit must reach it (a first commit of the hero and one row cut a return to the second row's top, 702 px, to 448).
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/player/mytv');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached(FIRST_LOAD);
  const second = main.locator('.progressive-row').nth(1);
  await expect(second).toBeVisible(FIRST_LOAD);
  const top = await second.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
  expect(top).toBeGreaterThan(0);
  await page.evaluate((y) => window.scrollTo(0, y), top);
  await expect.poll(() => scrollY(page)).toBe(top);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toBeFocused(FIRST_LOAD);
  await page.goBack();
  await expect(page).toHaveURL(/\/player\/mytv/);
  await expect.poll(() => scrollY(page)).toBe(top);
});
