// @vitest-environment jsdom
/**
 * The geo check on start through the REST provider, the app's own openapi-fetch clients and the mock world
 * in node (MSW): the outcome of each answer, and the geo-fence modal only on FAIL.
 */
import { render as renderBare, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createRestClients, type RestClients } from '../../../app/api/rest/clients.ts';
import { GEO_CHECK_ERROR_TEXT, geoCheckCall } from '../../../app/api/rest/geo-outcome.ts';
import { GeoFence, useGeoCheck } from '../../../app/frame/GeoFence.tsx';
import { captureErrorReports } from '../../support/error-reports.ts';
import { ORIGIN, setupViewTests } from '../../support/render.tsx';

const view = setupViewTests();


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
    view.server.use(http.get(`${ORIGIN}/geo/check`, () => HttpResponse.json({ status: 'FAILURE', message: 'Geo service down' }, { status: 500 })));
    expect(await check(clients())).toEqual({ kind: 'error', message: 'Geo service down' });
  });

  it('is an error with the status when the server gives no message', async () => {
    view.server.use(http.get(`${ORIGIN}/geo/check`, () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })));
    expect(await check(clients())).toEqual({ kind: 'error', message: '502: Bad Gateway' });
  });

  it('is an error with the network error’s own message when the connection drops', async () => {
    const outcome = await check(clients('checkGeoFence:network'));
    expect(outcome.kind).toBe('error');
    expect(outcome.kind === 'error' && outcome.message).not.toBe(GEO_CHECK_ERROR_TEXT);
  });
});

function Status() {
  const state = useGeoCheck();
  return <p role="status">{state.loading ? 'loading' : state.outcome.kind}</p>;
}

/** The app's start as far as the geo check goes, its requests carrying `faults`. */
function render(faults?: string) {
  view.render(
    <>
      <Status />
      <GeoFence />
    </>,
    { faults, strict: true },
  );
}

async function settledStatus(): Promise<string> {
  const status = await screen.findByRole('status');
  await waitFor(() => expect(status.textContent).not.toBe('loading'));
  return status.textContent ?? '';
}

describe('the geo-fence on start', () => {
  it('stays closed inside the United States', async () => {
    render();
    expect(await settledStatus()).toBe('pass');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens, blocking, with the support link when the check says FAIL', async () => {
    render('checkGeoFence:geo-fail');
    expect(await settledStatus()).toBe('fail');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Sorry, Airwave is only available in the United States ...for now.');
    expect(within(dialog).getByRole('link').getAttribute('href')).toBe('/support');
    expect(within(dialog).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('blocks nobody when the check cannot answer', async () => {
    render('checkGeoFence:status=500');
    expect(await settledStatus()).toBe('error');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('useRestQuery outside the provider', () => {
  it('says which provider is missing', () => {
    // React logs the error it rethrows; this test reads the error itself.
    captureErrorReports({ silenceOthers: true });
    try {
      expect(() => renderBare(<Status />)).toThrow('useRestClients needs a <RestProvider>');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
