import { beforeAll, describe, expect, it } from 'vitest';
import { loadValidators } from '../../common/openapi/contracts.ts';
import { completeVerification, POLLS_UNTIL_VERIFIED } from '../../mocks/rest/profile.ts';
import type { World } from '../../mocks/db/world.ts';
import { validateResponse } from '../../common/openapi/validate-response.ts';
import { call, send, request, testWorld, ORIGIN, type CallResult } from './support/rest-calls.ts';

/** The code a pending mobile verification expects (what the texted message would carry). */
const pendingVerificationToken = (world: World): string | null => world.account.verification?.token ?? null;

interface ProfileBody {
  id: string;
  name: string;
  avatar: { name: string; images: { s: string } };
  primary: boolean;
  loggedIn: boolean;
  email: string | null;
  mobileNumber: string | null;
}

function profilesOf(result: CallResult): ProfileBody[] {
  return result.body.profiles as ProfileBody[];
}

const WEB = { device: 'web', device_ident: 'web-3f9a2c7b' } as const;

function expectContract(operationId: string, result: CallResult) {
  const check = validateResponse(operationId, result.response);
  expect(check.problems).toEqual([]);
}

// The contracts' validators load on first use, and this file validates answers itself (the bound only guards a hang:
// the module is ≈ 1.7 MB of source to transform).
beforeAll(loadValidators, 600_000);

