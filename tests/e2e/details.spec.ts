import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { navigateInApp, walkTo } from './support/pages.ts';

// Detail and search journeys on the static mock build: Search, Show, Channel and Episode pages.


test("a subscriber searches as they type and follows View N results; opens a show, saves it, and finds it saved after a reload; favorites a channel with a filled heart and Share says Copied!; and the episode page leads with the episode, the show's other episodes named by episode", async ({ page, context }) => {
  // Four journeys of the default subscriber from one first load (and the show's reload).
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/player/search');
  await expect(page).toHaveTitle('Airwave | Search');
  const field = page.getByPlaceholder('Search');
  // The page is drawn (and titled) out of sight while the shell's first read is on its way: typing waits until
  // a viewer could see the field, or the keys go nowhere.
  await expect(field).toBeVisible();
  await field.pressSequentially('e', { delay: 40 });
  await expect(page).toHaveURL(/[?&]filter=e(&|$)/);
  const channels = page.getByRole('region', { name: 'Channels', exact: true });
  await expect(channels.locator('.tile')).toHaveCount(12);
  const viewAll = page.getByRole('link', { name: /^View \d+ results$/ });
  const total = Number((await viewAll.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(12);

  await field.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /results for e$/ })).toBeAttached();

  // While a changed term has not been searched yet, the shown results are marked as out of date.
  const results = page.locator('.search-results');
  await expect(results).not.toHaveAttribute('aria-busy', 'true');
  // The page's clock holds still while the key goes in, so the search's debounce cannot run out before the mark is
  // seen (on a busy machine 300 ms pass between two looks); then it runs on, and the search is made.
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
  await field.press('l');
  await expect(results).toHaveAttribute('aria-busy', 'true');
  await page.clock.resume();
  await expect(page).toHaveURL(/[?&]filter=el(&|$)/);
  await expect(results).not.toHaveAttribute('aria-busy', 'true');
  await field.press('Backspace');
  await expect(page).toHaveURL(/[?&]filter=e(&|$)/);
  await expect(channels.locator('.tile')).toHaveCount(12);

  await viewAll.click();
  await expect(page).toHaveURL(/filterId=channels/);
  await expect(field).toHaveValue('e');
  await expect(channels.locator('.tile').nth(12)).toBeVisible();

  await field.fill('zzqqxx');
  await expect(page).toHaveURL(/filter=zzqqxx/);
  await expect(page).not.toHaveURL(/filterId/);
  await expect(page.getByText('No Results for \u201czzqqxx\u201d', { exact: true })).toBeVisible();
  await field.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'No Results for zzqqxx' })).toBeAttached();
  await expectNoSeriousAccessibilityViolations(page);

  // Then, each reached inside the app (by way of another page, so the checks see the new page's own), the subscriber
  // opens a show, saves it, and finds it saved after a reload; favorites a channel and shares it; and reads an episode
  // page. Each journey is a block of its own (its names are its own).
  await walkTo(page, '/player/show/shw-yellowstone');
  {
    // The tab reads the show's name, not the route's 'Show Detail'.
    await expect(page).toHaveTitle('Airwave | Yellowstone');
    await expect(page.getByRole('heading', { level: 1, name: 'Yellowstone' })).toBeVisible();
    // The synopsis is in the header, not behind a tab.
    await expect(page.locator('.detail-header .detail-synopsis')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Episodes' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').locator('.tile').first()).toBeVisible();

    // The season dropdown puts its filter in the URL.
    const season = page.getByRole('combobox', { name: 'Season' });
    const options = await season.locator('option').allTextContents();
    if (options.length > 1) {
      await season.selectOption({ label: options[1] ?? '' });
      await expect(page).toHaveURL(/filterId=/);
      // The dropdown keeps the choice; the episodes shown while its own travel are marked out of date, then replaced.
      await expect(season.locator('option:checked')).toHaveText(options[1] ?? '');
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: options[1] })).toBeVisible();
      await expect(page.getByRole('tabpanel').locator('.detail-episodes')).not.toHaveAttribute('aria-busy', 'true');
      // Back to the first season and again to the second, whose answer is cached: each shows its own episodes.
      for (const label of [options[0] ?? '', options[1] ?? '']) {
        await season.selectOption({ label });
        await expect(season.locator('option:checked')).toHaveText(label);
        await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: label })).toBeVisible();
      }
    }

    const header = page.locator('.detail-header');
    const save = header.getByRole('button', { name: /^Save(d)? Yellowstone$/ });
    if ((await save.getAttribute('aria-pressed')) === 'true') {
      await save.click();
      await expect(page.getByText('Yellowstone removed from your Saved shows')).toBeVisible();
    }
    await header.getByRole('button', { name: 'Save Yellowstone', exact: true }).click();
    await expect(page.getByText('Yellowstone added to your Saved shows')).toBeVisible();
    await page.reload();
    await expect(page.locator('.detail-header').getByRole('button', { name: 'Saved Yellowstone', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByRole('tabpanel').locator('.detail-description')).not.toBeEmpty();
    await expectNoSeriousAccessibilityViolations(page);
  }
  await walkTo(page, '/player/channel/ch-hallmark');
  {
    const header = page.locator('.detail-header');
    await expect(header.getByRole('heading', { level: 1 })).toBeVisible();
    const name = ((await header.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    await expect(page).toHaveTitle(`Airwave | ${name}`);
    const favorite = header.locator('.favorite-button');
    if ((await favorite.getAttribute('aria-pressed')) === 'true') {
      await favorite.click(); // done-success or done → unfavorite
      await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    }
    await header.getByRole('button', { name: `Favorite ${name}`, exact: true }).click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await expect(favorite.locator('.heart')).toHaveText('♥');
    await expect(page.getByText(`${name} added to your favorite channels`)).toBeVisible();

    await header.getByRole('button', { name: `Share ${name}` }).click();
    await expect(header.locator('.share-button')).toHaveText('Copied!');
    await expect(header.locator('.share-button')).toHaveText('Share', { timeout: 5000 });
    await expect(page.locator('.tile-group').first()).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
  }
  await walkTo(page, '/player/episode/epi-yellowstone-s5e1');
  {
    const header = page.locator('.detail-header');
    // Not the show's name again: the episode's own art, title, 'S/E', synopsis and Play/Resume, not the show's name again.
    await expect(header.locator('.detail-art')).toBeVisible();
    await expect(header.getByRole('heading', { level: 1 })).toHaveText('One Hundred Years Is Nothing');
    // 'S5 | E1' to the eye; a screen reader hears 'Season 5, Episode 1'.
    await expect(header.locator('[data-field="season-episode"] [aria-hidden="true"]')).toHaveText('S5 | E1');
    await expect(header.getByRole('list', { name: 'About' })).toContainText('Season 5, Episode 1');
    await expect(header.locator('.detail-synopsis')).not.toBeEmpty();
    await expect(header.getByRole('button', { name: /^(Play|Resume) Yellowstone$/ })).toBeVisible();
    // The other episodes of the show are named by their episode, with 'S/E' under it.
    const more = page.getByRole('region', { name: 'More Episodes' });
    await expect(more.locator('.tile-title').first()).toHaveText('Rising Frontier');
    await expect(more.locator('.tile-meta').first()).toHaveText('S5 | E2');
  }
});

test('the episode page shows its flags, run time and ratings, and Play goes to the player', async ({ page }) => {
  await page.goto('/player/episode/epi-yellowstone-s5e1?allShowings2023-06-26=treatment');
  const header = page.locator('.detail-header');
  await expect(header.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page).toHaveTitle(`Airwave | ${((await header.getByRole('heading', { level: 1 }).textContent()) ?? '').trim()}`);
  await expect(header.getByRole('link', { name: 'Yellowstone', exact: true })).toHaveAttribute('href', '/player/show/shw-yellowstone');
  await expect(header.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(header.locator('[data-field="run-time"]')).toHaveText(/^\d+(h \d+)?m$|^\d+h \d+m$/);
  await expect(header.locator('[data-field="ratings"]')).toHaveText(/^Rated \S+/);
  await expect(header.locator('[data-field="original-air-date"]')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(header.getByRole('link', { name: 'All episodes' })).toHaveAttribute('href', '/player/show/shw-yellowstone');
  await expectNoSeriousAccessibilityViolations(page);

  // In the experiment's control there is no air date (the override read from the URL as the app's links change it).
  await navigateInApp(page, '/player/episode/epi-yellowstone-s5e1?allShowings2023-06-26=control');
  await expect(page.locator('.detail-header [data-field="run-time"]')).toBeVisible();
  await expect(page.locator('.detail-header [data-field="original-air-date"]')).toHaveCount(0);

  await page.locator('.detail-header .play-button').click();
  await expect(page).toHaveURL(/\/player\/player\/[a-z]+\/[^/]+$/);

  // A broadcast on now: its presentation page is flagged Live (the pages reached inside the app, as its links do).
  await navigateInApp(page, '/player/channel/ch-amc');
  await page.getByRole('region', { name: 'On Now' }).locator('.play-button').first().click();
  await expect(page).toHaveURL(/\/player\/player\/broadcast\/[^/]+$/);
  const broadcastId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await navigateInApp(page, `/player/presentation/${broadcastId}`);
  await expect(page.locator('.detail-header').getByRole('list', { name: 'Flags' }).getByText('Live', { exact: true })).toBeVisible();
  await page.locator('.detail-header .play-button').click();
  await expect(page).toHaveURL(new RegExp(`/player/player/broadcast/${broadcastId}$`));
  await expectNoSeriousAccessibilityViolations(page);
});
