import { beforeAll, describe, expect, it } from 'vitest';
import { loadValidators } from '../../common/openapi/contracts.ts';
import { validateResponse } from '../../common/openapi/validate-response.ts';
import { completeVerification } from '../../mocks/rest/profile.ts';
import { VISITOR_PENDING_CODE } from '../../mocks/scenarios/personas.ts';
import { call, testWorld, type CallResult } from './support/rest-calls.ts';

// The sign-in personas: a pending verification that answers error code 50 and waits for the code, an
// unconfirmed email that is verified instead of saved, a mobile-only profile; each answer fits the contract.

const WEB = { device: 'web', device_ident: 'web-3f9a2c7b' } as const;

function expectContract(operationId: string, result: CallResult) {
  expect(validateResponse(operationId, result.response).problems).toEqual([]);
}

// The contracts' validators load on first use, and this file validates answers itself (the bound only guards a hang:
// the module is ≈ 1.7 MB of source to transform).
beforeAll(loadValidators, 600_000);

describe('visitor-verifying: an uncredentialed visitor with a pending mobile sign-in', () => {
  it('answers a new mobile sign-in with error code 50, refuses a wrong code, and verifies with the texted one', async () => {
    const { world, advance } = testWorld('visitor-verifying');
    const user = await call(world, 'GET', '/user');
    expect(user.body.user).toMatchObject({ isUncredentialed: true, email: null, mobileNumber: null });

    const init = await call(world, 'POST', '/user/change_mobile_number/init', {
      body: { profile_id: 'prf_guest', mobile_number: '+15125550199', ...WEB, send_confirm_link: false, send_token: true },
    });
    expectContract('initMobileNumberChange', init);
    expect(init.status).toBe(409);
    expect(init.body).toMatchObject({ status: 'FAILURE', error_code: 50, message: 'A message was already sent.', polling_interval_seconds: 5 });

    // Polls stay PENDING however long the visitor waits: only the code completes it.
    for (let poll = 0; poll < 6; poll += 1) {
      advance(5_000);
      const pending = await call(world, 'POST', '/user/change_mobile_number/poll');
      expect(pending.body).toEqual({ status: 'PENDING' });
    }

    const wrong = await call(world, 'POST', '/user/change_mobile_number/confirm', { body: { token: '111111' } });
    expectContract('confirmMobileNumberChange', wrong);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ status: 'FAILURE', message: 'Unable to verify mobile number.' });

    const malformed = await call(world, 'POST', '/user/change_mobile_number/confirm', { body: { token: '12345' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Please enter a valid token.');

    // The code was texted a minute ago: a resend (here by voice) is allowed.
    const resent = await call(world, 'POST', '/user/change_mobile_number/resend', { body: { voice: true } });
    expectContract('resendMobileNumberChange', resent);
    expect(resent.body).toEqual({ status: 'SUCCESS' });
    // …and a second one at once is too soon: error code 50.
    const tooSoon = await call(world, 'POST', '/user/change_mobile_number/resend', { body: { voice: false } });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body).toMatchObject({ error_code: 50, message: 'A message was already sent.' });

    const right = await call(world, 'POST', '/user/change_mobile_number/confirm', { body: { token: VISITOR_PENDING_CODE } });
    expect(right.body).toEqual({ status: 'SUCCESS' });
    const verified = await call(world, 'POST', '/user/change_mobile_number/poll');
    expect(verified.body).toEqual({ status: 'SUCCESS' });
    const after = await call(world, 'GET', '/user');
    expect(after.body.user).toMatchObject({ mobileNumber: '+15125550199', isUncredentialed: true });
  });

  it('lets the visitor add an email (the add-email modal): init, PENDING polls, SUCCESS makes the user credentialed', async () => {
    const { world, advance } = testWorld('visitor-verifying');
    const init = await call(world, 'POST', '/user/change_email/init', {
      body: { profile_id: 'prf_guest', email: 'guest@example.com', ...WEB, send_token: false, send_confirm_link: true },
    });
    expectContract('initEmailChange', init);
    expect(init.body).toMatchObject({ status: 'SUCCESS', message: 'We sent a confirmation link to guest@example.com.', polling_interval_seconds: 5, can_resend: true });
    const statuses: string[] = [];
    for (let poll = 0; poll < 4; poll += 1) {
      advance(5_000);
      statuses.push(String((await call(world, 'POST', '/user/change_email/poll')).body.status));
    }
    expect(statuses).toEqual(['PENDING', 'PENDING', 'PENDING', 'SUCCESS']);
    const after = await call(world, 'GET', '/user');
    expect(after.body.user).toMatchObject({ email: 'guest@example.com', email_confirmed: true, isUncredentialed: false });
  });
});

describe('unverified-email: an unconfirmed account email and a mobile-only profile', () => {
  it('verifies the current email (verify_email) and lists Sam with a mobile number only', async () => {
    const { world, advance } = testWorld('unverified-email');
    const user = await call(world, 'GET', '/user');
    expect(user.body.user).toMatchObject({ email: 'jordan.rivera@example.com', email_confirmed: false, isUncredentialed: false });
    const listed = await call(world, 'GET', '/user/profiles/list.json');
    const sam = (listed.body.profiles as { id: string; email: string | null; mobileNumber: string | null }[]).find((profile) => profile.id === 'prf_sam');
    expect(sam).toMatchObject({ email: null, mobileNumber: '+15125550173' });

    const init = await call(world, 'POST', '/user/verify_email/init', { body: { send_token: false, send_confirm_link: true, ...WEB } });
    expectContract('initEmailVerification', init);
    expect(init.body).toMatchObject({ message: 'We sent a confirmation link to jordan.rivera@example.com.', polling_interval_seconds: 5 });
    // The resend is offered 15 s after the message: earlier is error code 50.
    advance(10_000);
    expect((await call(world, 'POST', '/user/change_email/resend')).body).toMatchObject({ error_code: 50 });
    advance(5_000);
    expect((await call(world, 'POST', '/user/change_email/resend')).body).toEqual({ status: 'SUCCESS' });

    expect((await call(world, 'POST', '/user/verify_email/poll')).body).toEqual({ status: 'PENDING' });
    // The dev control (POST /__mocks/verification/complete): the next poll succeeds.
    expect(completeVerification(world)).toBe(true);
    expect((await call(world, 'POST', '/user/verify_email/poll')).body).toEqual({ status: 'SUCCESS' });
    expect((await call(world, 'GET', '/user')).body.user).toMatchObject({ email_confirmed: true });

    // Removing the mobile-only profile's number: nothing to poll, the number is gone.
    const removed = await call(world, 'POST', '/user/change_mobile_number/init', {
      body: { profile_id: 'prf_sam', mobile_number: '', ...WEB, send_confirm_link: false, send_token: false },
    });
    expectContract('initMobileNumberChange', removed);
    expect(removed.body).toEqual({ status: 'SUCCESS' });
  });
});
