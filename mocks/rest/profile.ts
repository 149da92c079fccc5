/**
 * The profile contract's `/user` operations (profile.yaml): profiles and avatars, sign-in information
 * with its verification flows (init → PENDING polls → SUCCESS, resend, mobile confirm, removal), and
 * the signed-in user. Devices, the Smart TV link and the geo check are in devices.ts.
 */
import { json, type MockRequest, type MockResponse } from '../core/exchange.ts';
import { hasFastPlan } from '../db/access.ts';
import type { PendingVerification, Profile, World } from '../db/world.ts';
import {
  failure,
  MESSAGE_ALREADY_SENT,
  profileReply,
  type ProfileRequest,
  type ProfileSchemas,
} from './responses.ts';
import type { RequestIssue } from '../../common/openapi/validate-request.ts';
import { envelopeOf } from './responses.ts';
import type { ErrorWording } from './wording.ts';
import { bytesFrom, isoDateTime } from './util.ts';

type User = ProfileSchemas['User'];

/** Seconds between polls the server asks for. */
export const POLLING_INTERVAL_SECONDS = 5;
/** Polls answered PENDING before a verification succeeds on its own (a link "opened" by then). */
export const POLLS_UNTIL_VERIFIED = 3;
/** A resend is allowed this long after the last message (the client offers it after 15 s). */
export const RESEND_AFTER_MS = 15_000;
/** A verification nobody finished expires after this long; a new init then starts afresh. */
export const VERIFICATION_TTL_MS = 30 * 60_000;

const TEXT = {
  profilesAtCap: 'No more profiles can be added to this account.',
  profileNotFound: 'Profile not found.',
  primaryNotDeletable: 'The primary profile cannot be deleted.',
  createFailed: 'Unable to create profile.',
  saveFailed: 'Unable to save profile.',
  enterName: 'Please enter a name.',
  enterEmail: 'Please enter an email.',
  validEmail: 'Please enter a valid email.',
  saveEmailFailed: 'Unable to save email.',
  validMobile: 'Please enter a valid mobile number.',
  updateMobileFailed: 'Unable to update mobile number.',
  validToken: 'Please enter a valid token.',
  verifyEmailFailed: 'Unable to verify email.',
  verifyMobileFailed: 'Unable to verify mobile number.',
  sendFailed: 'We were unable to send a message/code.',
  restricted: 'Sign-in information cannot be changed while your account is deactivated.',
} as const;

function now(world: World): Date {
  return world.clock.now();
}

function changed(world: World): void {
  world.events.emit('accountChanged', {});
}

function profileView(world: World, profile: Profile): Profile {
  return { ...profile, loggedIn: profile.id === world.account.activeProfileId };
}

function findProfile(world: World, id: string): Profile | undefined {
  return world.account.profiles.find((profile) => profile.id === id);
}

function primaryProfile(world: World): Profile | undefined {
  return world.account.profiles.find((profile) => profile.primary) ?? world.account.profiles[0];
}

function additionalProfilesAllowed(world: World): number {
  return Math.max(0, world.account.maxProfiles - world.account.profiles.length);
}

/** Deactivated accounts without free access cannot edit sign-in information. */
function isRestricted(world: World): boolean {
  return world.account.billing.fsmState === 'deactivated' && !hasFastPlan(world.account);
}

function newProfileId(world: World, name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 24) || 'profile';
  // An id is never handed out twice in a world: a client still holding a deleted profile's id must
  // get 404, not act on the next profile created with the same name.
  const taken = (candidate: string) => findProfile(world, candidate) !== undefined || (world.account.retiredProfileIds ?? []).includes(candidate);
  let id = `prf_${slug}`;
  for (let n = 2; taken(id); n += 1) id = `prf_${slug}_${n}`;
  return id;
}

/**
 * The 400 message for a malformed profile/user request: the client's own wording where the spec
 * has one ('Please enter a valid email.'), otherwise the validator's sentence (`body.id is required`).
 */
