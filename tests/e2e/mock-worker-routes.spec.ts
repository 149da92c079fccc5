import { expect, test } from './support/test.ts';

// Runs on the mock build. MSW's service worker answers the mock world's paths; the build's own files go to the network
// without it (mocks/msw/worker-routes.ts): a page's code, styles and hashed images never make the trip through the
// worker to the page's main thread and back to be passed through.

test("the mock build's files bypass the service worker while the mock world's answers come through it", async ({ page }) => {
  const responses: Array<{ path: string; fromWorker: boolean }> = [];
  page.on('response', (response) => responses.push({ path: new URL(response.url()).pathname, fromWorker: response.fromServiceWorker() }));
  await page.goto('/player/mytv');
  // Home's hero preview and the Mocks panel load their code lazily, after the worker controls the page, as Home's images do.
  await expect(page.locator('article.tile').first()).toBeVisible();
  await expect(page.getByText(/^Mocks: core-subscriber/)).toBeVisible();
  await expect.poll(() => responses.filter((response) => response.path.startsWith('/mock-images/')).length).toBeGreaterThan(0);
  const viaWorker = (prefix: string) => responses.filter((response) => response.path.startsWith(prefix) && response.fromWorker).map((response) => response.path);
  // The mock world answered through the worker (GraphQL, its images): the worker did control the page.
  expect(viaWorker('/graphql').length).toBeGreaterThan(0);
  expect(viaWorker('/mock-images/').length).toBeGreaterThan(0);
  // Code loaded after that (the Mocks panel's, the hero preview's) was fetched, none of it through the worker.
  const assets = responses.filter((response) => response.path.startsWith('/assets/')).map((response) => response.path);
  expect(assets.some((path) => /\/MockPanel-[\w-]+\.js$/.test(path))).toBe(true);
  expect(viaWorker('/assets/')).toEqual([]);
});
