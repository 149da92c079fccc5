/**
 * The account area's texts, word for word as the spec quotes them. GET /user's not-found and failure texts live
 * with its response rule (app/api/rest/profile-outcome.ts), the preference toggle's with its machine.
 */
import { SIGN_IN_VIEW, VERIFICATION_ERRORS, VERIFICATION_TOASTS } from '../../lib/account/sign-in-texts.ts';

/** Profile failures (create, save and delete errors show above the editor). */
export const PROFILE_ERRORS = {
  loadAvatars: 'Unable to load avatars.',
  loadProfiles: 'Unable to load profiles',
  switchProfile: 'Unable to switch profiles.',
  deleteProfile: 'Unable to delete profile.',
  createProfile: 'Unable to create profile.',
  saveProfile: 'Unable to save profile.',
  /** Ours: the account name's change failed and the server gave no message. */
  saveName: 'Unable to save your name.',
  ...VERIFICATION_ERRORS,
} as const;

export const SUCCESS_TOASTS = {
  ...VERIFICATION_TOASTS,
  profiles: 'Updated profiles',
  name: 'Name successfully updated!',
} as const;

export const ENTER_NAME_TEXT = 'Please enter a name.';

/** The profile modal's titles and buttons. */
export const PROFILE_MODAL = {
  pickerTitle: 'Select your user profile',
  selectEditTitle: 'Choose a profile to edit',
  signOut: 'Sign out',
  editProfiles: 'Edit profiles',
  finished: 'Finished',
  cancel: 'Cancel',
  deleteThisProfile: 'Delete this profile',
  editSignIn: 'Edit sign-in information',
} as const;

export const DELETE_PROFILE_TITLE = 'Delete Profile?';
export const deleteProfileQuestion = (name: string) => `Are you sure you want to delete ${name}?`;
export const DELETE_PROFILE_CONFIRM = 'Delete profile';

/** Devices and preferences. */
export const DEVICES_FAILED_TEXT = 'There was an issue loading your logged in devices.';
export const DEVICES_FAILED_CODE = 'Error 123';
export const TRY_AGAIN = 'Try again';

/** Signing devices out failed: a billing action's text when it has none of its own ('Something went wrong.'). */
export { BILLING_ACTION_FAILED as SIGN_OUT_FAILED } from '../../api/rest/billing-outcome.ts';
/** Signing devices out: the spec's 'You are now signed out of your selected/all other devices', each way. */
export const signedOutText = (scope: 'selected' | 'all other') => `You are now signed out of your ${scope} devices`;
export const DEVICE_SELECTION = {
  selectAll: 'Select all devices',
  signOutSelected: 'Sign out selected devices',
  signOutAllOthers: 'Sign out all other devices',
  showMore: 'Show More',
  showLess: 'Show Less',
} as const;

/** The Smart TV link ('Link Smart TV') notices. */
export const LINK_SIGNED_IN = 'You have been signed in on your Smart TV.';
/** Our wording: the link page's confirmation under the spec's sentence, and its way on. */
export const LINK_CONFIRMED = {
  named: (name: string) => `${name} is now signed in to your account and ready to watch.`,
  unnamed: 'Your TV is now signed in to your account and ready to watch.',
  continue: 'Continue',
} as const;
export const LINK_INVALID = 'Invalid or expired link';
export const LINK_FAILED = 'Something went wrong';
/** The device-authorisation failure's text when the server sends none (it normally sends its own). */
export const DEVICE_AUTH_FALLBACK = 'Please get a new QR code from your TV and try again, or visit our contact page for help.';

/** Sign-in information and its verification (shared with the shell's add-email modal). */
export { SIGN_IN_VIEW, VERIFICATION_ERRORS, VERIFICATION_TOASTS };
