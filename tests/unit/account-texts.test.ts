import { describe, expect, it } from 'vitest';
import {
  DELETE_PROFILE_CONFIRM,
  DELETE_PROFILE_TITLE,
  deleteProfileQuestion,
  DEVICES_FAILED_CODE,
  DEVICES_FAILED_TEXT,
  ENTER_NAME_TEXT,
  PROFILE_ERRORS,
  PROFILE_MODAL,
  SUCCESS_TOASTS,
} from '../../app/features/account/texts.ts';
import { USER_LOAD_FAILED_TEXT, USER_NOT_FOUND_TEXT } from '../../app/api/rest/profile-outcome.ts';
import { PREFERENCE_FAILED, PREFERENCE_UPDATED } from '../../app/lib/state/preference-toggle.ts';
import { LINK_FAILED, LINK_INVALID, LINK_SIGNED_IN, signedOutText } from '../../app/features/account/texts.ts';

// The account area's texts, word for word as the spec's error catalogue and screens quote them: a changed
// word in texts.ts fails here, not in a reviewer's eye.
describe('the account area texts', () => {
  it.each([
    [PROFILE_ERRORS.loadAvatars, 'Unable to load avatars.'],
    [PROFILE_ERRORS.loadProfiles, 'Unable to load profiles'],
    [PROFILE_ERRORS.switchProfile, 'Unable to switch profiles.'],
    [PROFILE_ERRORS.deleteProfile, 'Unable to delete profile.'],
    [PROFILE_ERRORS.createProfile, 'Unable to create profile.'],
    [PROFILE_ERRORS.saveProfile, 'Unable to save profile.'],
    [PROFILE_ERRORS.verifyEmail, 'Unable to verify email.'],
    [PROFILE_ERRORS.saveEmail, 'Unable to save email.'],
    [PROFILE_ERRORS.updateMobile, 'Unable to update mobile number.'],
    [PROFILE_ERRORS.messageAlreadySent, 'A message was already sent.'],
    [PROFILE_ERRORS.verifyMobile, 'Unable to verify mobile number.'],
    [PROFILE_ERRORS.sendFailed, 'We were unable to send a message/code.'],
    [USER_LOAD_FAILED_TEXT, 'There was an error retrieving Profile information.'],
    [USER_NOT_FOUND_TEXT, 'Oops! We could not find the requested user.'],
    [SUCCESS_TOASTS.signInInfo, 'Updated sign-in information'],
    [SUCCESS_TOASTS.emailVerified, 'Email is verified'],
    [SUCCESS_TOASTS.profiles, 'Updated profiles'],
    [SUCCESS_TOASTS.name, 'Name successfully updated!'],
    [ENTER_NAME_TEXT, 'Please enter a name.'],
    [PROFILE_MODAL.pickerTitle, 'Select your user profile'],
    [PROFILE_MODAL.selectEditTitle, 'Choose a profile to edit'],
    [PROFILE_MODAL.signOut, 'Sign out'],
    [PROFILE_MODAL.editProfiles, 'Edit profiles'],
    [PROFILE_MODAL.finished, 'Finished'],
    [PROFILE_MODAL.cancel, 'Cancel'],
    [PROFILE_MODAL.deleteThisProfile, 'Delete this profile'],
    [PROFILE_MODAL.editSignIn, 'Edit sign-in information'],
    [DELETE_PROFILE_TITLE, 'Delete Profile?'],
    [deleteProfileQuestion('Sam'), 'Are you sure you want to delete Sam?'],
    [DELETE_PROFILE_CONFIRM, 'Delete profile'],
    [DEVICES_FAILED_TEXT, 'There was an issue loading your logged in devices.'],
    [DEVICES_FAILED_CODE, 'Error 123'],
    [PREFERENCE_UPDATED, 'Updated!'],
    [PREFERENCE_FAILED, 'Sorry, there was an error updating. Please try again.'],
    // Signing devices out: 'You are now signed out of your selected/all other devices', each way.
    [signedOutText('selected'), 'You are now signed out of your selected devices'],
    [signedOutText('all other'), 'You are now signed out of your all other devices'],
    // The Smart TV link's notices.
    [LINK_FAILED, 'Something went wrong'],
    [LINK_INVALID, 'Invalid or expired link'],
    [LINK_SIGNED_IN, 'You have been signed in on your Smart TV.'],
  ])('%s', (actual, quoted) => {
    expect(actual).toBe(quoted);
  });
});
