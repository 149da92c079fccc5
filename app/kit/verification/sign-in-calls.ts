/**
 * The sign-in verification calls of the profile contract (change email, change mobile number, verify the
 * current email): one function each, on the profile/user response rule. Shared by the account area's
 * profile modal and the shell's add-email / sign-up modal.
 */
import { DEVICE_IDENT_STORAGE_KEY, isWebDeviceIdent, newWebDeviceIdent } from '../../api/device-ident.ts';
import { VERIFICATION_ERRORS } from '../../lib/account/sign-in-texts.ts';
import type { RestClients } from '../../api/rest/clients.ts';
import { profileCall } from '../../api/rest/profile-outcome.ts';

/** This browser's ident (kept by the player registration), or a fresh web ident for this call. */
function device(): { device: 'web'; device_ident: string } {
  let kept: string | null;
  try {
    kept = window.localStorage.getItem(DEVICE_IDENT_STORAGE_KEY);
  } catch {
    kept = null;
  }
  const ident = isWebDeviceIdent(kept) ? kept : newWebDeviceIdent((length) => crypto.getRandomValues(new Uint8Array(length)));
  return { device: 'web', device_ident: ident };
}

/** Sets (a confirmation link is sent) or, with '', removes a profile's email. */
export const initEmailChange = (clients: RestClients, profileId: string, email: string) =>
  profileCall(
    () =>
      clients.profile.POST('/user/change_email/init', {
        body: { profile_id: profileId, email, ...device(), send_token: false, send_confirm_link: email !== '' },
      }),
    VERIFICATION_ERRORS.saveEmail,
  );

export const pollEmailChange = (clients: RestClients) => profileCall(() => clients.profile.POST('/user/change_email/poll'), VERIFICATION_ERRORS.verifyEmail);

/** Sends the pending email message again (also for a verification of the current email). */
export const resendEmailChange = (clients: RestClients) =>
  profileCall(() => clients.profile.POST('/user/change_email/resend', { body: {} }), VERIFICATION_ERRORS.sendFailed);

/** Sets (a 6-digit code is texted) or, with '', removes a profile's mobile number (E.164). */
export const initMobileNumberChange = (clients: RestClients, profileId: string, mobileNumber: string) =>
  profileCall(
    () =>
      clients.profile.POST('/user/change_mobile_number/init', {
        body: { profile_id: profileId, mobile_number: mobileNumber, ...device(), send_confirm_link: false, send_token: mobileNumber !== '' },
      }),
    VERIFICATION_ERRORS.updateMobile,
  );

export const pollMobileNumberChange = (clients: RestClients) =>
  profileCall(() => clients.profile.POST('/user/change_mobile_number/poll'), VERIFICATION_ERRORS.verifyMobile);

/** The code again, by text or (voice) as a call that reads it. */
export const resendMobileNumberChange = (clients: RestClients, voice: boolean) =>
  profileCall(() => clients.profile.POST('/user/change_mobile_number/resend', { body: { voice } }), VERIFICATION_ERRORS.sendFailed);

export const confirmMobileNumberChange = (clients: RestClients, token: string) =>
  profileCall(() => clients.profile.POST('/user/change_mobile_number/confirm', { body: { token } }), VERIFICATION_ERRORS.verifyMobile);

/** Verifies the account's current, unconfirmed email. */
export const initEmailVerification = (clients: RestClients) =>
  profileCall(() => clients.profile.POST('/user/verify_email/init', { body: { send_token: false, send_confirm_link: true, ...device() } }), VERIFICATION_ERRORS.verifyEmail);

export const pollEmailVerification = (clients: RestClients) =>
  profileCall(() => clients.profile.POST('/user/verify_email/poll'), VERIFICATION_ERRORS.verifyEmail);
