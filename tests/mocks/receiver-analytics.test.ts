/** The mock world records the receiver's analytics events (mock mode), for the Mocks panel to list. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_ANALYTICS_PATH, type ReceiverAnalyticsEvent } from '../../common/cast/analytics.ts';
import { MAX_RECORDED_ANALYTICS } from '../../mocks/db/world.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { TEST_NOW } from '../support/clock.ts';

let server: RunningMockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0, now: () => new Date(TEST_NOW) });
});
afterAll(() => server.close());

/** The control API's changes from a program (no browser Origin) carry the server's token. */
const changeHeaders = () => ({ 'content-type': 'application/json', 'x-mock-token': server.token });
const post = (body: unknown) => fetch(`${server.url}${MOCK_ANALYTICS_PATH}`, { method: 'POST', headers: changeHeaders(), body: JSON.stringify(body) });
const clear = () => fetch(`${server.url}${MOCK_ANALYTICS_PATH}`, { method: 'DELETE', headers: changeHeaders() });
const list = async () => ((await (await fetch(`${server.url}${MOCK_ANALYTICS_PATH}`)).json()) as { events: Array<{ receivedAt: string; event: ReceiverAnalyticsEvent }> }).events;

const IDENTIFY: ReceiverAnalyticsEvent = { name: 'identify', app: 'airwave-receiver', appVersion: '9.18.2', implementation: 'simulation' };
const CAPABILITIES: ReceiverAnalyticsEvent = { name: 'device capabilities', firmwareVersion: '1.41', model: 'Chromecast', authorized: true };
const PLAYBACK_ERROR: ReceiverAnalyticsEvent = { name: 'cast playback error', code: '6007', message: 'License refused', detailedErrorName: 'LICENSE_REQUEST_FAILED', assetId: 'epi-1' };

describe("the mock world's receiver analytics", () => {
  it('records each event the receiver posts, with when it arrived, and lists them oldest first', async () => {
    await clear();
    for (const event of [IDENTIFY, CAPABILITIES, PLAYBACK_ERROR]) expect((await post(event)).status).toBe(201);
    expect(await list()).toEqual([IDENTIFY, CAPABILITIES, PLAYBACK_ERROR].map((event) => ({ receivedAt: new Date(TEST_NOW).toISOString(), event })));
  });

  it('keeps only what the event type has', async () => {
    await clear();
    await post({ ...IDENTIFY, password: 'hunter2' });
    expect((await list()).map((recorded) => recorded.event)).toEqual([IDENTIFY]);
  });

  it.each([
    [{ name: 'purchase', amount: 3 }, 'Unknown analytics event "purchase"'],
    [{ ...CAPABILITIES, authorized: 'yes' }, 'The "device capabilities" analytics event needs authorized as true or false; got "yes".'],
    [['identify'], 'An analytics event is an object with a name'],
  ])('refuses %j with a 400 that says what is wrong', async (body, problem) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(problem);
  });

  it(`keeps the newest ${MAX_RECORDED_ANALYTICS}`, async () => {
    await clear();
    for (let index = 0; index <= MAX_RECORDED_ANALYTICS; index += 1) await post({ ...PLAYBACK_ERROR, assetId: `epi-${index}` });
    const events = await list();
    expect(events).toHaveLength(MAX_RECORDED_ANALYTICS);
    expect(events[0]?.event).toMatchObject({ assetId: 'epi-1' });
    expect(events.at(-1)?.event).toMatchObject({ assetId: `epi-${MAX_RECORDED_ANALYTICS}` });
  });
});
