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

/** One GraphQL operation of a batch the page sent: its persisted query hash, whether the query text went too, and whether it missed. */
interface SentOperation {
  hash: string;
  withQuery: boolean;
  missed: boolean;
}

/** The operations of one GraphQL POST (a batch or one), each beside its answer. */
function operationsOf(requestBody: string, responseBody: string): SentOperation[] {
  const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
  const sent = asList(JSON.parse(requestBody)) as Array<{ query?: unknown; extensions?: { persistedQuery?: { sha256Hash?: string } } }>;
  const answers = asList(JSON.parse(responseBody)) as Array<{ errors?: unknown }>;
  return sent.flatMap((operation, index) => {
    const hash = operation.extensions?.persistedQuery?.sha256Hash;
    if (!hash) return [];
    return [{ hash, withQuery: typeof operation.query === 'string', missed: JSON.stringify(answers[index]?.errors ?? []).includes('PersistedQueryNotFound') }];
  });
}

test('the mock server remembers persisted queries across reloads, as a real server does', async ({ page }) => {
  // Each GraphQL answer is read as it arrives and filed under the page load that sent its request.
  const firstVisit: SentOperation[] = [];
  const afterReload: SentOperation[] = [];
  let sentIn = firstVisit;
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const into = sentIn;
    void request
      .response()
      .then(async (response) => response && into.push(...operationsOf(request.postData() ?? '[]', await response.text())))
      .catch(() => undefined);
  });
  const hashes = (operations: SentOperation[], which: (operation: SentOperation) => boolean) => new Set(operations.filter(which).map((operation) => operation.hash));
  const taught = () => hashes(firstVisit, (operation) => operation.withQuery && !operation.missed);

  await page.goto('/player/mytv');
  await expect(page.locator('.tile .tile-title').first()).toBeVisible();
  // The first visit teaches the server the queries (after the storage was cleared): each misses, then goes with its query.
  await expect
    .poll(() => {
      const missed = hashes(firstVisit, (operation) => operation.missed);
      return missed.size > 0 && [...missed].every((hash) => taught().has(hash));
    })
    .toBe(true);
  sentIn = afterReload;
  await page.reload();
  await expect(page.locator('.tile .tile-title').first()).toBeVisible();

  // What the server answered with its query before the reload, it knows after it: asked by hash alone, none misses.
  const askedAgain = () => afterReload.filter((operation) => taught().has(operation.hash));
  await expect.poll(() => askedAgain().length).toBeGreaterThan(0);
  expect(askedAgain().filter((operation) => operation.missed || operation.withQuery)).toEqual([]);
});
