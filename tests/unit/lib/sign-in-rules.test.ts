import { describe, expect, it } from 'vitest';
import {
  addEmailContinueEnabled,
  addEmailEnterSubmits,
  canRemoveSignIn,
  EMAIL_DEBOUNCE_MS,
  MOBILE_DEBOUNCE_MS,
  normalizeMobile,
  signInSubmitEnabled,
  TOKEN_DEBOUNCE_MS,
  validateEmail,
  validateMobile,
  validateToken,
  VERIFICATION_CODE_LENGTH,
  type SignInFieldStatus,
} from '../../../app/lib/account/sign-in-fields.ts';
import {
  initialProfileModal,
  initialSignIn,
  profileModalReducer,
  type ProfileModalEvent,
  type ProfileModalState,
} from '../../../app/features/account/logic/profile-modal.ts';
import {
  initialVerification,
  RESEND_AFTER_MS,
  verificationReducer,
  verificationTimers,
  type VerificationEvent,
  type VerificationState,
} from '../../../app/lib/account/verification.ts';

const valid = (value: string): SignInFieldStatus => ({ status: 'valid', value });
const error = (message: string): SignInFieldStatus => ({ status: 'error', message });
const UNCHANGED: SignInFieldStatus = { status: 'unchanged' };

describe('the sign-in timings', () => {
  it('debounces as the spec says: email and mobile 300 ms, the token 1000 ms; a code is 6 digits', () => {
    expect([EMAIL_DEBOUNCE_MS, MOBILE_DEBOUNCE_MS, TOKEN_DEBOUNCE_MS, VERIFICATION_CODE_LENGTH, RESEND_AFTER_MS]).toEqual([300, 300, 1000, 6, 15_000]);
  });
});

describe('the email rule', () => {
  const primary = { saved: 'jordan@example.com', savedConfirmed: true, primary: true };
  const unconfirmed = { ...primary, savedConfirmed: false };
  const other = { saved: 'sam@example.com', savedConfirmed: true, primary: false };
  const none = { saved: null, savedConfirmed: false, primary: false };
  it.each([
    ['the same email (any case, spaces) is unchanged', ' JORDAN@example.com ', primary, UNCHANGED],
    ['the same unconfirmed email is the verify status', 'jordan@example.com', unconfirmed, { status: 'verify', value: 'jordan@example.com' }],
    ['a new address is valid (trimmed)', '  new@example.org ', primary, valid('new@example.org')],
    ['upper case is fine', 'NEW@EXAMPLE.ORG', primary, valid('NEW@EXAMPLE.ORG')],
    ['empty on the primary profile', '', primary, error('Please enter an email.')],
    ['empty on another profile removes it', '  ', other, valid('')],
    ['empty where there was none is unchanged', '', none, UNCHANGED],
    ['no @', 'jordan.example.com', primary, error('Please enter a valid email.')],
    ['no dot in the domain', 'jordan@example', primary, error('Please enter a valid email.')],
    ['a space inside', 'jor dan@example.com', primary, error('Please enter a valid email.')],
    ['too long for the contract', `${'a'.repeat(250)}@example.com`, primary, error('Please enter a valid email.')],
  ] as const)('%s', (_what, input, context, expected) => expect(validateEmail(input, context)).toEqual(expected));
});

describe('the mobile number rule', () => {
  it.each([
    ['(512) 555-0148', '+15125550148'],
    ['512.555.0148', '+15125550148'],
    ['+1 512 555 0148', '+15125550148'],
    ['15125550148', '+15125550148'],
    ['', ''],
    ['512-555-014', null],
    ['112-555-0148', null],
    ['512-155-0148', null],
    ['512-555-0148 ext 2', null],
    ['+44 20 7946 0958', null],
  ])('normalizes %j to %j', (input, expected) => expect(normalizeMobile(input)).toBe(expected));

  it.each([
    ['the same number written differently is unchanged', '(512) 555-0148', { saved: '+15125550148', primary: true }, UNCHANGED],
    ['a new number is valid, normalized', '512 555 0199', { saved: '+15125550148', primary: true }, valid('+15125550199')],
    ['emptied where one existed', '', { saved: '+15125550148', primary: false }, error('Please enter a valid mobile number.')],
    ['empty on the primary profile', '', { saved: null, primary: true }, error('Please enter a valid mobile number.')],
    ['empty on another profile without one', '', { saved: null, primary: false }, UNCHANGED],
    ['not a US number', '555-0148', { saved: null, primary: false }, error('Please enter a valid mobile number.')],
  ] as const)('%s', (_what, input, context, expected) => expect(validateMobile(input, context)).toEqual(expected));
});