describe('profiles', () => {
  it('creates, lists, renames and deletes a profile', async () => {
    const { world } = testWorld();
    const before = await call(world, 'GET', '/user/profiles/list.json');
    expect(before.status).toBe(200);
    expect(profilesOf(before).map((profile) => profile.id)).toEqual(['prf_jordan', 'prf_sam', 'prf_kids']);
    expect(before.body.additionalProfilesAllowed).toBe(2);

    const created = await call(world, 'POST', '/user/profiles/create.json', { body: { name: 'Grandma', avatar_name: 'fox' } });
    expectContract('createProfile', created);
    const profile = created.body.profile as ProfileBody;
    expect(profile).toMatchObject({ name: 'Grandma', primary: false, loggedIn: false, email: null, mobileNumber: null });
    expect(profile.avatar.name).toBe('fox');
    expect(profile.avatar.images.s.startsWith(`${ORIGIN}/`)).toBe(true);

    const listed = await call(world, 'GET', '/user/profiles/list.json');
    expect(profilesOf(listed).map((item) => item.name)).toContain('Grandma');
    expect(listed.body.additionalProfilesAllowed).toBe(1);

    const renamed = await call(world, 'POST', '/user/profiles/update.json', { body: { id: profile.id, name: 'Nana' } });
    expectContract('updateProfile', renamed);
    expect(renamed.body.profile).toMatchObject({ id: profile.id, name: 'Nana', avatar: { name: 'fox' } });

    const deleted = await call(world, 'POST', '/user/profiles/delete.json', { body: { id: profile.id } });
    expect(deleted.status).toBe(200);
    const after = await call(world, 'GET', '/user/profiles/list.json');
    expect(profilesOf(after).map((item) => item.id)).toEqual(['prf_jordan', 'prf_sam', 'prf_kids']);
    expect(after.body.additionalProfilesAllowed).toBe(2);
  });

  it('refuses a profile beyond the cap with 403 and says so in the list', async () => {
    const { world } = testWorld();
    await call(world, 'POST', '/user/profiles/create.json', { body: { name: 'Four', avatar_name: 'fox' } });
    await call(world, 'POST', '/user/profiles/create.json', { body: { name: 'Five', avatar_name: 'fox' } });
    const refused = await call(world, 'POST', '/user/profiles/create.json', { body: { name: 'Six', avatar_name: 'fox' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: 'FAILURE', message: 'No more profiles can be added to this account.' });
    const listed = await call(world, 'GET', '/user/profiles/list.json');
    expect(listed.body).toMatchObject({ additionalProfilesAllowed: 0, message: 'No more profiles can be added to this account.' });
  });

  it('never deletes the primary profile and answers 404 for an unknown one', async () => {
    const { world } = testWorld();
    const primary = await call(world, 'POST', '/user/profiles/delete.json', { body: { id: 'prf_jordan' } });
    expect(primary.status).toBe(403);
    expect(primary.body.message).toBe('The primary profile cannot be deleted.');
    const unknown = await call(world, 'POST', '/user/profiles/delete.json', { body: { id: 'prf_nobody' } });
    expect(unknown.status).toBe(404);
    expectContract('deleteProfile', unknown);
  });

  it('updates only the fields sent and rejects an unknown avatar', async () => {
    const { world } = testWorld();
    const updated = await call(world, 'POST', '/user/profiles/update.json', { body: { id: 'prf_sam', avatar_name: 'robot' } });
    expect(updated.body.profile).toMatchObject({ name: 'Sam', avatar: { name: 'robot' }, email: 'sam.rivera@example.com' });
    const unknownAvatar = await call(world, 'POST', '/user/profiles/update.json', { body: { id: 'prf_sam', avatar_name: 'no-such-avatar' } });
    expect(unknownAvatar.status).toBe(400);
    expect(unknownAvatar.body.message).toBe('Unable to save profile.');
  });

  it('switches the logged-in profile, which the user images follow', async () => {
    const { world } = testWorld();
    const switched = await call(world, 'POST', '/user/profiles/switch.json', { body: { id: 'prf_sam' } });
    expect(switched.body).toEqual({ status: 'SUCCESS' });
    const listed = await call(world, 'GET', '/user/profiles/list.json');
    expect(profilesOf(listed).filter((profile) => profile.loggedIn).map((profile) => profile.id)).toEqual(['prf_sam']);
    const user = await call(world, 'GET', '/user');
    expect((user.body.user as { images: { s: string } }).images.s).toContain('/fox/');
    const unknown = await call(world, 'POST', '/user/profiles/switch.json', { body: { id: 'prf_nobody' } });
    expect(unknown.status).toBe(404);
  });

  it('lists the avatars with absolute image URLs', async () => {
    const { world } = testWorld();
    const avatars = await call(world, 'GET', '/user/avatars');
    expectContract('listAvatars', avatars);
    const names = (avatars.body.avatars as { name: string }[]).map((avatar) => avatar.name);
    expect(names).toEqual(expect.arrayContaining(['astronaut', 'fox', 'robot']));
  });
});

describe('sign-in information', () => {
  it('changes the email: init, PENDING polls, completeVerification, SUCCESS, and GET /user shows it', async () => {
    const { world } = testWorld();
    const init = await call(world, 'POST', '/user/change_email/init', {
      body: { profile_id: 'prf_jordan', email: 'jordan@new.example.com', ...WEB, send_token: false, send_confirm_link: true },
    });
    expectContract('initEmailChange', init);
    expect(init.body).toMatchObject({ status: 'SUCCESS', polling_interval_seconds: 5, can_resend: true });

    const pending = await call(world, 'POST', '/user/change_email/poll');
    expect(pending.body).toEqual({ status: 'PENDING' });

    const again = await call(world, 'POST', '/user/change_email/init', {
      body: { profile_id: 'prf_jordan', email: 'jordan@new.example.com', ...WEB, send_token: false, send_confirm_link: true },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 'FAILURE', error_code: 50, message: 'A message was already sent.', polling_interval_seconds: 5 });
    expectContract('initEmailChange', again);

    expect(completeVerification(world)).toBe(true);
    const verified = await call(world, 'POST', '/user/change_email/poll');
    expect(verified.body).toEqual({ status: 'SUCCESS' });

    const user = await call(world, 'GET', '/user');
    expect(user.body.user).toMatchObject({ email: 'jordan@new.example.com', email_confirmed: true });
    const listed = await call(world, 'GET', '/user/profiles/list.json');
    expect(profilesOf(listed)[0]?.email).toBe('jordan@new.example.com');

    const afterwards = await call(world, 'POST', '/user/change_email/poll');
    expect(afterwards.status).toBe(409);
    expect(afterwards.body.message).toBe('Unable to verify email.');
  });

  it('keeps the current email and number until a poll reports SUCCESS (init and confirm save nothing)', async () => {
    const { world } = testWorld();
    const samOf = async () => profilesOf(await call(world, 'GET', '/user/profiles/list.json')).find((profile) => profile.id === 'prf_sam');
    const init = await call(world, 'POST', '/user/change_email/init', {
      body: { profile_id: 'prf_sam', email: 'sam@new.example.com', ...WEB, send_token: false, send_confirm_link: true },
    });
    expect(init.body).toMatchObject({ status: 'SUCCESS', polling_interval_seconds: 5 });
    expect((await samOf())?.email).toBe('sam.rivera@example.com');
    expect((await call(world, 'POST', '/user/change_email/poll')).body).toEqual({ status: 'PENDING' });
    expect((await samOf())?.email).toBe('sam.rivera@example.com');
    completeVerification(world);
    expect((await call(world, 'POST', '/user/change_email/poll')).body).toEqual({ status: 'SUCCESS' });
    expect((await samOf())?.email).toBe('sam@new.example.com');

    await call(world, 'POST', '/user/change_mobile_number/init', {
      body: { profile_id: 'prf_jordan', mobile_number: '+15125550199', ...WEB, send_confirm_link: false, send_token: true },
    });
    const jordan = async () => (await call(world, 'GET', '/user')).body.user as { mobileNumber: string | null };
    expect((await jordan()).mobileNumber).toBe('+15125550148');
    await call(world, 'POST', '/user/change_mobile_number/confirm', { body: { token: pendingVerificationToken(world) ?? '' } });
    expect((await jordan()).mobileNumber).toBe('+15125550148');
    expect((await call(world, 'POST', '/user/change_mobile_number/poll')).body).toEqual({ status: 'SUCCESS' });
    expect((await jordan()).mobileNumber).toBe('+15125550199');
  });

  it('refuses to verify the email of a user who has none with the documented 403', async () => {
    const { world } = testWorld('emailless');
    expect(world.account.user.email).toBeNull();
    const refused = await call(world, 'POST', '/user/verify_email/init', { body: { send_token: false, send_confirm_link: true, ...WEB } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: 'FAILURE', message: 'Please enter an email.' });
    expectContract('initEmailVerification', refused);
    expect(world.account.verification).toBeNull();
    expect((await call(world, 'POST', '/user/verify_email/poll')).status).toBe(409);
  });

  it('verifies on its own after the server-given number of polls', async () => {
    const { world } = testWorld();
    await call(world, 'POST', '/user/verify_email/init', { body: { send_token: false, send_confirm_link: true, ...WEB } });
    const statuses: unknown[] = [];
    for (let poll = 0; poll <= POLLS_UNTIL_VERIFIED; poll += 1) statuses.push((await call(world, 'POST', '/user/verify_email/poll')).body.status);
    expect(statuses).toEqual([...Array<string>(POLLS_UNTIL_VERIFIED).fill('PENDING'), 'SUCCESS']);
  });

  it('changes a mobile number with the texted code', async () => {
    const { world } = testWorld();
    const init = await call(world, 'POST', '/user/change_mobile_number/init', {
      body: { profile_id: 'prf_sam', mobile_number: '+15125550199', ...WEB, send_confirm_link: false, send_token: true },
    });
    expect(init.body).toMatchObject({ status: 'SUCCESS', message: 'We texted a 6-digit code to (512) 555-0199.' });
    const token = pendingVerificationToken(world) ?? '';
    expect(token).toMatch(/^[0-9]{6}$/);
    const wrong = await call(world, 'POST', '/user/change_mobile_number/confirm', { body: { token: token === '000000' ? '111111' : '000000' } });
    expect(wrong.status).toBe(403);
    const confirmed = await call(world, 'POST', '/user/change_mobile_number/confirm', { body: { token } });
    expect(confirmed.body).toEqual({ status: 'SUCCESS' });
    const poll = await call(world, 'POST', '/user/change_mobile_number/poll');
    expect(poll.body).toEqual({ status: 'SUCCESS' });
    const listed = await call(world, 'GET', '/user/profiles/list.json');
    expect(profilesOf(listed).find((profile) => profile.id === 'prf_sam')?.mobileNumber).toBe('+15125550199');
  });

  it('removes sign-in information of a non-primary profile only', async () => {
    const { world } = testWorld();
    const removed = await call(world, 'POST', '/user/change_email/init', {
      body: { profile_id: 'prf_sam', email: '', ...WEB, send_token: false, send_confirm_link: false },
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ status: 'SUCCESS' });
    expectContract('initEmailChange', removed);
    const listed = await call(world, 'GET', '/user/profiles/list.json');
    expect(profilesOf(listed).find((profile) => profile.id === 'prf_sam')?.email).toBeNull();

    const primary = await call(world, 'POST', '/user/change_email/init', {
      body: { profile_id: 'prf_jordan', email: '', ...WEB, send_token: false, send_confirm_link: false },
    });
    expect(primary.status).toBe(403);
    expect(primary.body.message).toBe('Please enter an email.');
    const nothing = await call(world, 'POST', '/user/change_mobile_number/init', {
      body: { profile_id: 'prf_kids', mobile_number: '', ...WEB, send_confirm_link: false, send_token: false },
    });
    expect(nothing.status).toBe(403);
    const poll = await call(world, 'POST', '/user/change_email/poll');
    expect(poll.status).toBe(409);
  });

  it('allows a resend only 15 seconds after the message', async () => {
    const { world, advance } = testWorld();
    await call(world, 'POST', '/user/change_email/init', {
      body: { profile_id: 'prf_sam', email: 'sam@new.example.com', ...WEB, send_token: false, send_confirm_link: true },
    });
    const early = await call(world, 'POST', '/user/change_email/resend');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error_code: 50 });
    advance(16_000);
    const resent = await call(world, 'POST', '/user/change_email/resend', { body: {} });
    expect(resent.body).toEqual({ status: 'SUCCESS' });
    const nothingPending = await call(world, 'POST', '/user/change_mobile_number/resend', { body: { voice: true } });
    expect(nothingPending.status).toBe(409);
    expect(nothingPending.body.message).toBe('We were unable to send a message/code.');
  });

  it('refuses a device_ident whose kind differs from device, and edits on a deactivated account', async () => {
    const { world } = testWorld();
    const mismatch = await call(world, 'POST', '/user/change_email/init', {
      body: { profile_id: 'prf_sam', email: 'sam@new.example.com', device: 'web', device_ident: 'chromecast-9b41d2e0', send_token: true, send_confirm_link: false },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('Unable to save email.');
    const deactivated = testWorld('deactivated').world;
    const restricted = await call(deactivated, 'POST', '/user/change_email/init', {
      body: { profile_id: 'prf_jordan', email: 'jordan@new.example.com', ...WEB, send_token: true, send_confirm_link: false },
    });
    expect(restricted.status).toBe(403);
  });

  it('renames the user', async () => {
    const { world } = testWorld();
    const renamed = await call(world, 'PUT', '/user', { body: { name: 'Jordan A. Rivera' } });
    expect(renamed.body).toEqual({ status: 'SUCCESS' });
    const user = await call(world, 'GET', '/user');
    expectContract('getCurrentUser', user);
    expect(user.body.user).toMatchObject({ name: 'Jordan A. Rivera', id: 'usr_4f2c9a61', userId: 'usr_4f2c9a61' });
  });
});

describe('devices, Smart TV link and geo check', () => {
  it('lists the devices and signs out the chosen ones, never the current one', async () => {
    const { world } = testWorld();
    const listed = await call(world, 'GET', '/user/devices');
    expectContract('listSignedInDevices', listed);
    const idents = ((listed.body.result as { deviceList: { deviceIdent: string }[] }).deviceList).map((device) => device.deviceIdent);
    expect(idents).toEqual(expect.arrayContaining(['web-3f9a2c7b', 'roku-7F2C91AB']));

    const selected = await call(world, 'POST', '/billing/logout_devices?device_idents=roku-7F2C91AB,web-3f9a2c7b');
    expect(selected.body).toEqual({ success: true, result: { deviceIdents: ['roku-7F2C91AB'] } });
    const unknown = await call(world, 'POST', '/billing/logout_devices?device_idents=roku-0000DEAD');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, errors: [{ code: 1004, message: 'Unknown device: roku-0000DEAD' }] });

    const allOthers = await call(world, 'POST', '/billing/logout_devices');
    expect((allOthers.body.result as { deviceIdents: string[] }).deviceIdents).not.toContain('web-3f9a2c7b');
    const remaining = await call(world, 'GET', '/user/devices');
    expect((remaining.body.result as { deviceList: { deviceIdent: string }[] }).deviceList.map((device) => device.deviceIdent)).toEqual(['web-3f9a2c7b']);
  });

  it('signs a TV in once through its link and refuses used, expired and unknown links', async () => {
    const { world } = testWorld();
    const linked = await call(world, 'POST', '/user/device_link/TV1234');
    expect(linked.status).toBe(303);
    expect(linked.headers.location).toBe('/player/mytv');
    expectContract('linkSmartTv', linked);
    const devices = await call(world, 'GET', '/user/devices');
    expect((devices.body.result as { deviceList: { type: string }[] }).deviceList.some((device) => device.type === 'samsungtv')).toBe(true);
    expect((await call(world, 'POST', '/user/device_link/TV1234')).status).toBe(403);
    expect((await call(world, 'POST', '/user/device_link/TVEXPIRED1')).status).toBe(404);
    expect((await call(world, 'POST', '/user/device_link/NoSuchToken')).status).toBe(404);
    const malformed = await call(world, 'POST', '/user/device_link/ab');
    expect(malformed.status).toBe(400);
    expectContract('linkSmartTv', malformed);
  });

  it("answers a failing link service with the documented 500 and the client's text", async () => {
    const { world } = testWorld();
    world.account.deviceLinkTokens = undefined as unknown as Record<string, 'valid'>;
    const failed = await call(world, 'POST', '/user/device_link/TV1234');
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ status: 'FAILURE', message: 'Something went wrong' });
    expect(validateResponse('linkSmartTv', failed.response)).toMatchObject({ ok: true, documentedAs: '500' });
  });

  it('passes the geo check signed out, fails it with the geo-fail fault, and takes no parameters', async () => {
    const { world } = testWorld();
    const pass = await call(world, 'GET', '/geo/check', { signedIn: false });
    expect(pass.body).toEqual({ status: 'PASS', country: 'US' });
    const withQuery = await call(world, 'GET', '/geo/check?country=US', { signedIn: false });
    expect(withQuery.status).toBe(400);
    const failing = testWorld('core-subscriber', { checkGeoFence: [{ kind: 'geo-fail' }] }).world;
    expect((await call(failing, 'GET', '/geo/check')).body.status).toBe('FAIL');
  });
});

