import { expect, test, type Locator, type Page } from './support/test.ts';
import { BROWSE_CORE_COLLECTION_GROUP_ID as BROWSE_CORE_GROUP_ID } from '../../app/lib/constants.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD, reviewShots, walkTo } from './support/pages.ts';

/** Screenshots for the reviewer when JOURNEY_SHOTS_DIR names a folder. */
const shoot = reviewShots('JOURNEY_SHOTS_DIR');

// Journeys on the static mock build: removing a show from Keep Watching, Top Playable with its paging and
// play/upgrade buttons, and the browse-core collection group ('Upgrade Preview') with its upgrade dialog.


/** Titles of a row's tiles, in order, by the tiles' accessible names. */
async function tileNames(row: Locator): Promise<string[]> {
  return row.getByRole('article').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label') ?? ''));
}

/** Every 'Remove … from Keep Watching' button of the Keep Watching row, and the show title each names. */
async function keepWatching(page: Page) {
  const row = page.getByRole('region', { name: 'Keep Watching', exact: true });
  const removeButtons = row.getByRole('button', { name: /^Remove .+ from Keep Watching$/ });
  await expect(removeButtons.first()).toBeVisible();
  const labels = await removeButtons.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const titles = labels.map((label) => label.replace(/^Remove (.+) from Keep Watching$/, '$1'));
  return { row, removeButtons, titles };
}

test('a subscriber removes a show from Keep Watching, and it stays gone after a reload', async ({ page }) => {
  await page.goto('/player/mytv');
  const { row, removeButtons, titles } = await keepWatching(page);
  expect(titles.length).toBeGreaterThan(1);
  const title = titles.at(-1) ?? '';
  const tile = row.getByRole('article', { name: title, exact: true });
  await expect(tile).toBeVisible();

  await row.getByRole('button', { name: `Remove ${title} from Keep Watching`, exact: true }).click();
  // The row refreshes without the show; the others stay, in order.
  await expect(tile).toHaveCount(0);
  await expect(removeButtons).toHaveCount(titles.length - 1);
  await expect(row.getByRole('button', { name: `Remove ${titles[0] ?? ''} from Keep Watching`, exact: true })).toBeVisible();

  await page.reload();
  await expect(removeButtons).toHaveCount(titles.length - 1);
  await expect(row.getByRole('article', { name: title, exact: true })).toHaveCount(0);
  expect(await tileNames(row)).toEqual(titles.filter((name) => name !== title));
  await expectNoSeriousAccessibilityViolations(page);
});

test('a failing remove from Keep Watching says so and keeps the show in the row', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/player/mytv?faults=RemoveFromRecentPresentations:graphql-error=Boom');
  const { row, removeButtons, titles } = await keepWatching(page);
  const title = titles[0] ?? '';

  await row.getByRole('button', { name: `Remove ${title} from Keep Watching`, exact: true }).click();
  await expect(page.getByText(`There was an error removing ${title} from Keep Watching`, { exact: true })).toBeVisible();
  await expect(row.getByRole('article', { name: title, exact: true })).toBeVisible();
  await expect(removeButtons).toHaveCount(titles.length);
  // The failure is handled: no unhandled rejection reaches the page.
  expect(pageErrors).toEqual([]);

  await page.reload();
  await expect(removeButtons).toHaveCount(titles.length);
  await expect(row.getByRole('article', { name: title, exact: true })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});