export function profileValidationMessage(operationId: string, issue: RequestIssue): string {
  if (issue.keyword === 'parse') return 'The request body is not valid JSON.';
  const field = issue.field;
  if (field === 'body.email' && issue.keyword !== 'type' && issue.keyword !== 'required') return TEXT.validEmail;
  if (field === 'body.mobile_number' && issue.keyword !== 'required') return TEXT.validMobile;
  if (field === 'body.token' && operationId === 'confirmMobileNumberChange' && issue.keyword !== 'required') return TEXT.validToken;
  if (field === 'body.name' && (issue.keyword === 'minLength' || issue.keyword === 'pattern')) return TEXT.enterName;
  if (operationId === 'updateProfile' && issue.keyword === 'minProperties') return TEXT.saveFailed;
  if (field === 'body.device_ident' || field === 'body.device') {
    if (operationId === 'initEmailChange') return TEXT.saveEmailFailed;
    if (operationId === 'initMobileNumberChange') return TEXT.updateMobileFailed;
    if (operationId === 'initEmailVerification') return TEXT.verifyEmailFailed;
  }
  return issue.message;
}

// ---------------------------------------------------------------------------------------------------
// Profiles
// ---------------------------------------------------------------------------------------------------

export function listProfiles(world: World): MockResponse {
  const allowed = additionalProfilesAllowed(world);
  return profileReply('listProfiles', 200, {
    status: 'SUCCESS',
    profiles: world.account.profiles.map((profile) => profileView(world, profile)),
    additionalProfilesAllowed: allowed,
    ...(allowed === 0 ? { message: TEXT.profilesAtCap } : {}),
  });
}

export function switchProfile(world: World, request: MockRequest): MockResponse {
  const { id } = request.body as ProfileRequest<'switchProfile'>;
  const profile = findProfile(world, id);
  if (!profile) return profileReply('switchProfile', 404, failure(TEXT.profileNotFound));
  if (world.account.activeProfileId !== id) {
    world.account.activeProfileId = id;
    for (const candidate of world.account.profiles) candidate.loggedIn = candidate.id === id;
    changed(world);
  }
  return profileReply('switchProfile', 200, { status: 'SUCCESS' });
}

export function listAvatars(world: World): MockResponse {
  return profileReply('listAvatars', 200, { status: 'SUCCESS', avatars: world.catalog.avatars });
}

export function createProfile(world: World, request: MockRequest): MockResponse {
  const body = request.body as ProfileRequest<'createProfile'>;
  const avatar = world.catalog.avatars.find((candidate) => candidate.name === body.avatar_name);
  if (!avatar) return profileReply('createProfile', 400, failure(TEXT.createFailed));
  if (additionalProfilesAllowed(world) === 0) return profileReply('createProfile', 403, failure(TEXT.profilesAtCap));
  const profile: Profile = {
    id: newProfileId(world, body.name),
    name: body.name,
    avatar,
    primary: false,
    loggedIn: false,
    email: null,
    mobileNumber: null,
  };
  world.account.profiles.push(profile);
  changed(world);
  return profileReply('createProfile', 200, { status: 'SUCCESS', profile: profileView(world, profile) });
}

export function updateProfile(world: World, request: MockRequest): MockResponse {
  const body = request.body as ProfileRequest<'updateProfile'>;
  const profile = findProfile(world, body.id);
  if (!profile) return profileReply('updateProfile', 404, failure(TEXT.profileNotFound));
  if (body.name === undefined && body.avatar_name === undefined) return profileReply('updateProfile', 400, failure(TEXT.saveFailed));
  if (body.avatar_name !== undefined) {
    const avatar = world.catalog.avatars.find((candidate) => candidate.name === body.avatar_name);
    if (!avatar) return profileReply('updateProfile', 400, failure(TEXT.saveFailed));
    profile.avatar = avatar;
  }
  if (body.name !== undefined) profile.name = body.name;
  changed(world);
  return profileReply('updateProfile', 200, { status: 'SUCCESS', profile: profileView(world, profile) });
}

export function deleteProfile(world: World, request: MockRequest): MockResponse {
  const { id } = request.body as ProfileRequest<'deleteProfile'>;
  const profile = findProfile(world, id);
  if (!profile) return profileReply('deleteProfile', 404, failure(TEXT.profileNotFound));
  if (profile.primary) return profileReply('deleteProfile', 403, failure(TEXT.primaryNotDeletable));
  world.account.profiles = world.account.profiles.filter((candidate) => candidate.id !== id);
  world.account.retiredProfileIds = [...(world.account.retiredProfileIds ?? []), id];
  if (world.account.verification?.profileId === id) world.account.verification = null;
  if (world.account.activeProfileId === id) {
    const primary = primaryProfile(world);
    if (primary) {
      world.account.activeProfileId = primary.id;
      primary.loggedIn = true;
    }
  }
  changed(world);
  return profileReply('deleteProfile', 200, { status: 'SUCCESS' });
}