describe('the token rule', () => {
  it.each([
    ['482913', valid('482913')],
    [' 482913 ', valid('482913')],
    ['', UNCHANGED],
    ['48291', error('Please enter a valid token.')],
    ['4829130', error('Please enter a valid token.')],
    ['48a913', error('Please enter a valid token.')],
  ] as const)('%j', (input, expected) => expect(validateToken(input)).toEqual(expected));
});

describe('submit enablement', () => {
  it.each([
    [valid('a@b.co'), false, true],
    [{ status: 'verify', value: 'a@b.co' } as const, false, true],
    [UNCHANGED, false, false],
    [error('Please enter a valid email.'), false, false],
    [valid('a@b.co'), true, false],
  ] as const)('Verify with %j (busy %s): %s', (field, busy, expected) => expect(signInSubmitEnabled(field, busy)).toBe(expected));

  it.each([
    [{ adding: false, primary: false, value: 'sam@example.com' }, true],
    [{ adding: true, primary: false, value: 'sam@example.com' }, false],
    [{ adding: false, primary: true, value: 'jordan@example.com' }, false],
    [{ adding: false, primary: false, value: null }, false],
  ])('Remove this info for %j: %s', (context, expected) => expect(canRemoveSignIn(context)).toBe(expected));

  it.each([
    [true, valid('guest@example.com'), false, true],
    [false, valid('guest@example.com'), false, false],
    [true, error('Please enter a valid email.'), false, false],
    [true, UNCHANGED, false, false],
    [true, valid(''), false, false],
    [true, valid('guest@example.com'), true, false],
  ] as const)('Continue with terms %s, %j, submitting %s: %s', (termsAccepted, field, submitting, expected) =>
    expect(addEmailContinueEnabled({ termsAccepted, field, submitting })).toBe(expected),
  );

  it('lets Enter submit the add-email modal only with the terms ticked', () => {
    expect([addEmailEnterSubmits(true), addEmailEnterSubmits(false)]).toEqual([true, false]);
  });
});

describe('the verification machine', () => {
  const run = (events: VerificationEvent[], from: VerificationState = initialVerification) => events.reduce(verificationReducer, from);
  const started: VerificationEvent = {
    type: 'init-answered',
    answer: { kind: 'success', data: { status: 'SUCCESS', message: 'We sent a confirmation link to a@b.co.', polling_interval_seconds: 5, can_resend: true } as never },
  };
  const verifying = run([{ type: 'submit' }, started]);

  it.each<[string, VerificationEvent[], Partial<VerificationState> & { phase: VerificationState['phase'] }]>([
    ['submit sends', [{ type: 'submit' }], { phase: 'sending' }],
    ['a started verification waits at the server interval, resend hidden', [{ type: 'submit' }, started], { phase: 'verifying', pollIntervalMs: 5000, notice: 'We sent a confirmation link to a@b.co.', resendShown: false }],
    ['an answer without polling fields is a removal', [{ type: 'submit' }, { type: 'init-answered', answer: { kind: 'success', data: { status: 'SUCCESS' } } }], { phase: 'done', outcome: 'removed' }],
    [
      'error code 50 keeps verifying with its words',
      [{ type: 'submit' }, { type: 'init-answered', answer: { kind: 'failure', message: 'A message was already sent.', errorCode: 50, pollingIntervalSeconds: 3 } }],
      { phase: 'verifying', pollIntervalMs: 3000, notice: 'A message was already sent.' },
    ],
    [
      'another failure goes back to the form with the message',
      [{ type: 'submit' }, { type: 'init-answered', answer: { kind: 'failure', message: 'Unable to save email.' } }],
      { phase: 'editing', error: 'Unable to save email.' },
    ],
  ])('%s', (_what, events, expected) => expect(run(events)).toMatchObject(expected));

  it('polls: PENDING waits, SUCCESS is done, a failure returns to the form', () => {
    expect(run([{ type: 'poll-answered', answer: { kind: 'pending', data: { status: 'PENDING' } } }], verifying)).toBe(verifying);
    expect(run([{ type: 'poll-answered', answer: { kind: 'success', data: { status: 'SUCCESS' } } }], verifying)).toEqual({ phase: 'done', outcome: 'verified' });
    expect(run([{ type: 'poll-answered', answer: { kind: 'failure', message: 'Unable to verify email.' } }], verifying)).toEqual({ phase: 'editing', error: 'Unable to verify email.' });
  });

  it('shows resend when its timer fires, hides it on resend and restarts the timer; a stale timer does nothing', () => {
    expect(verificationTimers(verifying)).toEqual({ pollAfterMs: 5000, resendAfterMs: 15_000, resendRound: 0 });
    const due = run([{ type: 'resend-due', round: 0 }], verifying);
    expect(due).toMatchObject({ resendShown: true });
    expect(verificationTimers(due)).toMatchObject({ resendAfterMs: null });
    const resent = run([{ type: 'resend' }], due);
    expect(resent).toMatchObject({ resendShown: false, resendRound: 1, busy: 'resend' });
    expect(verificationTimers(resent)).toEqual({ pollAfterMs: 5000, resendAfterMs: 15_000, resendRound: 1 });
    expect(run([{ type: 'resend-due', round: 0 }], resent)).toMatchObject({ resendShown: false });
    expect(run([{ type: 'resend-answered', answer: { kind: 'failure', message: 'A message was already sent.', errorCode: 50 } }], resent)).toMatchObject({
      busy: null,
      error: 'A message was already sent.',
    });
    // Resend before it is shown does nothing.
    expect(run([{ type: 'resend' }], verifying)).toBe(verifying);
  });

  it('confirms a code: a wrong one shows the message and keeps verifying', () => {
    const confirming = run([{ type: 'confirm' }], verifying);
    expect(confirming).toMatchObject({ busy: 'confirm' });
    expect(run([{ type: 'confirm-answered', answer: { kind: 'failure', message: 'Unable to verify mobile number.' } }], confirming)).toMatchObject({
      phase: 'verifying',
      busy: null,
      error: 'Unable to verify mobile number.',
    });
    expect(run([{ type: 'confirm-answered', answer: { kind: 'success', data: { status: 'SUCCESS' } } }], confirming)).toMatchObject({ phase: 'verifying', error: null });
  });

  it('goes back to the form on edit, and has no timers outside verifying', () => {
    expect(run([{ type: 'edit' }], verifying)).toEqual(initialVerification);
    expect(verificationTimers(initialVerification)).toBeNull();
    expect(run([{ type: 'poll-answered', answer: { kind: 'success', data: { status: 'SUCCESS' } } }])).toEqual(initialVerification);
  });
});

