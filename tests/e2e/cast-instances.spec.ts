import { expect, FIRST_LOAD, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { testProcesses } from './support/processes.ts';
import { connectFrom, DEVICE, expectReceiverDecoding, receiverStatus } from './support/cast.ts';
import { clickPlay, CLEAR_SHOW } from './support/player.ts';
import { TEST_NOW } from '../support/clock.ts';

// Casting across two instances of the standalone mock server that share one Redis (`--store`; mocks/README.md, "The cast
// relay across instances"): the app's page uses instance A, the receiver's page (another origin, a browser of its own,
// as a device) instance B for everything — its relay, the manifest, GraphQL — and they find each other and cast
// through Redis, the receiver signed in on B by the session token the app got from A.
// The back end: support/instances-stack.ts, on the test clock. Ports: this file's own, beside the suite's.

const A_PORT = Number(process.env.E2E_CAST_INSTANCES_A_PORT ?? 4465);
const B_PORT = Number(process.env.E2E_CAST_INSTANCES_B_PORT ?? 4466);
const APP_PORT = Number(process.env.E2E_CAST_INSTANCES_APP_PORT ?? 4467);
const RECEIVER_PORT = Number(process.env.E2E_CAST_INSTANCES_RECEIVER_PORT ?? 4468);
const A = `http://localhost:${A_PORT}`;
const B = `http://localhost:${B_PORT}`;
const APP = `http://localhost:${APP_PORT}`;
// The receiver on another host than the app (cookies never cross hosts), from a dev server whose relay is B's.
const RECEIVER = `http://127.0.0.1:${RECEIVER_PORT}`;
const processes = testProcesses();

/** A dev server of the app whose calls and cast simulation go to one instance. */
function devServer(port: number, instance: string): void {
  processes.start(['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    VITE_REST_BASE_URL: instance,
    VITE_GRAPHQL_URL: `${instance}/graphql`,
    VITE_GRAPHQL_WS_URL: `${instance.replace(/^http/, 'ws')}/graphql-subscriptions`,
    VITE_CAST_RELAY_URL: instance,
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const stack = processes.start(['node_modules/tsx/dist/cli.mjs', 'tests/e2e/support/instances-stack.ts', String(A_PORT), String(B_PORT), APP, RECEIVER]);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    stack.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('{"a"')) resolve();
    });
    stack.once('exit', (code) => reject(new Error(`the two instances stopped (${String(code)})`)));
  });
  devServer(APP_PORT, A);
  devServer(RECEIVER_PORT, B);
  for (const ready of [`${APP}/player/mytv`, `${RECEIVER}/receiver/`]) {
    await expect.poll(() => fetch(ready).then((response) => response.status, () => 0), { timeout: 120_000, intervals: [250] }).toBe(200);
  }
});

test.afterAll(() => {
  processes.stopAll();
});

/** The ports of the mock server instances a page calls (HTTP and WebSocket), each once. */
function instancesCalled(page: Page): Set<string> {
  const ports = new Set<string>();
  const note = (url: string) => {
    const port = new URL(url).port;
    if (port === String(A_PORT) || port === String(B_PORT)) ports.add(port);
  };
  page.on('request', (request) => note(request.url()));
  page.on('websocket', (socket) => note(socket.url()));
  return ports;
}

test('the app on instance A casts to a receiver on instance B: the device is listed, connects and plays, and the app is its remote', async ({ page, browser }) => {
  test.slow();
  const device = await browser.newContext();
  const receiver = await device.newPage();
  await receiver.clock.install({ time: TEST_NOW });
  const receiverCalls = instancesCalled(receiver);
  const appCalls = instancesCalled(page);
  await receiver.goto(`${RECEIVER}/receiver/`);
  await expect(receiverStatus(receiver)).toHaveText('Not connected', FIRST_LOAD);

  await page.goto(`${APP}${CLEAR_SHOW}`);
  // The device's announce came from B to the app's page on A; the app's connect went from A to B.
  await connectFrom(page);
  await expect(receiverStatus(receiver)).toHaveText('Connected', FIRST_LOAD);

  await clickPlay(page);
  // The receiver plays what the app cast with the manifest and licence B answers for the app's session (kept in Redis).
  await expectReceiverDecoding(receiver);
  expect([...appCalls]).toEqual([String(A_PORT)]);
  expect([...receiverCalls]).toEqual([String(B_PORT)]);
  // What the receiver plays comes back from B to the app, which shows itself as the cast's remote.
  await expect(page.getByText(`Casting on ${DEVICE}`)).toBeVisible(FIRST_LOAD);
  await expectNoSeriousAccessibilityViolations(receiver);
  await expectNoSeriousAccessibilityViolations(page);
  await device.close();
});