// ---------------------------------------------------------------------------------------------------
// Verification (email change, mobile number change, email verification)
// ---------------------------------------------------------------------------------------------------

type VerificationKind = PendingVerification['kind'];

function pending(world: World, kinds: readonly VerificationKind[]): PendingVerification | null {
  const verification = world.account.verification;
  if (!verification || !kinds.includes(verification.kind)) return null;
  if (now(world).getTime() - Date.parse(verification.sentAt) > VERIFICATION_TTL_MS) {
    world.account.verification = null;
    return null;
  }
  return verification;
}

function sixDigits(text: string): string {
  const bytes = bytesFrom(text, 4);
  const value = (((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)) >>> 0;
  return String(value % 1_000_000).padStart(6, '0');
}

function startVerification(world: World, kind: VerificationKind, profileId: string, value: string): PendingVerification {
  const sentAt = isoDateTime(now(world));
  const verification: PendingVerification = {
    kind,
    profileId,
    value,
    token: sixDigits(`${world.seed}|${kind}|${profileId}|${value}|${sentAt}`),
    pollsUntilVerified: POLLS_UNTIL_VERIFIED,
    pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
    sentAt,
  };
  world.account.verification = verification;
  changed(world);
  return verification;
}

function deviceMatches(device: string, deviceIdent: string): boolean {
  return deviceIdent.split('-')[0] === device;
}

function formatMobile(number: string): string {
  const digits = number.replace(/^\+1/, '');
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Applies a verified change to the profile (and to the user when it is the primary profile). */
function applyVerification(world: World, verification: PendingVerification): void {
  const { user } = world.account;
  const profile = findProfile(world, verification.profileId);
  switch (verification.kind) {
    case 'change_email':
      if (profile) profile.email = verification.value;
      if (!profile || profile.primary) {
        user.email = verification.value;
        user.emailConfirmed = true;
        user.isUncredentialed = false;
      }
      break;
    case 'verify_email':
      user.emailConfirmed = true;
      break;
    case 'change_mobile_number':
      if (profile) profile.mobileNumber = verification.value;
      if (!profile || profile.primary) user.mobileNumber = verification.value;
      break;
  }
}

type PollOperation = 'pollEmailChange' | 'pollMobileNumberChange' | 'pollEmailVerification';

function poll(world: World, operation: PollOperation, kind: VerificationKind, failText: string): MockResponse {
  const verification = pending(world, [kind]);
  if (!verification) return profileReply(operation, 409, failure(failText));
  if (verification.pollsUntilVerified > 0) {
    verification.pollsUntilVerified -= 1;
    changed(world);
    return profileReply(operation, 200, { status: 'PENDING' });
  }
  applyVerification(world, verification);
  world.account.verification = null;
  changed(world);
  return profileReply(operation, 200, { status: 'SUCCESS' });
}

/**
 * Dev control: the pending verification succeeds at the next poll (as if the link was opened or
 * the code confirmed). Returns false when nothing is pending.
 */
export function completeVerification(world: World): boolean {
  const verification = world.account.verification;
  if (!verification) return false;
  verification.pollsUntilVerified = 0;
  changed(world);
  return true;
}

export function initEmailChange(world: World, request: MockRequest): MockResponse {
  const body = request.body as ProfileRequest<'initEmailChange'>;
  if (!deviceMatches(body.device, body.device_ident)) return profileReply('initEmailChange', 400, failure(TEXT.saveEmailFailed));
  const profile = findProfile(world, body.profile_id);
  if (!profile) return profileReply('initEmailChange', 404, failure(TEXT.profileNotFound));
  if (isRestricted(world)) return profileReply('initEmailChange', 403, failure(TEXT.restricted));
  if (body.email === '') {
    if (profile.primary) return profileReply('initEmailChange', 403, failure(TEXT.enterEmail));
    if (!profile.email) return profileReply('initEmailChange', 403, failure(TEXT.saveEmailFailed));
    profile.email = null;
    if (world.account.verification?.profileId === profile.id && world.account.verification.kind === 'change_email') {
      world.account.verification = null;
    }
    changed(world);
    return profileReply('initEmailChange', 200, { status: 'SUCCESS' });
  }
  const current = pending(world, ['change_email']);
  if (current && current.profileId === profile.id) return profileReply('initEmailChange', 409, messageAlreadySentBody(world));
  const verification = startVerification(world, 'change_email', profile.id, body.email);
  return profileReply('initEmailChange', 200, {
    status: 'SUCCESS',
    message: body.send_confirm_link || !body.send_token
      ? `We sent a confirmation link to ${body.email}.`
      : `We sent a verification code to ${body.email}.`,
    polling_interval_seconds: verification.pollingIntervalSeconds,
    can_resend: true,
  });
}

export function pollEmailChange(world: World): MockResponse {
  return poll(world, 'pollEmailChange', 'change_email', TEXT.verifyEmailFailed);
}

type ResendOperation = 'resendEmailChange' | 'resendMobileNumberChange';

function resend(world: World, operation: ResendOperation, kinds: readonly VerificationKind[]): MockResponse {
  const verification = pending(world, kinds);
  if (!verification) return profileReply(operation, 409, failure(TEXT.sendFailed));
  if (now(world).getTime() - Date.parse(verification.sentAt) < RESEND_AFTER_MS) {
    return profileReply(operation, 409, failure(MESSAGE_ALREADY_SENT, 50));
  }
  verification.sentAt = isoDateTime(now(world));
  changed(world);
  return profileReply(operation, 200, { status: 'SUCCESS' });
}

export function resendEmailChange(world: World): MockResponse {
  return resend(world, 'resendEmailChange', ['change_email', 'verify_email']);
}

export function initMobileNumberChange(world: World, request: MockRequest): MockResponse {
  const body = request.body as ProfileRequest<'initMobileNumberChange'>;
  if (!deviceMatches(body.device, body.device_ident)) {
    return profileReply('initMobileNumberChange', 400, failure(TEXT.updateMobileFailed));
  }
  const profile = findProfile(world, body.profile_id);
  if (!profile) return profileReply('initMobileNumberChange', 404, failure(TEXT.profileNotFound));
  if (isRestricted(world)) return profileReply('initMobileNumberChange', 403, failure(TEXT.restricted));
  if (body.mobile_number === '') {
    if (profile.primary) return profileReply('initMobileNumberChange', 403, failure(TEXT.validMobile));
    if (!profile.mobileNumber) return profileReply('initMobileNumberChange', 403, failure(TEXT.updateMobileFailed));
    profile.mobileNumber = null;
    if (world.account.verification?.profileId === profile.id && world.account.verification.kind === 'change_mobile_number') {
      world.account.verification = null;
    }
    changed(world);
    return profileReply('initMobileNumberChange', 200, { status: 'SUCCESS' });
  }
  const current = pending(world, ['change_mobile_number']);
  if (current && current.profileId === profile.id) return profileReply('initMobileNumberChange', 409, messageAlreadySentBody(world));
  const verification = startVerification(world, 'change_mobile_number', profile.id, body.mobile_number);
  return profileReply('initMobileNumberChange', 200, {
    status: 'SUCCESS',
    message: body.send_token || !body.send_confirm_link
      ? `We texted a 6-digit code to ${formatMobile(body.mobile_number)}.`
      : `We texted a confirmation link to ${formatMobile(body.mobile_number)}.`,
    polling_interval_seconds: verification.pollingIntervalSeconds,
    can_resend: true,
  });
}

export function pollMobileNumberChange(world: World): MockResponse {
  return poll(world, 'pollMobileNumberChange', 'change_mobile_number', TEXT.verifyMobileFailed);
}

export function resendMobileNumberChange(world: World): MockResponse {
  return resend(world, 'resendMobileNumberChange', ['change_mobile_number']);
}

export function confirmMobileNumberChange(world: World, request: MockRequest): MockResponse {
  const { token } = request.body as ProfileRequest<'confirmMobileNumberChange'>;
  const verification = pending(world, ['change_mobile_number']);
  if (!verification) return profileReply('confirmMobileNumberChange', 409, failure(TEXT.verifyMobileFailed));
  if (token !== verification.token) return profileReply('confirmMobileNumberChange', 403, failure(TEXT.verifyMobileFailed));
  verification.pollsUntilVerified = 0;
  changed(world);
  return profileReply('confirmMobileNumberChange', 200, { status: 'SUCCESS' });
}

export function initEmailVerification(world: World, request: MockRequest): MockResponse {
  const body = request.body as ProfileRequest<'initEmailVerification'>;
  if (!deviceMatches(body.device, body.device_ident)) return profileReply('initEmailVerification', 400, failure(TEXT.verifyEmailFailed));
  const email = world.account.user.email;
  const primary = primaryProfile(world);
  // No email (signed in by mobile number): nothing to verify, forbidden by a rule.
  if (!email) return profileReply('initEmailVerification', 403, failure(TEXT.enterEmail));
  if (!primary) return profileReply('initEmailVerification', 403, failure(TEXT.verifyEmailFailed));
  const current = pending(world, ['verify_email']);
  if (current) return profileReply('initEmailVerification', 409, messageAlreadySentBody(world));
  const verification = startVerification(world, 'verify_email', primary.id, '');
  return profileReply('initEmailVerification', 200, {
    status: 'SUCCESS',
    message: body.send_confirm_link || !body.send_token ? `We sent a confirmation link to ${email}.` : `We sent a verification code to ${email}.`,
    polling_interval_seconds: verification.pollingIntervalSeconds,
    can_resend: true,
  });
}

export function pollEmailVerification(world: World): MockResponse {
  return poll(world, 'pollEmailVerification', 'verify_email', TEXT.verifyEmailFailed);
}

// ---------------------------------------------------------------------------------------------------
// The user
// ---------------------------------------------------------------------------------------------------

export function userView(world: World): User {
  const { user } = world.account;
  const active = findProfile(world, world.account.activeProfileId) ?? primaryProfile(world);
  const fallbackImages = world.catalog.avatars[0]?.images ?? { s: '', m: '', l: '' };
  return {
    id: user.userId,
    userId: user.userId,
    name: user.name,
    displayName: user.displayName,
    email: user.email,
    email_confirmed: user.emailConfirmed,
    mobileNumber: user.mobileNumber,
    isUncredentialed: user.isUncredentialed,
    images: active?.avatar.images ?? fallbackImages,
  };
}

export function getCurrentUser(world: World): MockResponse {
  return profileReply('getCurrentUser', 200, { status: 'SUCCESS', user: userView(world) });
}

export function updateUserName(world: World, request: MockRequest): MockResponse {
  const { name } = request.body as ProfileRequest<'updateUserName'>;
  world.account.user.name = name;
  changed(world);
  return profileReply('updateUserName', 200, { status: 'SUCCESS' });
}

/** The 409 body for a repeated init (`error_code: 50`), for the profile-error fault. */
export function messageAlreadySentBody(world: World) {
  return {
    status: 'FAILURE' as const,
    message: MESSAGE_ALREADY_SENT,
    error_code: 50,
    polling_interval_seconds: world.account.verification?.pollingIntervalSeconds ?? POLLING_INTERVAL_SECONDS,
    can_resend: false,
  };
}

const VERIFICATION_INITS = new Set<string>(['initEmailChange', 'initMobileNumberChange', 'initEmailVerification']);
const RESENDS = new Set<string>(['resendEmailChange', 'resendMobileNumberChange']);

/** The FAILURE answer of a profile-error fault, or null when the operation documents no status for it. */
function profileErrorReply(world: World, operationId: string, statuses: readonly string[], code: number): MockResponse | null {
  const message = code === 50 ? MESSAGE_ALREADY_SENT : `Mock fault: error_code ${code}`;
  if (VERIFICATION_INITS.has(operationId)) return json(409, { ...messageAlreadySentBody(world), message, error_code: code });
  if (RESENDS.has(operationId)) return json(409, failure(message, code));
  const status = [409, 403, 400, 404].find((candidate) => statuses.includes(String(candidate)));
  return status === undefined ? null : json(status, failure(message, code));
}

/**
 * The profile contract's wording for the operations answering in the FAILURE envelope: the client's
 * own 400 texts, "a message was already sent" for a verification start, and the profile-error fault.
 */
export const profileWording: ErrorWording = {
  validationError(operation, issue) {
    if (envelopeOf(operation) !== 'failure') return null;
    return json(400, failure(profileValidationMessage(operation.operationId, issue)), { 'x-mock-detail': issue.message });
  },
  faultReply(world, operation, fault) {
    if (envelopeOf(operation) !== 'failure') return null;
    if (fault.kind === 'status' && fault.status === 409 && VERIFICATION_INITS.has(operation.operationId)) {
      return json(409, messageAlreadySentBody(world));
    }
    if (fault.kind === 'profile-error') return profileErrorReply(world, operation.operationId, operation.statuses, fault.code);
    return null;
  },
};
