import { expect, FIRST_LOAD, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { testProcesses } from './support/processes.ts';

// The app as a team runs it on the day the real backend arrives (docs/recipes/switch-an-operation-to-the-real-backend.md):
// the dev server's app with its calls pointed at the standalone mock server in proxy mode, in front of a small real
// backend (tests/proxy/support/toy-backend.ts: profiles, the current user and a geo check whose country breaks the
// contract; its generic not-found for the rest, GraphQL included), both started by tests/proxy/support/proxy-stack.ts
// on the test clock. Ports: this file's own, beside the suite's.

const PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? 4461);
const APP_PORT = Number(process.env.E2E_PROXY_APP_PORT ?? 4462);
const APP = `http://localhost:${APP_PORT}`;
const API = `http://localhost:${PROXY_PORT}`;
const processes = testProcesses();
let toyUrl = '';

interface ProxyState {
  routes: Array<{ operation: string; mode: string }>;
  operations: Array<{ operation: string; contract: string; real: number; fallback: number }>;
}

const proxyState = async (): Promise<ProxyState> => (await fetch(`${API}/__mocks/proxy`)).json() as Promise<ProxyState>;
const toyRequests = async (): Promise<Array<{ method: string; url: string }>> => (await fetch(`${toyUrl}/__toy/requests`)).json() as Promise<Array<{ method: string; url: string }>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const stack = processes.start(['node_modules/tsx/dist/cli.mjs', 'tests/proxy/support/proxy-stack.ts', String(PROXY_PORT), APP]);
  toyUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    stack.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((text) => text.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { toy: string }).toy);
    });
    stack.once('exit', (code) => reject(new Error(`the proxy stack stopped (${String(code)})`)));
  });
  processes.start(['node_modules/vite/bin/vite.js', '--port', String(APP_PORT), '--strictPort'], {
    VITE_REST_BASE_URL: API,
    VITE_GRAPHQL_URL: `${API}/graphql`,
    VITE_GRAPHQL_WS_URL: `ws://localhost:${PROXY_PORT}/graphql-subscriptions`,
  });
  await expect.poll(() => fetch(`${APP}/player/mytv`).then((response) => response.status, () => 0), { timeout: 120_000, intervals: [250] }).toBe(200);
});

test.afterAll(() => {
  processes.stopAll();
});

test('a profile rename goes to the real backend through the proxy; the Mocks panel lists its violation', async ({ page }) => {
  test.slow();
  await page.goto(`${APP}/player/user/settings`);
  const name = page.getByRole('main').getByLabel('Profile name');
  await expect(name).toHaveValue('Jordan', FIRST_LOAD);
  await name.fill('Jordan R');
  await name.press('Enter');
  await expect(page.getByText('Updated profiles')).toBeVisible();
  expect((await toyRequests()).some((seen) => seen.method === 'POST' && seen.url === '/user/profiles/update.json')).toBe(true);
  // Read again from the real backend (listProfiles is real too).
  await page.reload();
  await expect(name).toHaveValue('Jordan R', FIRST_LOAD);

  // The panel reads the proxy's control API: the geo check's violation, with its schema path and curl line.
  await page.getByText(/^Mocks:/).click();
  const panel = page.getByRole('region', { name: /^Proxy/ });
  await expect(panel.getByText(/checkGeoFence real backend's answer: GET \/geo\/check → 200 \(\d+×\): body\.country must match pattern/)).toBeVisible(FIRST_LOAD);
  await expect(panel.getByText('profile#/components/schemas/GeoCheckResponse/properties/country/pattern')).toBeVisible();
  await expect(panel.getByText(/^curl -sS -i -X GET http:\/\/127\.0\.0\.1:\d+\/geo\/check/)).toBeVisible();
  await expect(panel.getByLabel('Route of updateProfile')).toHaveValue('auto');
  await expectNoSeriousAccessibilityViolations(page);
});

test('a favorite passes through the proxy to the mocks, which the real backend has not built GraphQL for', async ({ page }) => {
  test.slow();
  await page.goto(`${APP}/player/guide`);
  const button = page.locator('.tile-group-header .favorite-button[aria-pressed="false"]').first();
  await expect(button).toBeVisible(FIRST_LOAD);
  const channel = ((await button.getAttribute('aria-label')) ?? '').replace(/^Favorite /, '');
  await button.click();
  const header = page.locator('.tile-group-header').filter({ has: page.getByRole('heading', { name: channel, exact: true }) });
  await expect(header.locator('.favorite-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${channel} added to your favorite channels`)).toBeVisible();
  // Every GraphQL operation went to the real backend first and fell back on its generic not-found.
  expect((await toyRequests()).some((seen) => seen.method === 'POST' && seen.url === '/graphql')).toBe(true);
  const favorite = (await proxyState()).operations.filter((tally) => tally.contract === 'graphql' && /Favorite/.test(tally.operation));
  expect(favorite.length).toBeGreaterThan(0);
  expect(favorite.every((tally) => tally.fallback > 0 && tally.real === 0)).toBe(true);

  // The route changes from the panel: the favorite's operation pinned to the mocks.
  await page.getByText(/^Mocks:/).click();
  const select = page.getByRole('region', { name: /^Proxy/ }).getByLabel(`Route of ${favorite[0]?.operation ?? ''}`);
  await select.selectOption('mock');
  await expect.poll(async () => (await proxyState()).routes.find((route) => route.operation === favorite[0]?.operation)?.mode).toBe('mock');
  await expectNoSeriousAccessibilityViolations(page);
});
