/**
 * The mock world as the analytics collector: Segment's wire format (a batch at /__analytics/v1/b, one message at
 * /t …, text/plain JSON) is accepted in node (MSW) and by the standalone server, every message is judged against
 * the tracking plan, and an unknown event or a wrong property is recorded as a violation, never dropped; the
 * collector answers as the plan's `collector:` section says (200 when all conform, 400 naming each refused message).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupNodeMocks } from '../../mocks/node.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import type { CollectedAnalyticsEvent } from '../../mocks/analytics/collector.ts';
import { TEST_NOW } from '../support/clock.ts';

const context = { analyticsVersion: 26, app: { name: 'airwave-web', version: '9.18.2' } };
const message = (event: string, properties: unknown, extra: Record<string, unknown> = {}) => ({
  type: 'track',
  event,
  properties,
  context,
  integrations: { All: false, 'Segment.io': true, Amplitude: true },
  anonymousId: 'anon-1',
  messageId: `ajs-${event}`,
  ...extra,
});
const SHARE = message('Share Link Copied', { url: 'https://www.airwave.example/player/show/shw-yellowstone', name: 'Yellowstone' });
const WATCHED = message('watchedSecond', { assetId: 'epi-yellowstone-s5e1', second: 12 });

let server: RunningMockServer;
const node = setupNodeMocks({ now: () => new Date(TEST_NOW) });
beforeAll(async () => {
  server = await startMockServer({ port: 0, now: () => new Date(TEST_NOW) });
  // The standalone server's own requests pass MSW by.
  node.server.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(async () => {
  node.server.close();
  await server.close();
});

const batch = (origin: string, messages: unknown[], writeKey = 'airwave-mock-write-key') =>
  fetch(`${origin}/__analytics/v1/b`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ batch: messages, writeKey, sentAt: TEST_NOW }) });
const tracked = async (origin: string) => ((await (await fetch(`${origin}/__mocks/analytics`)).json()) as { tracked: CollectedAnalyticsEvent[] }).tracked;

describe.each([
  ['the standalone server', () => server.url],
  ['node (MSW)', () => 'http://airwave.test'],
])('the analytics collector in %s', (_, originOf) => {
  it('records a batch of conforming events with no violations', async () => {
    const origin = originOf();
    const response = await batch(origin, [SHARE, WATCHED]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, received: 2 });
    const recorded = (await tracked(origin)).filter((event) => event.messageId === SHARE.messageId || event.messageId === WATCHED.messageId);
    expect(recorded.map(({ event, violations, receivedAt }) => ({ event, violations, receivedAt }))).toEqual([
      { event: 'Share Link Copied', violations: [], receivedAt: new Date(TEST_NOW).toISOString() },
      { event: 'watchedSecond', violations: [], receivedAt: new Date(TEST_NOW).toISOString() },
    ]);
  });

  it.each([
    ['a wrong property', message('Search Submitted', { query: 'yellowstone', results: 3 }, { messageId: 'bad-1' }), 'properties must NOT have additional properties ("results").'],
    ['a property of the wrong type', message('watchedSecond', { assetId: 'epi-1', second: '12' }, { messageId: 'bad-2' }), 'properties/second must be integer.'],
    ['an unknown event', message('Share Clicked', {}, { messageId: 'bad-3' }), 'Unknown event "Share Clicked": the tracking plan has no such event.'],
    [
      'an integration the plan does not route the event to',
      message('watchedSecond', { assetId: 'epi-1', second: 3 }, { messageId: 'bad-4', integrations: { All: false, 'Segment.io': true, Webhooks: true } }),
      'Sent to Webhooks, which the tracking plan does not route "watchedSecond" to.',
    ],
    ['another analytics version', message('Search Submitted', { query: 'x' }, { messageId: 'bad-5', context: { analyticsVersion: 25 } }), 'context.analyticsVersion is 25; the tracking plan is version 26.'],
  ])('refuses %s with a 400 naming it, and records it as a violation, not dropped', async (_, planted, violation) => {
    const origin = originOf();
    const response = await batch(origin, [planted]);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, violations: [{ index: 0, messageId: planted.messageId, event: planted.event, violations: expect.arrayContaining([violation]) as unknown }] });
    const recorded = (await tracked(origin)).find((event) => event.messageId === planted.messageId);
    expect(recorded?.violations).toContain(violation);
    expect(recorded?.event).toBe(planted.event);
  });

  it('takes one message at /t with the write key as Basic auth', async () => {
    const origin = originOf();
    const single = message('Search Submitted', { query: 'amc' }, { messageId: 'single-1' });
    const response = await fetch(`${origin}/__analytics/v1/t`, { method: 'POST', headers: { 'content-type': 'text/plain', authorization: `Basic ${btoa('key:')}` }, body: JSON.stringify(single) });
    expect(await response.json()).toEqual({ success: true, received: 1 });
  });

  it('collects the conforming messages of a batch it refuses, and names only the refused one', async () => {
    const origin = originOf();
    const good = message('Search Submitted', { query: 'mixed' }, { messageId: 'mixed-good' });
    const bad = message('Search Submitted', { query: 7 }, { messageId: 'mixed-bad' });
    const response = await batch(origin, [good, bad]);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; violations: { index: number; messageId: string }[] };
    expect(body.message).toMatch(/^1 message breaks the tracking plan/);
    expect(body.violations.map(({ index, messageId }) => ({ index, messageId }))).toEqual([{ index: 1, messageId: 'mixed-bad' }]);
    const recorded = (await tracked(origin)).filter((event) => event.messageId?.startsWith('mixed-'));
    expect(recorded.map((event) => [event.messageId, event.violations.length > 0])).toEqual([
      ['mixed-good', false],
      ['mixed-bad', true],
    ]);
  });

  it('refuses what is not its wire format with a message', async () => {
    const origin = originOf();
    const notJson = await fetch(`${origin}/__analytics/v1/b`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{batch' });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { message: string }).message).toContain('The body is not JSON');
    const noList = await fetch(`${origin}/__analytics/v1/b`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ batch: 3 }) });
    expect(noList.status).toBe(400);
  });
});