describe('the profile modal sign-in modes', () => {
  const draft = { name: 'Sam', avatarName: 'fox' };
  const run = (events: ProfileModalEvent[], from: ProfileModalState = initialProfileModal()) => events.reduce(profileModalReducer, from);
  const editing: ProfileModalEvent[] = [{ type: 'toggleEdit' }, { type: 'edit', profileId: 'prf_sam', draft }];
  it.each<[string, ProfileModalEvent[], ProfileModalState, Partial<ProfileModalState>]>([
    ['Edit sign-in information goes to login_email for the profile', [...editing, { type: 'signIn', channel: 'email' }], initialProfileModal(), { mode: 'login_email', profileId: 'prf_sam', signInFrom: 'edit' }],
    ['Edit mobile number instead swaps to login_mobile and back', [...editing, { type: 'signIn', channel: 'email' }, { type: 'otherSignIn' }], initialProfileModal(), { mode: 'login_mobile' }],
    ['swapping twice is login_email again', [...editing, { type: 'signIn', channel: 'email' }, { type: 'otherSignIn' }, { type: 'otherSignIn' }], initialProfileModal(), { mode: 'login_email' }],
    ['cancel returns to edit with the draft kept', [...editing, { type: 'signIn', channel: 'mobile' }, { type: 'cancel' }], initialProfileModal(), { mode: 'edit', profileId: 'prf_sam', draft }],
    ['a removal returns to edit', [...editing, { type: 'signIn', channel: 'email' }, { type: 'saved' }], initialProfileModal(), { mode: 'edit' }],
    ['sign-in is reached only from edit', [{ type: 'signIn', channel: 'email' }], initialProfileModal(), { mode: 'select' }],
    ['opened directly at a mobile number', [], initialSignIn('mobile', 'prf_guest'), { mode: 'login_mobile', profileId: 'prf_guest', signInFrom: 'outside' }],
    ['opened directly, cancel stays (the dialog closes itself)', [{ type: 'cancel' }], initialSignIn('email', 'prf_jordan'), { mode: 'login_email', signInFrom: 'outside' }],
  ])('%s', (_name, events, from, expected) => expect(run(events, from)).toMatchObject(expected));
});