// A subscriber's Top Playable, a channel's Up Next and the browse-core collection group: one first load, the other two
// pages reached inside the app (by way of the not-found page, so each check reads its own page).
test("a subscriber opens Top Playable: tiles, extending a row by cursor, and never Play and Upgrade together; a channel's Up Next airings cannot play yet; a paid plan sees the browse-core collection group without an upgrade button", async ({ page }) => {
  await test.step('Top Playable: tiles, extending a row by cursor, and never Play and Upgrade together', async () => {
    await page.goto('/player/mytv');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top Playable', exact: true }).click();
    await expect(page).toHaveURL(/\/player\/top$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Top Playable' })).toBeVisible();
    await expect(page).toHaveTitle('Airwave | Top Playable');

    const live = page.getByRole('region', { name: 'Top Live Now', exact: true });
    const shows = page.getByRole('region', { name: 'Top Shows', exact: true });
    // Top Playable starts with 5 tiles per row.
    await expect(live.getByRole('article')).toHaveCount(5);
    await expect(shows.getByRole('article')).toHaveCount(5);

    // The play rule with content access: in-plan playable tiles offer Play; a tile outside the plan would offer Upgrade
    // instead, never both. (Whether a top show can play depends on what airs at the hour; tiles that cannot
    // play yet are shown on a channel's Up Next below, where the world always has some.)
    const play = page.getByRole('button', { name: /^(Play|Resume) / });
    const upgrade = page.getByRole('button', { name: /^Upgrade to watch / });
    await expect(live.getByRole('button', { name: /^(Play|Resume) / }).first()).toBeVisible();
    await expect(shows.getByRole('button', { name: /^(Play|Resume) / }).first()).toBeVisible();
    await expect(page.getByRole('article').filter({ has: play }).filter({ has: upgrade })).toHaveCount(0);

    // Next extends the row by cursor with other tiles, after the ones already shown.
    const firstPage = await tileNames(shows);
    await shows.getByRole('button', { name: 'Next Top Shows', exact: true }).click();
    await expect.poll(async () => (await tileNames(shows)).length).toBeGreaterThan(firstPage.length);
    const extended = await tileNames(shows);
    expect(extended.slice(0, firstPage.length)).toEqual(firstPage);
    expect(extended.slice(firstPage.length).filter((name) => firstPage.includes(name))).toEqual([]);
    await expectNoSeriousAccessibilityViolations(page);
  });

  await test.step("a channel's Up Next airings cannot play yet: they say Upcoming and offer neither Play nor Upgrade", async () => {
    await walkTo(page, '/player/channel/ch-amc');
    const upNext = page.getByRole('region', { name: 'Up Next', exact: true });
    const tiles = upNext.getByRole('article');
    await expect(tiles.first()).toBeVisible();
    await expect(tiles.first()).toContainText('Upcoming');
    await expect(upNext.getByRole('button', { name: /^(Play|Resume|Upgrade to watch) / })).toHaveCount(0);
    // The airing on now, above, plays.
    await expect(page.getByRole('region', { name: 'On Now', exact: true }).getByRole('button', { name: /^(Play|Resume) / })).toBeVisible();
  });

  await test.step('a subscriber with a paid plan sees the browse-core collection group without an upgrade button', async () => {
    await walkTo(page, `/player/collection-group/${BROWSE_CORE_GROUP_ID}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Upgrade Preview', exact: true });
    await expect(heading).toBeVisible();
    await expect(page.getByText('Preview offerings from our Core package', { exact: true })).toBeVisible();
    const rows = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }), hasNot: heading });
    await expect(rows.first().getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upgrade', exact: true })).toHaveCount(0);
    await expectNoSeriousAccessibilityViolations(page);
  });
});

test("a free-plan user's Upgrade on a premium channel names the products that unlock it and spins until the upsell closes", async ({ page }) => {
  // MGM+ is an add-on channel: outside the free plan, unlocked by Airwave Core plus the add-on (notInPlanProducts).
  await page.goto('/player/channel/ch-mgm-plus?scenario=free-plan');
  const onNow = page.getByRole('region', { name: 'On Now', exact: true });
  const upgradeButton = onNow.getByRole('button', { name: /^Upgrade to watch / }).first();
  await expect(upgradeButton).toBeVisible();
  await expect(onNow.getByRole('button', { name: /^(Play|Resume) / })).toHaveCount(0);
  await upgradeButton.click();
  // The subscription overlay opens on Manage Plan, naming what unlocks it, with Airwave Core chosen.
  const dialog = page.getByRole('dialog', { name: 'Manage Plan' });
  await expect(dialog).toContainText('Upgrade to Airwave Core or MGM+ to watch this.');
  await expect(dialog.getByRole('radio', { name: /Airwave Core/ })).toBeChecked();
  // The button spins until the upsell closes.
  await expect(upgradeButton).toHaveAttribute('aria-busy', 'true');
  await expectNoSeriousAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(upgradeButton).toBeFocused();
  await expect(upgradeButton).not.toHaveAttribute('aria-busy');
});

test("the browse-core collection group shows 'Upgrade Preview' with its upgrade dialog, and rows below", async ({ page }) => {
  // A free-plan viewer has no paid plan, so the browse-core group offers Upgrade.
  await page.goto(`/player/collection-group/${BROWSE_CORE_GROUP_ID}?scenario=free-plan`);
  const heading = page.getByRole('heading', { level: 1, name: 'Upgrade Preview', exact: true });
  await expect(heading).toBeVisible();
  await expect(page.getByText('Upgrade Preview', { exact: true })).toHaveCount(1);
  await expect(page).toHaveTitle('Airwave | Upgrade Preview');
  await expect(page.getByText('Preview offerings from our Core package', { exact: true })).toBeVisible();

  // Rows of the group's collections, with tiles, below the hero.
  const rows = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }), hasNot: heading });
  await expect(rows.first().getByRole('article').first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);

  const upgrade = page.getByRole('button', { name: 'Upgrade', exact: true });
  await expect(upgrade).toBeVisible();
  await upgrade.click();
  const dialog = page.getByRole('dialog', { name: 'Manage Plan' });
  // Like a tile's Upgrade: what unlocks the group (Core, the package it previews) is named and selected.
  await expect(dialog).toContainText('Upgrade to Airwave Core to watch everything in Upgrade Preview.');
  await expect(dialog.getByRole('radio', { name: /Airwave Core/ })).toBeChecked();
  // Focus moves into the overlay; Escape closes it and gives focus back to the button.
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(upgrade).toBeFocused();
  await expectNoSeriousAccessibilityViolations(page);
});

test("a collection group's Upgrade reads 'Loading' and is disabled while the plans open, then reads Upgrade again", async ({ page }) => {
  // The opener's code is held on its way until the button has been looked at.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The overlay's code is the chunk of its entry, features/billing/overlay/push-overlay.tsx; the test counts the
  // requests it held, so a renamed chunk fails here instead of letting the code through unheld.
  let heldRequests = 0;
  await page.context().route('**/assets/push-overlay-*.js', async (route) => {
    heldRequests += 1;
    await held;
    await route.continue();
  });
  await page.goto(`/player/collection-group/${BROWSE_CORE_GROUP_ID}?scenario=free-plan`);
  const upgrade = page.getByRole('button', { name: 'Upgrade', exact: true });
  // The page is read in full (its rows drawn) before the press: on a busy machine an early press could land on a
  // hero drawn again a moment later, which forgets it was pressed.
  await expect(page.getByRole('main').getByRole('button', { name: /^Upgrade to watch / }).first()).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('shell-skeleton')).toHaveCount(0);
  await upgrade.click();
  const loading = page.getByRole('button', { name: 'Loading', exact: true });
  await expect(loading).toHaveAttribute('aria-disabled', 'true');
  await expect(loading).toBeFocused();
  // A second press meanwhile (Enter on the focused button) opens nothing more.
  await page.keyboard.press('Enter');
  await expectNoSeriousAccessibilityViolations(page);
  await shoot(page, 'collection-group-upgrade-loading');
  expect(heldRequests).toBeGreaterThan(0);
  release();
  const dialog = page.getByRole('dialog', { name: 'Manage Plan' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(upgrade).toBeFocused();
  await expect(upgrade).not.toHaveAttribute('aria-disabled');
});

test("a fast-access user's Upgrade entry opens 'Upgrade Preview'; a signed-out visitor sent there lands on Home", async ({ page }) => {
  await page.goto('/player/mytv?scenario=free-plan');
  const upgrade = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upgrade', exact: true });
  await upgrade.click();
  await expect(page).toHaveURL(new RegExp(`/player/collection-group/${BROWSE_CORE_GROUP_ID}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade Preview', exact: true })).toBeVisible();

  await page.goto(`/player/collection-group/${BROWSE_CORE_GROUP_ID}?scenario=visitor`);
  await expect(page).toHaveURL(/\/player\/mytv(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
  await expectNoSeriousAccessibilityViolations(page);
});

const DVR_UPSELL_MESSAGE =
  "Save now, watch later. Subscribe to the paid plan and you'll unlock access to our unlimited DVR that lets you save all your favorite movies and shows for up to a year.";

test('a free-plan user sees the DVR upsell on Saved until they save a show', async ({ page }) => {
  await page.goto('/player/saved?scenario=free-plan');
  const banner = page.getByRole('complementary', { name: 'Upgrade your account to use DVR' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(DVR_UPSELL_MESSAGE);
  await expect(banner.getByRole('button')).toBeVisible();
  // No modal on a desktop window.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);

  // Saving a show elsewhere in the app hides the banner.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  const save = page.locator('.tile').getByRole('button', { name: /^Save / }).first();
  await expect(save).toBeVisible();
  await save.click();
  await expect(page.getByText(/added to your Saved shows$/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved', exact: true }).click();
  await expect(page).toHaveURL(/\/player\/saved/);
  await expect(page.locator('.tile').first()).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('on a phone the DVR upsell also opens as a modal by itself', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/player/saved?scenario=free-plan');
  const dialog = page.getByRole('dialog', { name: 'Upgrade your account to use DVR' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(DVR_UPSELL_MESSAGE);
  await expectNoSeriousAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Upgrade your account to use DVR' })).toBeVisible();
});
