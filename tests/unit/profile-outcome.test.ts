import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createRestClients } from '../../app/api/rest/clients.ts';
import { currentUserCall, MESSAGE_ALREADY_SENT, profileCall } from '../../app/api/rest/profile-outcome.ts';
import { TEST_ORIGIN, setupTestMockServer } from '../support/msw.ts';

const server = setupTestMockServer();
const { profile } = createRestClients({
  profileBaseUrl: TEST_ORIGIN,
  billingBaseUrl: TEST_ORIGIN,
  playbackBaseUrl: TEST_ORIGIN,
});

const emailInit = () =>
  profileCall(
    () =>
      profile.POST('/user/change_email/init', {
        body: {
          profile_id: 'p-1',
          email: 'sam@example.com',
          device: 'web',
          device_ident: 'web-3f9a2c',
          send_token: false,
          send_confirm_link: true,
        },
      }),
    'Unable to save email.',
  );

describe('profile response handling', () => {
  it('succeeds on status SUCCESS', async () => {
    server.use(
      http.post(`${TEST_ORIGIN}/user/change_email/init`, () =>
        HttpResponse.json({ status: 'SUCCESS', polling_interval_seconds: 5, can_resend: true }),
      ),
    );
    expect(await emailInit()).toEqual({
      kind: 'success',
      data: { status: 'SUCCESS', polling_interval_seconds: 5, can_resend: true },
    });
  });

  it('keeps error code 50 ("a message was already sent") with its polling hints', async () => {
    server.use(
      http.post(`${TEST_ORIGIN}/user/change_email/init`, () =>
        HttpResponse.json(
          {
            status: 'FAILURE',
            message: 'A message was already sent.',
            error_code: 50,
            polling_interval_seconds: 5,
            can_resend: false,
          },
          { status: 409 },
        ),
      ),
    );
    expect(await emailInit()).toEqual({
      kind: 'failure',
      message: 'A message was already sent.',
      errorCode: MESSAGE_ALREADY_SENT,
      pollingIntervalSeconds: 5,
      canResend: false,
    });
  });

  it("surfaces the server's message when a call fails", async () => {
    server.use(
      http.post(`${TEST_ORIGIN}/user/profiles/delete.json`, () =>
        HttpResponse.json({ status: 'FAILURE', message: 'The primary profile cannot be deleted.' }, { status: 403 }),
      ),
    );
    const outcome = await profileCall(
      () => profile.POST('/user/profiles/delete.json', { body: { id: 'p-1' } }),
      'Unable to delete profile.',
    );
    expect(outcome).toEqual({ kind: 'failure', message: 'The primary profile cannot be deleted.' });
  });

  it("uses the screen's own message when the server gives none", async () => {
    server.use(http.get(`${TEST_ORIGIN}/user/avatars`, () => new HttpResponse('upstream down', { status: 503 })));
    const outcome = await profileCall(() => profile.GET('/user/avatars'), 'Unable to load avatars.');
    expect(outcome).toEqual({ kind: 'failure', message: 'Unable to load avatars.' });
  });

  it('does not treat an OK response without SUCCESS as success', async () => {
    server.use(
      http.get(`${TEST_ORIGIN}/user/profiles/list.json`, () =>
        HttpResponse.json({ status: 'FAILURE', message: 'Profiles are being migrated.' }),
      ),
    );
    const outcome = await profileCall(() => profile.GET('/user/profiles/list.json'), 'Unable to load profiles');
    expect(outcome).toEqual({ kind: 'failure', message: 'Profiles are being migrated.' });
  });

  it('reports a verification poll that is still waiting as pending', async () => {
    server.use(http.post(`${TEST_ORIGIN}/user/change_email/poll`, () => HttpResponse.json({ status: 'PENDING' })));
    const outcome = await profileCall(() => profile.POST('/user/change_email/poll'), 'Unable to verify email.');
    expect(outcome).toEqual({ kind: 'pending', data: { status: 'PENDING' } });
  });

  it("shows a network failure's own message", async () => {
    server.use(http.get(`${TEST_ORIGIN}/user`, () => HttpResponse.error()));
    const outcome = await profileCall(() => profile.GET('/user'), 'There was an error retrieving Profile information.');
    expect(outcome.kind).toBe('failure');
    expect(outcome).toMatchObject({ message: expect.stringMatching(/fetch/i) });
    expect(outcome).not.toMatchObject({ message: 'There was an error retrieving Profile information.' });
  });
});

describe('GET /user handling', () => {
  const getUser = () => currentUserCall(() => profile.GET('/user'));

  it('reads the user on SUCCESS', async () => {
    const images = { s: 'https://example.com/s.png', m: 'https://example.com/m.png', l: 'https://example.com/l.png' };
    const user = { id: 'u1', userId: 'u1', name: 'Jordan Rivera', displayName: 'Jordan', email: null, email_confirmed: false, mobileNumber: null, isUncredentialed: true, images };
    server.use(http.get(`${TEST_ORIGIN}/user`, () => HttpResponse.json({ status: 'SUCCESS', user })));
    const outcome = await getUser();
    expect(outcome.kind).toBe('success');
    if (outcome.kind === 'success') expect(outcome.data.user.name).toBe('Jordan Rivera');
  });

  it("shows 'Oops! We could not find the requested user.' when the session's user is gone (404)", async () => {
    server.use(http.get(`${TEST_ORIGIN}/user`, () => HttpResponse.json({ status: 'FAILURE', message: 'No such user' }, { status: 404 })));
    expect(await getUser()).toEqual({ kind: 'not-found', message: 'Oops! We could not find the requested user.' });
  });

  it('puts the profile-information failure text before the server message', async () => {
    server.use(http.get(`${TEST_ORIGIN}/user`, () => HttpResponse.json({ status: 'FAILURE', message: 'Try later.' }, { status: 500 })));
    expect(await getUser()).toEqual({ kind: 'failure', message: 'There was an error retrieving Profile information. Try later.' });
  });
});