describe('profile faults', () => {
  it('answers error_code 50 with polling hints for a profile-error fault on an init', async () => {
    const { world } = testWorld('core-subscriber', { initMobileNumberChange: [{ kind: 'profile-error', code: 50 }] });
    const result = await call(world, 'POST', '/user/change_mobile_number/init', {
      body: { profile_id: 'prf_sam', mobile_number: '+15125550199', ...WEB, send_confirm_link: false, send_token: true },
    });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ status: 'FAILURE', error_code: 50, message: 'A message was already sent.', can_resend: false });
    expectContract('initMobileNumberChange', result);
  });

  it('answers 401 for a missing cookie or the unauthorized fault, and honours network and delay faults', async () => {
    const { world } = testWorld();
    const signedOut = await call(world, 'GET', '/user/profiles/list.json', { signedIn: false });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({
      status: 'FAILURE',
      message: 'You have been logged out of this session. Please log in again to continue.',
    });
    const expired = testWorld('core-subscriber', { getCurrentUser: [{ kind: 'unauthorized' }] }).world;
    expect((await call(expired, 'GET', '/user')).status).toBe(401);
    const dropped = testWorld('core-subscriber', { listAvatars: [{ kind: 'network' }] }).world;
    expect((await send(dropped, request('GET', '/user/avatars'))).response.networkError).toBe(true);
    const slow = testWorld('core-subscriber', { '*': [{ kind: 'delay', ms: 1500 }] }).world;
    const delayed = await call(slow, 'GET', '/user/avatars');
    expect(delayed.response.delayMs).toBe(1500);
    expect(delayed.status).toBe(200);
    const devicesDown = testWorld('core-subscriber', { listSignedInDevices: [{ kind: 'status', status: 500 }] }).world;
    const down = await call(devicesDown, 'GET', '/user/devices');
    expect(down.status).toBe(500);
    expect(down.body).toMatchObject({ success: false, errors: [{ code: 1500 }] });
  });
});
