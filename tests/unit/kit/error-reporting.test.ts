// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectErrorEnvelope, type CollectedErrorReport } from '../../../mocks/errors/collector.ts';
import type { ErrorReport } from '../../../app/kit/error-reporting/error-report.ts';
import { TEST_NOW } from '../../support/clock.ts';
import { IDLE_PREFETCH_DELAY_MS } from '../../../common/when-settled.ts';

// The error SDK as the app wires it (app/kit/error-reporting/sentry.ts): Sentry's browser SDK with the app's rules
// in its beforeSend, posting its envelopes to the tunnel, read here by the mock world's envelope endpoint.

const NOW = TEST_NOW;

function envelopeEndpoint() {
  const world = { clock: { now: () => new Date(NOW) }, errors: [] as CollectedErrorReport[] };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = init?.body;
    const response = collectErrorEnvelope(world, {
      method: 'POST',
      origin: window.location.origin,
      path: new URL(url, window.location.href).pathname,
      query: new URLSearchParams(),
      headers: {},
      cookies: {},
      body: typeof body === 'string' ? body : body instanceof Uint8Array ? body : undefined,
    });
    return new Response(JSON.stringify(response.body.kind === 'json' ? response.body.value : null), { status: response.status });
  });
  return { world, fetch };
}

// One endpoint for the file: the SDK keeps the first `fetch` it finds.
const endpoint = envelopeEndpoint();
beforeAll(() => {
  vi.stubGlobal('fetch', endpoint.fetch);
});
beforeEach(() => {
  vi.resetModules();
  endpoint.world.errors.length = 0;
  endpoint.fetch.mockClear();
});

afterEach(async () => {
  const { getClient } = await import('@sentry/browser');
  await getClient()?.close(0);
  document.body.removeAttribute('data-js-error');
  vi.restoreAllMocks();
});

async function sentryReporter() {
  const { loadSentry } = await import('../../../app/kit/error-reporting/sentry.ts');
  const send = loadSentry({ dsn: 'http://airwavemock@localhost/1', tunnel: '/__errors/envelope' });
  const report = (raised: unknown, context: Record<string, unknown> = {}) => send({ raised, message: '', context } satisfies ErrorReport);
  return report;
}

describe("the error SDK's beforeSend", () => {
  it('sends a kept error to the tunnel in the envelope format, with its context, and marks the page body', async () => {
    const report = await sentryReporter();
    report(new TypeError('x is undefined'), { source: 'test', path: '/player' });
    await vi.waitFor(() => expect(endpoint.world.errors).toHaveLength(1));
    expect(endpoint.fetch.mock.calls[0]?.[0]).toBe('/__errors/envelope');
    expect(endpoint.world.errors[0]).toMatchObject({ type: 'TypeError', message: 'x is undefined', extra: { source: 'test', path: '/player' }, receivedAt: NOW.toISOString() });
    expect(endpoint.world.errors[0]?.sdk).toMatch(/^sentry\.javascript\.browser /);
    expect(document.body.getAttribute('data-js-error')).toBe('true');
  });

  it("drops what the rules do not report (a network error, GraphQL errors, not connected)", async () => {
    const report = await sentryReporter();
    report(new Error('Network error: Failed to fetch'));
    report({ graphQLErrors: [{ message: 'Not found' }] });
    report(new Error('Client not connected'));
    report(new Error('the one kept'));
    await vi.waitFor(() => expect(endpoint.world.errors).toHaveLength(1));
    expect(endpoint.world.errors.map((error) => error.message)).toEqual(['the one kept']);
  });

  it("reads an empty error as 'No error given' and an array of errors one per line", async () => {
    const report = await sentryReporter();
    report(undefined);
    report([new Error('first'), 'second']);
    await vi.waitFor(() => expect(endpoint.world.errors).toHaveLength(2));
    expect(endpoint.world.errors.map((error) => error.message)).toEqual(['No error given', 'first\nsecond']);
    expect(document.body.getAttribute('data-js-error')).toBe('true');
  });

  it('applies the rules to the error as raised, whatever the SDK made of it', async () => {
    const { applyReportingRules } = await import('../../../app/kit/error-reporting/sentry.ts');
    const event = { type: undefined, exception: { values: [{ type: 'Error', value: 'Object captured as exception' }] } };
    expect(applyReportingRules({ ...event }, { originalException: { graphQLErrors: [] } })).toBeNull();
    expect(applyReportingRules({ ...event }, { originalException: 'Unknown error' })).toBeNull();
    expect(document.body.hasAttribute('data-js-error')).toBe(false);
    expect(applyReportingRules({ type: undefined, exception: { values: [{ type: 'Error', value: '' }] } }, { originalException: null })?.exception?.values?.[0]?.value).toBe('No error given');
    expect(applyReportingRules({ type: undefined }, { originalException: ['a', 'b'] })?.message).toBe('a\nb');
  });
});

describe('reports raised before the SDK is up', () => {
  /** The app's entry path (`startErrorReporting`), with the SDK's sender captured: it loads once the page has settled. */
  async function startedReporting() {
    const sent: ErrorReport[] = [];
    vi.doMock('../../../app/kit/error-reporting/sentry.ts', () => ({ loadSentry: () => (report: ErrorReport) => void sent.push(report) }));
    const reporting = await import('../../../app/kit/reporting.ts');
    reporting.startErrorReporting({ dsn: 'http://airwavemock@localhost/1' });
    const settle = () => vi.advanceTimersByTimeAsync(IDLE_PREFETCH_DELAY_MS + 5_000);
    return { ...reporting, sent, settle };
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.doUnmock('../../../app/kit/error-reporting/sentry.ts');
    vi.useRealTimers();
  });

  it('wait, at most MAX_PENDING_REPORTS of them, and are sent in order once the SDK has loaded', async () => {
    const { reportError, MAX_PENDING_REPORTS, sent, settle } = await startedReporting();
    for (let index = 0; index < MAX_PENDING_REPORTS + 5; index += 1) reportError(new Error(`early ${index}`));
    expect(sent).toEqual([]);
    await settle();
    expect(sent).toHaveLength(MAX_PENDING_REPORTS);
    expect(sent[0]?.message).toBe('early 5');
    reportError(new Error('late'), { source: 'test' });
    expect(sent.at(-1)?.message).toBe('late');
  });

  it('and a non-recoverable playback failure goes the same way, by its error code', async () => {
    const { reportPlaybackFailure, sent, settle } = await startedReporting();
    await settle();
    reportPlaybackFailure({ errorCode: '3016', category: 'MEDIA' });
    expect(sent).toEqual([{ raised: 'Playback error 3016', message: 'Playback error 3016', context: { errorCode: '3016', category: 'MEDIA', path: '/' } }]);
  });
});
