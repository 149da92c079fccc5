import { describe, expect, it } from 'vitest';
import { USER_LOAD_FAILED_TEXT } from '../../app/api/rest/profile-outcome.ts';
import { PROFILE_ERRORS, SUCCESS_TOASTS } from '../../app/features/account/texts.ts';

// The account area's quoted texts are asserted where a viewer reads them: the profile modal's and the devices'
// in tests/unit/account/profile-texts.test.tsx, the rest in the account e2e journeys (tests/e2e/account*.spec.ts).
// These few are not drawn by any test yet (sign-in failures the mock world has no fault for, GET /user failing
// on the settings page, a verified email's toast), so they are still held here, word for word.
describe('the account area texts no screen test draws yet', () => {
  it.each([
    [PROFILE_ERRORS.verifyEmail, 'Unable to verify email.'],
    [PROFILE_ERRORS.saveEmail, 'Unable to save email.'],
    [PROFILE_ERRORS.updateMobile, 'Unable to update mobile number.'],
    [PROFILE_ERRORS.sendFailed, 'We were unable to send a message/code.'],
    [USER_LOAD_FAILED_TEXT, 'There was an error retrieving Profile information.'],
    [SUCCESS_TOASTS.emailVerified, 'Email is verified'],
  ])('%s', (actual, quoted) => {
    expect(actual).toBe(quoted);
  });
});
