/**
 * The mock world as the error-reporting service: Sentry's envelope (newline-separated JSON, the browser SDK's wire
 * format, sent as text/plain to the tunnel) is accepted in node (MSW) and by the standalone server, each event is
 * recorded and listed by the control API (`GET /__mocks/errors`), and what is not an envelope gets a clear 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupNodeMocks } from '../../mocks/node.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import type { CollectedErrorReport } from '../../mocks/errors/collector.ts';
import { TEST_NOW } from '../support/clock.ts';

let server: RunningMockServer;
const node = setupNodeMocks({ now: () => new Date(TEST_NOW) });
beforeAll(async () => {
  server = await startMockServer({ port: 0, now: () => new Date(TEST_NOW) });
  node.server.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(async () => {
  node.server.close();
  await server.close();
});

const event = (eventId: string, value: string) => ({
  event_id: eventId,
  level: 'error',
  platform: 'javascript',
  release: '1.0.0',
  exception: { values: [{ type: 'TypeError', value, mechanism: { type: 'generic', handled: true } }] },
  request: { url: 'http://localhost/player', headers: { 'User-Agent': 'test' } },
  extra: { source: 'test', path: '/player' },
  sdk: { name: 'sentry.javascript.browser', version: '11.12.0' },
});

/** An envelope as the SDK writes it: header, then each item's header and payload, a line each. */
function envelope(eventId: string, value: string, { withLength = false } = {}): string {
  const payload = JSON.stringify(event(eventId, value));
  const itemHeader = withLength ? { type: 'event', length: new TextEncoder().encode(payload).length } : { type: 'event' };
  const header = { event_id: eventId, sent_at: TEST_NOW.toISOString(), sdk: { name: 'sentry.javascript.browser', version: '11.12.0' }, dsn: 'http://airwavemock@localhost/1' };
  const clientReport = JSON.stringify({ timestamp: 1, discarded_events: [{ reason: 'before_send', category: 'error', quantity: 1 }] });
  return [JSON.stringify(header), JSON.stringify(itemHeader), payload, JSON.stringify({ type: 'client_report' }), clientReport].join('\n');
}

const post = (origin: string, body: string, path = '/__errors/envelope') => fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body });
const errors = async (origin: string) => ((await (await fetch(`${origin}/__mocks/errors`)).json()) as { errors: CollectedErrorReport[] }).errors;

describe.each([
  ['the standalone server', () => server.url],
  ['node (MSW)', () => 'http://airwave.test'],
])('the envelope endpoint in %s', (_, originOf) => {
  it('records the event of an envelope (its type, message, page and context), not its client report', async () => {
    const origin = originOf();
    const response = await post(origin, envelope('a'.repeat(32), 'x is undefined — déjà vu'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'a'.repeat(32) });
    const recorded = (await errors(origin)).filter((error) => error.eventId === 'a'.repeat(32));
    expect(recorded).toEqual([
      {
        receivedAt: TEST_NOW.toISOString(),
        eventId: 'a'.repeat(32),
        type: 'TypeError',
        message: 'x is undefined — déjà vu',
        level: 'error',
        url: 'http://localhost/player',
        extra: { source: 'test', path: '/player' },
        release: '1.0.0',
        sdk: 'sentry.javascript.browser 11.12.0',
      },
    ]);
  });

  it("reads items by their byte length when the item header gives one, and at the DSN's own envelope path", async () => {
    const origin = originOf();
    const response = await post(origin, envelope('b'.repeat(32), 'line one\nline two — ü', { withLength: true }), '/__errors/api/1/envelope/');
    expect(response.status).toBe(200);
    expect((await errors(origin)).find((error) => error.eventId === 'b'.repeat(32))?.message).toBe('line one\nline two — ü');
  });

  it('refuses what is not an envelope with a message', async () => {
    const origin = originOf();
    const notJson = await post(origin, '{event');
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { detail: string }).detail).toContain("The envelope's header is not JSON");
    const wrongPath = await post(origin, envelope('c'.repeat(32), 'x'), '/__errors/store');
    expect(wrongPath.status).toBe(404);
    expect((await errors(origin)).some((error) => error.eventId === 'c'.repeat(32))).toBe(false);
  });
});
