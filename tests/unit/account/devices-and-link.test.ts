/**
 * The app's device calls against the node mock world (MSW): signing chosen devices or all other devices
 * out (the list shrinks, this browser stays), the rule's request for every other device sending no list,
 * and the Smart TV link for a valid, a used, an expired and a failing token, read by the device link rule.
 */
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRestClients } from '../../../app/api/rest/clients.ts';
import { linkSmartTv, loadDevices, logoutDevices } from '../../../app/features/account/api/calls.ts';
import { signOutRequest, toggleAll } from '../../../app/features/account/logic/device-selection.ts';
import { deviceLinkPath, deviceLinkResult } from '../../../app/features/account/logic/device-link.ts';
import { setupNodeMocks } from '../../../mocks/node.ts';

const ORIGIN = 'http://airwave.test';
const { server, backend } = setupNodeMocks({ origin: ORIGIN });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function clients(headers: Record<string, string> = {}) {
  // Outside a browser the session cookie goes in the clients' headers.
  return createRestClients({ profileBaseUrl: ORIGIN, billingBaseUrl: ORIGIN, playbackBaseUrl: ORIGIN }, { cookie: 'airwave_session=node-test', ...headers });
}

async function deviceIdents(headers: Record<string, string> = {}): Promise<string[]> {
  const outcome = await loadDevices(clients(headers));
  if (outcome.kind !== 'success') throw new Error(`the device list failed: ${outcome.message}`);
  return outcome.result.deviceList.map((device) => device.deviceIdent);
}

describe('signing devices out', () => {
  it('signs out two chosen devices and keeps the rest', async () => {
    await fetch(`${ORIGIN}/__mocks/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(await deviceIdents()).toEqual(['web-3f9a2c7b', 'roku-7F2C91AB', 'chromecast-9b41d2e0', 'ios-A71C4E22']);
    const outcome = await logoutDevices(clients(), ['roku-7F2C91AB', 'ios-A71C4E22']);
    expect(outcome).toEqual({ kind: 'success', result: { deviceIdents: ['roku-7F2C91AB', 'ios-A71C4E22'] } });
    expect(await deviceIdents()).toEqual(['web-3f9a2c7b', 'chromecast-9b41d2e0']);
  });

  it('with every other device chosen sends no list, and the server signs out all but this browser', async () => {
    await fetch(`${ORIGIN}/__mocks/persona`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona: 'big-household' }) });
    await fetch(`${ORIGIN}/__mocks/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    const listed = await loadDevices(clients());
    if (listed.kind !== 'success') throw new Error('the device list failed');
    const devices = listed.result.deviceList;
    expect(devices.length).toBeGreaterThan(6);
    const request = signOutRequest(devices, toggleAll(devices, []), 'selected');
    expect(request).toEqual({ scope: 'selected', deviceIdents: null });
    const outcome = await logoutDevices(clients(), request?.deviceIdents ?? null);
    expect(outcome.kind).toBe('success');
    expect(await deviceIdents()).toEqual(['web-3f9a2c7b']);
    await fetch(`${ORIGIN}/__mocks/persona`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona: 'core-subscriber' }) });
  });

  it('a failure comes back as the billing rule’s message', async () => {
    const outcome = await logoutDevices(clients({ 'x-mock-faults': 'logoutDevices:billing-error=1406' }), ['roku-7F2C91AB']);
    expect(outcome.kind).toBe('stale');
    const failed = await logoutDevices(clients({ 'x-mock-faults': 'logoutDevices:status=500' }), null);
    expect(failed).toMatchObject({ kind: 'failure', message: '500: Internal Server Error' });
  });
});

describe('the Smart TV link', () => {
  const context = { requestUrl: `${ORIGIN}${deviceLinkPath('TV1234')}`, origin: ORIGIN, defaultPath: '/player/mytv' };

  it('a valid token signs the TV in, lists it, and the redirect names the page to go to', async () => {
    await fetch(`${ORIGIN}/__mocks/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    // The redirect leads to the app's own page, which the web server (not the mock world) answers.
    server.use(http.get(`${ORIGIN}/player/mytv`, () => HttpResponse.text('<!doctype html><title>Airwave</title>', { headers: { 'content-type': 'text/html' } })));
    const answer = await linkSmartTv(clients(), 'TV1234');
    expect(answer).toMatchObject({ kind: 'answer', ok: true });
    expect(deviceLinkResult(answer, context)).toEqual({
      notice: { type: 'success', title: 'You have been signed in on your Smart TV.', noticeDuration: 15_000 },
      to: { kind: 'app', path: '/player/mytv' },
    });
    expect((await deviceIdents()).some((ident) => ident.startsWith('samsungtv-'))).toBe(true);
    expect(backend.world.account.deviceLinkTokens.TV1234).toBe('used');
  });

  it.each([
    ['a used token: the TV could not be authorised', 'TVUSED1', {}, 'Something went wrong', /new QR code/],
    ['an expired token', 'TVEXPIRED1', {}, 'Invalid or expired link', undefined],
    ['an unknown token', 'NoSuchToken', {}, 'Invalid or expired link', undefined],
    ['a malformed token', 'ab', {}, 'Invalid or expired link', undefined],
    ['the link service failing', 'TV1234', { 'x-mock-faults': 'linkSmartTv:status=500' }, 'Something went wrong', undefined],
    ['no answer', 'TV1234', { 'x-mock-faults': 'linkSmartTv:network' }, 'Something went wrong', undefined],
  ])('%s: an error notice, then the default page', async (_name, token, headers, title, body) => {
    await fetch(`${ORIGIN}/__mocks/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    if (token === 'TVUSED1') expect((await linkSmartTv(clients(), 'TVUSED1')).kind).toBe('answer');
    const result = deviceLinkResult(await linkSmartTv(clients(headers), token), context);
    expect(result.notice).toMatchObject({ type: 'error', title });
    if (body) expect(result.notice.body).toMatch(body);
    else expect(result.notice.body).toBeUndefined();
    expect(result.to).toEqual({ kind: 'app', path: '/player/mytv' });
  });
});
