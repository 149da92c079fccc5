import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  billingCall,
  STALE_SUFFIX,
  SURGE_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from '../../app/api/rest/billing-outcome.ts';
import { createRestClients } from '../../app/api/rest/clients.ts';
import { TEST_ORIGIN, setupTestMockServer } from '../support/msw.ts';

const server = setupTestMockServer();
const { billing } = createRestClients({
  profileBaseUrl: TEST_ORIGIN,
  billingBaseUrl: TEST_ORIGIN,
  playbackBaseUrl: TEST_ORIGIN,
});

const applyCoupon = () => billingCall(() => billing.POST('/billing/apply_coupon', { body: { token: 'WELCOME10' } }));
const answer = (body: JsonBodyType, init?: ResponseInit) =>
  server.use(http.post(`${TEST_ORIGIN}/billing/apply_coupon`, () => HttpResponse.json(body, init)));

describe('billing response handling', () => {
  it('hands back the result of a successful envelope', async () => {
    answer({ success: true, result: { couponList: [] } });
    expect(await applyCoupon()).toEqual({ kind: 'success', result: { couponList: [] } });
  });

  it("turns a non-OK HTTP response into '{status}: {statusText}', whatever the body says", async () => {
    answer(
      { success: false, errors: [{ code: 1500, message: 'Internal error.' }] },
      { status: 502, statusText: 'Bad Gateway' },
    );
    expect(await applyCoupon()).toEqual({ kind: 'failure', message: '502: Bad Gateway', httpStatus: 502 });
  });

  it("shows the first error's message with ' (Code: {code})'", async () => {
    answer({
      success: false,
      errors: [
        { code: 1253, message: 'This coupon cannot be used with your plan.' },
        { code: 1102, message: 'Invalid zip code.' },
      ],
    });
    expect(await applyCoupon()).toEqual({
      kind: 'failure',
      code: 1253,
      message: 'This coupon cannot be used with your plan. (Code: 1253)',
    });
  });

  it('reports a stale request as its own outcome, asking for a reload', async () => {
    answer({ success: false, stale: true, errors: [{ code: 1406, message: 'Your account changed.' }] });
    expect(await applyCoupon()).toEqual({
      kind: 'stale',
      code: 1406,
      message: `Your account changed. ${STALE_SUFFIX} (Code: 1406)`,
    });
  });

  it('recognises a stale request by its code even without the flag', async () => {
    answer({ success: false, errors: [{ code: 1406, message: 'Your account changed.' }] });
    expect((await applyCoupon()).kind).toBe('stale');
  });

  it('reports a surge encounter as its own outcome with the capacity message', async () => {
    answer({ success: false, surge: true, errors: [{ code: 1806, message: 'Surge.' }] });
    expect(await applyCoupon()).toEqual({ kind: 'surge', code: 1806, message: SURGE_MESSAGE });
  });

  it('shows no message for an enqueued surge request (1803)', async () => {
    answer({ success: false, surge: true, errors: [{ code: 1803, message: 'Enqueued.' }] });
    expect(await applyCoupon()).toEqual({ kind: 'surge', code: 1803, message: '' });
  });

  it('falls back to the generic message for a failure with no error in it', async () => {
    answer({ success: false, errors: [] });
    expect(await applyCoupon()).toEqual({ kind: 'failure', message: UNEXPECTED_ERROR_MESSAGE });
  });

  it("uses the action's own message for a failure with no error in it", async () => {
    server.use(http.post(`${TEST_ORIGIN}/billing/retry_payment`, () => HttpResponse.json({ success: false })));
    const outcome = await billingCall(() => billing.POST('/billing/retry_payment'), 'Payment retry failed.');
    expect(outcome).toEqual({ kind: 'failure', message: 'Payment retry failed.' });
  });

  it("shows a network failure's own message", async () => {
    server.use(http.post(`${TEST_ORIGIN}/billing/apply_coupon`, () => HttpResponse.error()));
    const outcome = await applyCoupon();
    expect(outcome.kind).toBe('failure');
    expect(outcome).toMatchObject({ message: expect.stringMatching(/fetch/i) });
  });

  it('sends the session cookie with every billing call', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.post(`${TEST_ORIGIN}/billing/apply_coupon`, ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json({ success: true, result: { couponList: [] } });
      }),
    );
    await applyCoupon();
    expect(credentials).toBe('include');
  });
});
