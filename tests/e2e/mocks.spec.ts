import { expect, FIRST_LOAD, test, type Page } from './support/test.ts';

/** Calls the page's own origin from inside the page, so the request goes through the service worker. */
async function call(page: Page, path: string, init?: { method?: string; body?: unknown }) {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init?.method ?? 'GET',
        credentials: 'include',
        // The control API takes every change as JSON, a body-less POST included.
        headers: (init?.method ?? 'GET') === 'GET' ? {} : { 'content-type': 'application/json' },
        body: init?.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { path, init },
  );
}

// The app against the mock world that runs in the page (MSW), and the Mocks panel. The first journey runs on the dev
// server, as `npm start` serves it (tagged @dev-server); the panel's journeys run on the mock build, which carries the
// same mocks and panel at a third to half a dev-server page load's cost (playwright.config.ts).

async function openApp(page: Page, query = '') {
  await page.goto(`/player/mytv${query}`);
  await expect(page.getByText(/^Mocks: /)).toBeVisible(FIRST_LOAD);
}


test('the app runs against the mocks in the browser: REST and GraphQL answer from the world', { tag: '@dev-server' }, async ({ page }) => {
  await openApp(page);
  const profiles = await call(page, '/user/profiles/list.json');
  expect(profiles.status).toBe(200);
  expect((profiles.body.profiles as Array<{ name: string }>).map((profile) => profile.name)).toEqual(['Jordan', 'Sam', 'Kids']);

  const graphql = await call(page, '/graphql', {
    method: 'POST',
    body: { query: '{ userSubscription { state hasContentAccess } }' },
  });
  expect(graphql.body).toEqual({ data: { userSubscription: { state: 'REGULAR', hasContentAccess: true } } });
});

test('the world survives a reload and Reset world starts the persona over', async ({ page }) => {
  // Three full page loads (open, reload, reset), each seconds long on a busy machine.
  test.slow();
  await openApp(page);
  const created = await call(page, '/user/profiles/create.json', { method: 'POST', body: { name: 'Grandma', avatar_name: 'owl' } });
  expect(created.status).toBe(200);

  await page.reload();
  await expect(page.getByText(/^Mocks: /)).toBeVisible(FIRST_LOAD);
  const afterReload = await call(page, '/user/profiles/list.json');
  expect((afterReload.body.profiles as Array<{ name: string }>).map((profile) => profile.name)).toContain('Grandma');

  await page.getByText(/^Mocks: /).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reset world' }).click();
  await reloaded;
  await expect(page.getByText(/^Mocks: /)).toBeVisible(FIRST_LOAD);
  const afterReset = await call(page, '/user/profiles/list.json');
  expect((afterReset.body.profiles as Array<{ name: string }>).map((profile) => profile.name)).not.toContain('Grandma');
});

test('?scenario= picks the persona and ?faults= sets faults', async ({ page }) => {
  await openApp(page, '?scenario=trial&faults=getUserDetails:billing-error=1406');
  await expect(page.getByText('Mocks: trial')).toBeVisible(FIRST_LOAD);
  const details = await call(page, '/billing/user_details');
  expect(details.body).toMatchObject({ success: false, stale: true, errors: [{ code: 1406 }] });
});

test('the dev panel refuses bad faults with a clear message and keeps what was typed', async ({ page }) => {
  await openApp(page);
  await page.getByText(/^Mocks: /).click();
  // The panel's own message: the page behind may still show its 'Loading' placeholders (a status too) on a busy machine.
  const panel = page.locator('details.mock-panel');
  const field = panel.getByLabel('Faults');
  await field.fill('subscribe:explode');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByRole('alert')).toContainText('Unknown fault kind "explode"');
  await expect(field).toHaveValue('subscribe:explode');

  await field.fill('listProfiles:status=500');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByRole('status')).toHaveText('Faults applied.');
  expect((await call(page, '/user/profiles/list.json')).status).toBe(500);
});

test('the dev panel switches persona', async ({ page }) => {
  // Two full page loads (open, the switch's reload), each seconds long on a busy machine.
  test.slow();
  await openApp(page);
  await page.getByText(/^Mocks: /).click();
  const reloaded = page.waitForEvent('load');
  await page.getByLabel('Persona').selectOption('deactivated');
  await reloaded;
  await expect(page.getByText('Mocks: deactivated')).toBeVisible(FIRST_LOAD);
  const graphql = await call(page, '/graphql', { method: 'POST', body: { query: '{ userSubscription { state } }' } });
  expect(graphql.body).toEqual({ data: { userSubscription: { state: 'DEACTIVATED' } } });
});

test('GraphQL subscriptions push over the mocked socket in the browser', async ({ page }) => {
  await openApp(page);
  const event = await page.evaluate(async () => {
    // The graphql-transport-ws protocol by hand: init, ack, subscribe, then cause the change over REST.
    const socket = new WebSocket(`ws://${location.host}/graphql-subscriptions`, 'graphql-transport-ws');
    const messages: Array<{ type: string; payload?: unknown }> = [];
    const waitFor = (type: string) =>
      new Promise<{ type: string; payload?: unknown }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} within 5 s; got ${JSON.stringify(messages)}`)), 5000);
        const check = () => {
          const found = messages.find((message) => message.type === type);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else setTimeout(check, 20);
        };
        check();
      });
    socket.addEventListener('message', (message) => messages.push(JSON.parse(String(message.data)) as { type: string }));
    await new Promise((resolve) => socket.addEventListener('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await waitFor('connection_ack');
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { userSubscriptionChanged { state } }' } }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await fetch('/billing/depart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ survey_submitted: false }) });
    const next = await waitFor('next');
    socket.close();
    return next.payload;
  });
  expect(event).toEqual({ data: { userSubscriptionChanged: { state: 'DEPARTING' } } });
});
