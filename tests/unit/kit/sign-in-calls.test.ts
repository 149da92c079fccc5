/**
 * The app's sign-in calls (app/kit/verification/sign-in-calls.ts) through its REST clients against the node mock world
 * (MSW), read by the verification machine as a screen would: a change started (polling at the server's
 * interval), a removal (nothing to poll), error code 50 (still verifying), a wrong code, and the polls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestClients } from '../../../app/api/rest/clients.ts';
import {
  confirmMobileNumberChange,
  initEmailChange,
  initMobileNumberChange,
  pollEmailChange,
  pollMobileNumberChange,
  resendEmailChange,
} from '../../../app/kit/verification/sign-in-calls.ts';
import { initialVerification, verificationReducer, type VerificationState } from '../../../app/lib/account/verification.ts';
import { setupNodeMocks } from '../../../mocks/node.ts';
import { VISITOR_PENDING_CODE } from '../../../mocks/scenarios/personas.ts';

const ORIGIN = 'http://airwave.test';
const { server } = setupNodeMocks({ origin: ORIGIN });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const clientsFor = (scenario: string) =>
  createRestClients({ profileBaseUrl: ORIGIN, billingBaseUrl: ORIGIN, playbackBaseUrl: ORIGIN }, { cookie: 'airwave_session=node-test', 'x-mock-scenario': scenario });

const sending: VerificationState = verificationReducer(initialVerification, { type: 'submit' });

describe('the sign-in calls against the mock world', () => {
  it('starts an email change (polling at the server interval), then PENDING polls; a resend at once is error code 50', async () => {
    const clients = clientsFor('unverified-email');
    const answer = await initEmailChange(clients, 'prf_sam', 'sam@new.example.com');
    const state = verificationReducer(sending, { type: 'init-answered', answer });
    expect(state).toMatchObject({ phase: 'verifying', pollIntervalMs: 5000, notice: 'We sent a confirmation link to sam@new.example.com.' });
    const poll = await pollEmailChange(clients);
    expect(verificationReducer(state, { type: 'poll-answered', answer: poll })).toBe(state);
    const resend = await resendEmailChange(clients);
    expect(resend).toMatchObject({ kind: 'failure', message: 'A message was already sent.', errorCode: 50 });
  });

  it('removes a mobile-only profile’s number: no polling fields, done at once', async () => {
    const clients = clientsFor('unverified-email');
    const answer = await initMobileNumberChange(clients, 'prf_sam', '');
    expect(verificationReducer(sending, { type: 'init-answered', answer })).toEqual({ phase: 'done', outcome: 'removed' });
  });

  it('keeps verifying on error code 50, refuses a wrong code, and completes with the texted one', async () => {
    const clients = clientsFor('visitor-verifying');
    const answer = await initMobileNumberChange(clients, 'prf_guest', '+15125550199');
    expect(answer).toMatchObject({ kind: 'failure', errorCode: 50 });
    let state = verificationReducer(sending, { type: 'init-answered', answer });
    expect(state).toMatchObject({ phase: 'verifying', notice: 'A message was already sent.' });

    state = verificationReducer(state, { type: 'confirm' });
    state = verificationReducer(state, { type: 'confirm-answered', answer: await confirmMobileNumberChange(clients, '111111') });
    expect(state).toMatchObject({ phase: 'verifying', error: 'Unable to verify mobile number.' });

    state = verificationReducer(state, { type: 'confirm' });
    state = verificationReducer(state, { type: 'confirm-answered', answer: await confirmMobileNumberChange(clients, VISITOR_PENDING_CODE) });
    expect(state).toMatchObject({ phase: 'verifying', error: null });
    state = verificationReducer(state, { type: 'poll-answered', answer: await pollMobileNumberChange(clients) });
    expect(state).toEqual({ phase: 'done', outcome: 'verified' });
  });

  it('goes back to the form with the server’s words when the primary profile’s email is emptied', async () => {
    const answer = await initEmailChange(clientsFor('core-subscriber'), 'prf_jordan', '');
    expect(verificationReducer(sending, { type: 'init-answered', answer })).toEqual({ phase: 'editing', error: 'Please enter an email.' });
  });
});
