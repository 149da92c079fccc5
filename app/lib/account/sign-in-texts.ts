/**
 * The words of sign-in information and its verification, quoted exactly (the account area's texts.ts
 * re-exports them; tests import the same strings). Shared by the profile modal's sign-in modes and the
 * add-email / sign-up modal, which live on either side of the feature border.
 */
export const SIGN_IN_FIELD_ERRORS = {
  enterEmail: 'Please enter an email.',
  validEmail: 'Please enter a valid email.',
  validMobile: 'Please enter a valid mobile number.',
  validToken: 'Please enter a valid token.',
} as const;

/** Failures of the verification calls (the screen's own words when the server gave none). */
export const VERIFICATION_ERRORS = {
  verifyEmail: 'Unable to verify email.',
  saveEmail: 'Unable to save email.',
  updateMobile: 'Unable to update mobile number.',
  messageAlreadySent: 'A message was already sent.',
  verifyMobile: 'Unable to verify mobile number.',
  sendFailed: 'We were unable to send a message/code.',
} as const;

export const VERIFICATION_TOASTS = {
  signInInfo: 'Updated sign-in information',
  emailVerified: 'Email is verified',
} as const;

/** The sign-in views of the profile modal: a field with 'Verify', 'Edit {other} instead' and 'Remove this info'. */
export const SIGN_IN_VIEW = {
  verify: 'Verify',
  editEmailInstead: 'Edit email instead',
  editMobileInstead: 'Edit mobile number instead',
  remove: 'Remove this info',
  emailLabel: 'Email',
  mobileLabel: 'Mobile number',
  emailTitle: 'Sign-in email',
  mobileTitle: 'Sign-in mobile number',
  // Our own words (the spec names the verifying state, resend, voice and code entry without quoting them).
  checkEmail: 'Check your email',
  checkPhone: 'Check your phone',
  codeLabel: 'Verification code',
  submitCode: 'Submit code',
  resend: 'Resend',
  callMe: 'Call me with the code',
  waiting: 'Waiting for your confirmation…',
  changeValue: 'Use a different one',
} as const;

/** Why the add-email / sign-up modal opened: each purpose has its own words. */
export type AddEmailPurpose = 'save' | 'favorite' | 'settings' | 'sign-up' | 'upgrade';

export const ADD_EMAIL_TITLE = 'Add an email to your account';

/** The add-email / sign-up modal (our own words: the spec names its purposes without quoting them). */
export const ADD_EMAIL_TEXTS: Record<AddEmailPurpose, { title: string; intro: string }> = {
  save: { title: ADD_EMAIL_TITLE, intro: 'Add an email to your account to save shows.' },
  favorite: { title: ADD_EMAIL_TITLE, intro: 'Add an email to your account to favorite channels.' },
  settings: { title: 'Create your account', intro: 'Create a free account with your email to save shows, favorite channels and watch on all your devices.' },
  'sign-up': { title: 'Sign up', intro: 'Create a free account with your email to save shows, favorite channels and watch on all your devices.' },
  upgrade: { title: ADD_EMAIL_TITLE, intro: 'Add an email to your account before you upgrade, so your subscription has an account to belong to.' },
};

export const ADD_EMAIL_FORM = {
  terms: 'I agree to the Terms of Use and the Privacy Policy',
  termsLink: 'Terms of Use',
  privacyLink: 'Privacy Policy',
  continue: 'Continue',
  cancel: 'Cancel',
} as const;
