import { expect, test } from './support/test.ts';

// Runs on the static mock build (`npm run build:mock`, previewed on port 4173): production code with
// the mock world inside, as deployed for demos and previews.


test('the mock build serves the app shell with the mock world behind it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/player/mytv');
  await expect(page).toHaveTitle('Airwave | Home');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top Playable' })).toBeVisible();
  await expect(page.getByText(/^Mocks: core-subscriber/)).toBeVisible();
  const profiles = await page.evaluate(async () => {
    const response = await fetch('/user/profiles/list.json');
    return ((await response.json()) as { profiles: Array<{ name: string }> }).profiles.map((profile) => profile.name);
  });
  expect(profiles).toEqual(['Jordan', 'Sam', 'Kids']);
  expect(errors).toEqual([]);
});

test('the mock build takes the persona from the URL', async ({ page }) => {
  await page.goto('/player/mytv?scenario=visitor');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Guide' })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Guide']);
});

test('the mock server remembers persisted queries across reloads, as a real server does', async ({ page }) => {
  // Each GraphQL answer's body is read as it arrives; a phase counts its misses once every answer it saw is read.
  let pending: Array<Promise<boolean>> = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
    pending.push(response.text().then((body) => body.includes('PersistedQueryNotFound'), () => false));
  });
  let misses = 0;
  const countMisses = async () => {
    const read = pending;
    pending = [];
    misses += (await Promise.all(read)).filter(Boolean).length;
    return misses;
  };
  await page.goto('/player/mytv');
  await expect(page.locator('.tile .tile-title').first()).toBeVisible();
  // The first visit teaches the server the queries (after the storage was cleared).
  await expect.poll(countMisses).toBeGreaterThan(0);
  await countMisses();
  misses = 0;
  await page.reload();
  await expect(page.locator('.tile .tile-title').first()).toBeVisible();
  expect(await countMisses()).toBe(0);
});
