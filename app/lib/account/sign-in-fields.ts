/**
 * Sign-in field rules (email, mobile number, verification token) and when a sign-in form may submit. Pure:
 * the forms validate with these after their debounce, on blur and on submit.
 *
 * - Email: checked when changed. Empty is an error on the primary profile and allowed on another (it removes
 *   the email); a malformed address is an error. The same address as the current, unconfirmed one is the
 *   verify status: submitting verifies it instead of saving it.
 * - Mobile number: normalized to the contract's E.164 form (+1 and 10 digits). Emptied when a number
 *   existed, or on the primary profile, is an error; anything that is not a US number is an error.
 * - Token: trimmed; non-empty and not exactly 6 digits is an error.
 */
import { SIGN_IN_FIELD_ERRORS } from './sign-in-texts.ts';

/** Validation runs this long after typing stops (and at once on blur and submit). */
export const EMAIL_DEBOUNCE_MS = 300;
export const MOBILE_DEBOUNCE_MS = 300;
export const TOKEN_DEBOUNCE_MS = 1000;
/** A verification code is exactly this many digits. */
export const VERIFICATION_CODE_LENGTH = 6;
/** The contract's email pattern and length (ChangeEmailInitRequest.email): case-insensitive. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/i;
export const EMAIL_MAX_LENGTH = 254;

export type SignInFieldStatus =
  | { status: 'unchanged' }
  | { status: 'valid'; value: string }
  /** The entered email is the current, unconfirmed one: submitting sends a verification for it. */
  | { status: 'verify'; value: string }
  | { status: 'error'; message: string };

export interface EmailContext {
  /** The email the profile has now (null: none). */
  saved: string | null;
  /** Whether that email is confirmed (only the account's own email can be unconfirmed). */
  savedConfirmed: boolean;
  primary: boolean;
}

export function validateEmail(input: string, { saved, savedConfirmed, primary }: EmailContext): SignInFieldStatus {
  const value = input.trim();
  const current = (saved ?? '').trim();
  if (value.toLowerCase() === current.toLowerCase()) {
    return value !== '' && !savedConfirmed ? { status: 'verify', value } : { status: 'unchanged' };
  }
  if (value === '') return primary ? { status: 'error', message: SIGN_IN_FIELD_ERRORS.enterEmail } : { status: 'valid', value: '' };
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return { status: 'error', message: SIGN_IN_FIELD_ERRORS.validEmail };
  return { status: 'valid', value };
}

/**
 * What the user typed as a US mobile number in E.164 form (`(512) 555-0148`, `512.555.0148`, `+1 512 555 0148`
 * → `+15125550148`); '' for nothing typed; null when it is not a US number (area code and exchange do not
 * start with 0 or 1).
 */
export function normalizeMobile(input: string): string | null {
  if (input.trim() === '') return '';
  if (/[^\d\s()+.-]/.test(input)) return null;
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `+1${digits}`;
}

export interface MobileContext {
  saved: string | null;
  primary: boolean;
}

export function validateMobile(input: string, { saved, primary }: MobileContext): SignInFieldStatus {
  const value = normalizeMobile(input);
  const current = saved ?? '';
  // An empty number: the primary profile needs one, and a number that existed cannot be emptied here
  // ('Remove this info' removes it).
  if (value === '') return primary || current !== '' ? { status: 'error', message: SIGN_IN_FIELD_ERRORS.validMobile } : { status: 'unchanged' };
  if (value === null) return { status: 'error', message: SIGN_IN_FIELD_ERRORS.validMobile };
  if (value === current) return { status: 'unchanged' };
  return { status: 'valid', value };
}

export function validateToken(input: string): SignInFieldStatus {
  const value = input.trim();
  if (value === '') return { status: 'unchanged' };
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value) ? { status: 'valid', value } : { status: 'error', message: SIGN_IN_FIELD_ERRORS.validToken };
}

/** The sign-in form's Verify: enabled for a valid change, or for the verify status (an unconfirmed email again). */
export function signInSubmitEnabled(field: SignInFieldStatus, busy: boolean): boolean {
  return !busy && (field.status === 'valid' || field.status === 'verify');
}

/** 'Remove this info' only when not adding a profile, on a non-primary profile, and when there is a value. */
export function canRemoveSignIn({ adding, primary, value }: { adding: boolean; primary: boolean; value: string | null }): boolean {
  return !adding && !primary && Boolean(value);
}

/** The add-email modal's Continue: the terms ticked, a valid email, and not already submitting. */
export function addEmailContinueEnabled({ termsAccepted, field, submitting }: { termsAccepted: boolean; field: SignInFieldStatus; submitting: boolean }): boolean {
  return termsAccepted && field.status === 'valid' && field.value !== '' && !submitting;
}

/** Enter in the add-email modal submits only with the terms ticked. */
export function addEmailEnterSubmits(termsAccepted: boolean): boolean {
  return termsAccepted;
}
