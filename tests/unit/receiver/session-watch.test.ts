/**
 * The receiver's session watch (receiver/session-watch.ts) against the standalone mock server, as a device reaches it:
 * no cookie, only the sender's session token — on the Player read over HTTP and in the graphql-ws connection_init.
 * The account signing the Chromecast out ends the session; so does a token the server refuses.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSessionWatch } from '../../../receiver/session-watch.ts';
import { SIMULATED_PLAYER_ID } from '../../../receiver/state/simulation-settings.ts';
import { startMockServer, type RunningMockServer } from '../../../mocks/server.ts';
import { runningClock } from '../../support/clock.ts';

let server: RunningMockServer;

beforeAll(async () => {
  server = await startMockServer({ port: 0, now: runningClock() });
});
afterAll(() => server.close());

/** A watch as a device's receiver makes it (a program here: the server's token on the socket's URL stands for an allowed Origin). */
function watch() {
  return createSessionWatch({
    graphqlUrl: `${server.url}/graphql`,
    graphqlWsUrl: `${server.url.replace('http', 'ws')}/graphql-subscriptions?token=${encodeURIComponent(server.token)}`,
    playerId: SIMULATED_PLAYER_ID,
  });
}

/** The sender's session: on the standalone server its world is its own, reached with its cookie (as the token's is). */
const SENDER = { cookie: 'airwave_session=sender' };

async function senderToken(): Promise<string> {
  const response = await fetch(`${server.url}/playback/session-token`, { method: 'POST', headers: SENDER });
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

/** How many follow the sender's world's player registrations (the control API, as the sender's session). */
async function listeners(): Promise<number> {
  const response = await fetch(`${server.url}/__mocks/listeners`, { headers: SENDER });
  return ((await response.json()) as Record<string, number>).playerRegistrationChanged ?? 0;
}

describe('the receiver’s session watch', () => {
  it('follows the registration with the sender’s token, and ends the session when the account signs the device out', async () => {
    const onInvalid = vi.fn();
    const stop = watch()(await senderToken(), onInvalid);
    try {
      await vi.waitUntil(async () => (await listeners()) > 0, { timeout: 10_000 });
      expect(onInvalid).not.toHaveBeenCalled();
      const signedOut = await fetch(`${server.url}/__mocks/devices/sign-out`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mock-token': server.token, ...SENDER },
        body: JSON.stringify({ deviceIdent: SIMULATED_PLAYER_ID }),
      });
      expect(signedOut.status).toBe(200);
      await vi.waitUntil(() => onInvalid.mock.calls.length > 0, { timeout: 10_000 });
      expect(onInvalid).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('hands a server GraphQL error of the registration read over as the error view (its message and codes), and the session goes on', async () => {
    const faults = (value: string) =>
      fetch(`${server.url}/__mocks/faults`, { method: 'PUT', headers: { 'content-type': 'application/json', 'x-mock-token': server.token, cookie: 'airwave_session=sender' }, body: JSON.stringify({ faults: value }) });
    expect((await faults('Player:graphql-error=Boom')).status).toBe(200);
    const onInvalid = vi.fn();
    const onError = vi.fn();
    const stop = watch()(await senderToken(), onInvalid, onError);
    try {
      await vi.waitUntil(() => onError.mock.calls.length > 0, { timeout: 10_000 });
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ title: "This video can't play right now", code: '0', message: 'Boom', detailedErrorName: 'MOCK_FAULT' }));
      expect(onInvalid).not.toHaveBeenCalled();
    } finally {
      stop();
      await faults('');
    }
  });

  it('ends the session when the server refuses the token, and once only', async () => {
    const onInvalid = vi.fn();
    const stop = watch()(`${await senderToken()}forged`, onInvalid);
    try {
      await vi.waitUntil(() => onInvalid.mock.calls.length > 0, { timeout: 10_000 });
      // The HTTP read (401) and the socket (4403) both refuse it: the session ends once.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(onInvalid).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });
});
