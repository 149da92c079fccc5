import { expect, FIRST_LOAD, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { testProcesses } from './support/processes.ts';
import { connectFrom, expectReceiverDecoding, receiverStatus } from './support/cast.ts';
import { clickPlay, ENCRYPTED_SHOW } from './support/player.ts';
import { TEST_NOW } from '../support/clock.ts';

// A receiver as a device runs it: on another origin than the app (its own host, its own browser context, so it never
// has the app's session cookie), playing against the standalone mock server, joined to the app through the server's
// cast relay (/__cast). The app (dev server, its calls pointed at the standalone server) casts a title; the receiver
// signs in to every playback call with the session token the app put in the cast LOAD, and nothing else.
// The back end: support/device-stack.ts, on the test clock. Ports: this file's own, beside the suite's.

const SERVER_PORT = Number(process.env.E2E_CAST_DEVICE_SERVER_PORT ?? 4561);
const APP_PORT = Number(process.env.E2E_CAST_DEVICE_APP_PORT ?? 4562);
const API = `http://localhost:${SERVER_PORT}`;
// One dev server, two origins: the app on localhost, the receiver on 127.0.0.1 (cookies never cross hosts).
const APP = `http://localhost:${APP_PORT}`;
const RECEIVER = `http://127.0.0.1:${APP_PORT}`;
const processes = testProcesses();

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const stack = processes.start(['node_modules/tsx/dist/cli.mjs', 'tests/e2e/support/device-stack.ts', String(SERVER_PORT), APP, RECEIVER]);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    stack.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('{"url"')) resolve();
    });
    stack.once('exit', (code) => reject(new Error(`the device stack stopped (${String(code)})`)));
  });
  processes.start(['node_modules/vite/bin/vite.js', '--port', String(APP_PORT), '--strictPort', '--host', '127.0.0.1'], {
    VITE_REST_BASE_URL: API,
    VITE_GRAPHQL_URL: `${API}/graphql`,
    VITE_GRAPHQL_WS_URL: `ws://localhost:${SERVER_PORT}/graphql-subscriptions`,
    VITE_CAST_RELAY_URL: API,
  });
  await expect.poll(() => fetch(`${RECEIVER}/receiver/`).then((response) => response.status, () => 0), { timeout: 120_000, intervals: [250] }).toBe(200);
});

test.afterAll(() => {
  processes.stopAll();
});

interface SeenCall {
  url: string;
  cookie: string | undefined;
  sessionToken: string | undefined;
}

/** Every call the receiver page makes to the mock server's playback API and GraphQL, with the credentials it carried. */
function recordCalls(receiver: Page): SeenCall[] {
  const seen: SeenCall[] = [];
  receiver.on('request', (request) => {
    const url = request.url();
    if (!(url.startsWith(`${API}/playback/`) || url === `${API}/graphql`) || request.method() === 'OPTIONS') return;
    void request.allHeaders().then((headers) => seen.push({ url: request.url(), cookie: headers.cookie, sessionToken: headers['x-session-token'] }));
  });
  return seen;
}

test('a receiver on another origin plays a title cast from the app, signed in only by the session token in the LOAD', async ({ page, browser }) => {
  test.slow();
  // The device: a browser of its own (no cookie of the app's), at the test instant as the app and the server are.
  const device = await browser.newContext();
  const receiver = await device.newPage();
  await receiver.clock.install({ time: TEST_NOW });
  const calls = recordCalls(receiver);
  const socketFrames: string[] = [];
  receiver.on('websocket', (socket) => {
    if (socket.url().includes('/graphql-subscriptions')) socket.on('framesent', (frame) => socketFrames.push(String(frame.payload)));
  });
  await receiver.goto(`${RECEIVER}/receiver/`);
  await expect(receiverStatus(receiver)).toHaveText('Not connected', FIRST_LOAD);

  await page.goto(`${APP}${ENCRYPTED_SHOW}`);
  await connectFrom(page);
  await expect(receiverStatus(receiver)).toHaveText('Connected', FIRST_LOAD);
  await clickPlay(page);
  await expectReceiverDecoding(receiver);

  // Signed in by the token alone: the receiver's browser has no cookie for the server, and every call it made (the
  // manifest, its refreshes, the ClearKey licence, its registration over GraphQL) carried the sender's token, as did
  // its graphql-ws socket's connection_init.
  expect(await device.cookies(API)).toEqual([]);
  expect(calls.map((call) => new URL(call.url).pathname)).toEqual(expect.arrayContaining(['/playback/manifest/VOD/epi-yellowstone-s5e1', '/playback/license/clearkey', '/graphql']));
  await expect.poll(() => socketFrames.some((frame) => /"type":"connection_init","payload":\{"sessionToken":"[^"]{16,}"\}/.test(frame))).toBe(true);
  for (const call of calls) expect({ url: call.url, cookie: call.cookie, signed: (call.sessionToken ?? '').length > 16 }).toEqual({ url: call.url, cookie: undefined, signed: true });
  // The token is scoped: the same token does not read the account (the contract's 401).
  const token = calls[0]?.sessionToken ?? '';
  expect((await fetch(`${API}/user`, { headers: { 'x-session-token': token } })).status).toBe(401);

  // The account signs the Chromecast out (Account > Devices, here the control API): its registration ends, pushed over
  // the receiver's socket, and the receiver's session with it.
  // The control API acts on the caller's world: the app's session's (its cookie), which the receiver's token names too.
  const session = (await page.context().cookies(API)).find((cookie) => cookie.name === 'airwave_session')?.value ?? '';
  const account = { cookie: `airwave_session=${session}` };
  const listeners = async () => ((await (await fetch(`${API}/__mocks/listeners`, { headers: account })).json()) as Record<string, number>).playerRegistrationChanged ?? 0;
  await expect.poll(listeners).toBeGreaterThan(0);
  const signedOut = await fetch(`${API}/__mocks/devices/sign-out`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-token': 'device-stack-token', ...account },
    body: JSON.stringify({ deviceIdent: 'chromecast-9b41d2e0' }),
  });
  expect(signedOut.status).toBe(200);
  await expect(receiver.getByText('Your session is no longer valid')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(receiver);
  await device.close();
});
