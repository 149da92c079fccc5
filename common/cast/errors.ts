/**
 * The cast errors of the player error catalogue (common/error-catalogue.ts: code, title and problem text), as
 * cast error payloads with their troubleshooting tips: the receiver's firmware view (code 106) and identity
 * view (code 3), the session that is no longer valid (no code), and the sender's failed session start (code
 * 110). The receiver shows them; the sender may repeat the ones the receiver sends it.
 */
import { CATALOGUE, type CatalogueEntry } from '../error-catalogue.ts';
import { PRODUCT_NAME } from '../product.ts';
import { MINIMUM_FIRMWARE, type CastErrorPayload } from './protocol.ts';

/** A catalogue entry as a cast error payload: its code, title and message (the problem), with these tips. */
function payload(entry: CatalogueEntry, troubleshootingTips: string[]): CastErrorPayload {
  return { code: entry.code, title: entry.title, problem: entry.message, troubleshootingTips };
}

/** The support site the receiver's error views send a viewer to ('Need help? Visit …'). */
export const CAST_SUPPORT_URL = 'https://help.airwave.tv/chromecast';

/** The placeholder in a problem text that `firmwareProblem` replaces by 'Firmware {version}'. */
export const FIRMWARE_PLACEHOLDER = '{firmware}';

/** The receiver's error kinds: the Cast script failed, Cast itself, the firmware version, sign-in, app identity. */
export type CastErrorType = 'script' | 'cast' | 'firmware-version' | 'auth' | 'identity-auth';

/** 'Firmware {version}', as the firmware view's problem text and footer show the device's version. */
export function firmwareLabel(version: string): string {
  return `Firmware ${version}`;
}

/** Code 106: the device's firmware is below the minimum. The problem names the device's firmware. */
export function firmwareNotMet(version: string): CastErrorPayload {
  const entry = CATALOGUE.castNotSupported;
  const tips = [
    'Restart your Chromecast so that it installs the latest firmware update.',
    `Check in the Google Home app that your Chromecast runs firmware ${MINIMUM_FIRMWARE} or higher.`,
    `Use a 2nd generation or newer Chromecast to watch ${PRODUCT_NAME}.`,
  ];
  return { ...payload(entry, tips), problem: `This Chromecast runs ${FIRMWARE_PLACEHOLDER}. ${entry.message}`.replace(FIRMWARE_PLACEHOLDER, firmwareLabel(version)) };
}

/** Code 3: the receiver could not sign in or is not an authorized app. */
export const IDENTITY_NOT_AUTHORIZED: CastErrorPayload = payload(CATALOGUE.castSignIn, [
  `Close ${PRODUCT_NAME} on your Chromecast and cast again.`,
  'Restart your Chromecast.',
  `Uninstall and reinstall the ${PRODUCT_NAME} app on the device you cast from.`,
  'Clear the cache of the app or browser you cast from.',
  'Restart your router.',
]);

/** The session the receiver played for ended or was refused by the service; it has no code. */
export const SESSION_NO_LONGER_VALID: CastErrorPayload = payload(CATALOGUE.sessionNoLongerValid, []);

/** Code 110: the sender could not start or keep a cast session (not when the viewer cancelled). */
export const CASTING_ERROR: CastErrorPayload = payload(CATALOGUE.castingError, ['Check that your Chromecast and this device are on the same network, then try again.']);
