// @vitest-environment jsdom
/**
 * The geo check on start through the REST provider, the app's own openapi-fetch clients and the mock world
 * in node (MSW): the outcome of each answer, and the geo-fence modal only on FAIL.
 */
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRestClients, type RestClients } from '../../../app/api/rest/clients.ts';
import { GEO_CHECK_ERROR_TEXT, geoCheckCall } from '../../../app/api/rest/geo-outcome.ts';
import { RestProvider } from '../../../app/api/rest/RestProvider.tsx';
import { GEO_FENCE_TEXT, GeoFence, useGeoCheck } from '../../../app/shell/GeoFence.tsx';
import { ShellProvider } from '../../../app/shell/ShellProvider.tsx';
import { setupNodeMocks } from '../../../mocks/node.ts';

// Answers arrive outside act(); the assertions poll the DOM instead.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const ORIGIN = 'http://airwave.test';
const { server } = setupNodeMocks({ origin: ORIGIN });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The app's clients; `faults` go with each request (the mock world's x-mock-faults header). */
function clients(faults?: string): RestClients {
  const endpoints = { profileBaseUrl: ORIGIN, billingBaseUrl: ORIGIN, playbackBaseUrl: ORIGIN };
  return createRestClients(endpoints, faults ? { 'x-mock-faults': faults } : undefined);
}

const check = (rest: RestClients) => geoCheckCall(() => rest.profile.GET('/geo/check'));

describe('the geo check outcome', () => {
  it('passes inside the United States', async () => {
    expect(await check(clients())).toEqual({ kind: 'pass', country: 'US' });
  });

  it('fails outside it', async () => {
    expect(await check(clients('checkGeoFence:geo-fail'))).toEqual({ kind: 'fail', country: 'CA' });
  });

  it('is an error with the server’s message when the server errs', async () => {
    server.use(http.get(`${ORIGIN}/geo/check`, () => HttpResponse.json({ status: 'FAILURE', message: 'Geo service down' }, { status: 500 })));
    expect(await check(clients())).toEqual({ kind: 'error', message: 'Geo service down' });
  });

  it('is an error with the status when the server gives no message', async () => {
    server.use(http.get(`${ORIGIN}/geo/check`, () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })));
    expect(await check(clients())).toEqual({ kind: 'error', message: '502: Bad Gateway' });
  });

  it('is an error with the network error’s own message when the connection drops', async () => {
    const outcome = await check(clients('checkGeoFence:network'));
    expect(outcome.kind).toBe('error');
    expect(outcome.kind === 'error' && outcome.message).not.toBe(GEO_CHECK_ERROR_TEXT);
  });
});

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
});

function Status() {
  const state = useGeoCheck();
  return <p data-testid="status">{state.loading ? 'loading' : state.outcome.kind}</p>;
}

function render(rest: RestClients): void {
  root.render(
    <StrictMode>
      <RestProvider clients={rest}>
        <ShellProvider>
          <Status />
          <GeoFence />
        </ShellProvider>
      </RestProvider>
    </StrictMode>,
  );
}

async function settledStatus(): Promise<string> {
  const status = () => container.querySelector('[data-testid="status"]')?.textContent ?? 'loading';
  await expect.poll(status).not.toBe('loading');
  return status();
}

const dialog = () => document.querySelector('[role="dialog"]');

describe('the geo-fence on start', () => {
  it('stays closed inside the United States', async () => {
    render(clients());
    expect(await settledStatus()).toBe('pass');
    expect(dialog()).toBeNull();
  });

  it('opens, blocking, with the support link when the check says FAIL', async () => {
    render(clients('checkGeoFence:geo-fail'));
    expect(await settledStatus()).toBe('fail');
    await expect.poll(() => dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(dialog()?.textContent).toContain(GEO_FENCE_TEXT);
    expect(dialog()?.querySelector('a')?.getAttribute('href')).toBe('/support');
    expect(dialog()?.querySelector('button')).toBeNull();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
  });

  it('blocks nobody when the check cannot answer', async () => {
    render(clients('checkGeoFence:status=500'));
    expect(await settledStatus()).toBe('error');
    expect(dialog()).toBeNull();
  });
});

describe('useRestQuery outside the provider', () => {
  it('says which provider is missing', () => {
    const errors: unknown[] = [];
    const bare = createRoot(document.createElement('div'), { onUncaughtError: (error) => errors.push(error) });
    bare.render(<Status />);
    return expect.poll(() => String(errors[0])).toContain('useRestClients needs a <RestProvider>');
  });
});
