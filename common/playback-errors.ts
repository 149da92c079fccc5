/**
 * The playback contract's error mapping table (playback.yaml, `PlaybackError`): for every
 * `detailedErrorName`, the HTTP status it is answered with, the player error catalogue code and type, the
 * dedicated Airwave code and the catalogue message. The mock world answers from it, and so can the player's
 * error view, so both read one table; the contract is the source, and a name added to the contract's
 * `PlaybackErrorName` fails to compile here until it has its row.
 */
import type { components } from '../generated/rest/playback.ts';

export type PlaybackErrorName = components['schemas']['PlaybackErrorName'];
export type PlaybackErrorCategory = components['schemas']['PlaybackErrorCategory'];

const TROUBLE = "We're having trouble streaming this content.";

export interface PlaybackCatalogueEntry {
  status: number;
  /** Catalogue code; `null` means `1.1` on the manifest call and `1.2` on a DRM call. */
  code: string | null;
  airwave?: number;
  type?: 'pf';
  description: string;
  /** The player error view's title: the cause, in the viewer's words (ours; the spec gives the texts only). */
  title: string;
}

/** The `PlaybackError` mapping table of playback.yaml. */
export const PLAYBACK_ERRORS: Record<PlaybackErrorName, PlaybackCatalogueEntry> = {
  MALFORMED_REQUEST: { status: 400, code: null, description: TROUBLE, title: "This video can't play right now" },
  LICENSE_CHALLENGE_INVALID: { status: 400, code: '1.2', description: TROUBLE, title: "This video can't be unlocked" },
  CLEARKEY_KID_INVALID: { status: 400, code: '1.2', description: TROUBLE, title: "This video can't be unlocked" },
  CLEARKEY_SESSION_TYPE_UNSUPPORTED: { status: 400, code: '1.2', description: TROUBLE, title: "This video can't be unlocked" },
  FAIRPLAY_REQUEST_INVALID: { status: 400, code: '1.2', description: TROUBLE, title: "This video can't be unlocked" },
  DRM_TOKEN_MALFORMED: { status: 400, code: '1.2', description: TROUBLE, title: "This video can't be unlocked" },
  SESSION_MISSING: { status: 401, code: '3', description: "We're having trouble signing you in. Please try again.", title: "You're signed out" },
  DRM_TOKEN_INVALID: { status: 401, code: '1.2', description: TROUBLE, title: "This video can't be unlocked" },
  DRM_TOKEN_EXPIRED: { status: 401, code: '1.2', description: TROUBLE, title: "This video can't be unlocked" },
  NOT_IN_PACKAGE: {
    status: 403,
    code: '1200',
    airwave: 1200,
    description:
      'This channel is not included in your current package. Upgrade your package or add the add-on that includes it to watch.',
    title: 'Not in your package',
  },
  TOO_MANY_STREAMS: {
    status: 403,
    code: '1201',
    airwave: 1201,
    description: 'You are watching Airwave on too many screens at once. Stop playback on another device to watch here.',
    title: 'Too many screens at once',
  },
  BROADCAST_BLACKOUT: {
    status: 403,
    code: '1202',
    airwave: 1202,
    description: 'This program is not available in your area due to a broadcast blackout.',
    title: 'Blacked out in your area',
  },
  GEO_RESTRICTED: { status: 403, code: '3', type: 'pf', description: 'Airwave is only available in the US.', title: 'Not available where you are' },
  ACCOUNT_ISSUE: {
    status: 403,
    code: '1102',
    airwave: 1102,
    description: "Sorry, there's an issue with your Airwave account. Please contact support.",
    title: "There's an issue with your account",
  },
  KEY_NOT_AUTHORIZED: { status: 403, code: '1.2', description: TROUBLE, title: "This video can't be unlocked" },
  ASSET_NOT_FOUND: { status: 404, code: null, description: TROUBLE, title: "This video can't be found" },
  PLAYBACK_SESSION_NOT_FOUND: { status: 404, code: null, description: TROUBLE, title: 'This playback has ended' },
  RECORDING_NOT_AVAILABLE: {
    status: 409,
    code: '1212',
    airwave: 1212,
    description:
      'This recording is not available. Newly scheduled recordings may take up to a minute before they are available to be played. Please try again shortly.',
    title: "This recording isn't ready yet",
  },
  RECORDING_CORRUPTED: {
    status: 409,
    code: '1213',
    airwave: 1213,
    description: 'This recording is currently corrupted. Please try again later.',
    title: "This recording can't play",
  },
  VOD_OUTSIDE_WINDOW: {
    status: 410,
    code: '1210',
    airwave: 1210,
    description:
      "This Video On Demand is no longer available as it is outside of the content owner's approved viewable time period.",
    title: 'No longer available',
  },
  RECORDING_OUTSIDE_WINDOW: {
    status: 410,
    code: '1211',
    airwave: 1211,
    description:
      "This recording is no longer available as it is outside of the content owner's approved viewable time period.",
    title: 'No longer available',
  },
  SERVICE_UNAVAILABLE: { status: 503, code: '-12', description: 'Please try again later.', title: "Airwave can't be reached right now" },
};

export const PLAYBACK_ERROR_NAMES = Object.keys(PLAYBACK_ERRORS) as PlaybackErrorName[];

export function isPlaybackErrorName(value: string): value is PlaybackErrorName {
  return Object.hasOwn(PLAYBACK_ERRORS, value);
}

/**
 * The HTTP status a failure is answered with on a call of this category: the table's, except that the
 * service failing (`SERVICE_UNAVAILABLE`) is 503 on the manifest call (retried) and 500 on a license or
 * certificate call.
 */
export function playbackErrorStatus(name: PlaybackErrorName, category: PlaybackErrorCategory): number {
  return name === 'SERVICE_UNAVAILABLE' && category !== 'MANIFEST' ? 500 : PLAYBACK_ERRORS[name].status;
}

/** The category a playback call's refusals are reported under: the manifest calls' (JSON and DASH) MANIFEST, the licence and certificate calls' DRM. */
export function playbackCategoryOf(operationId: string): PlaybackErrorCategory {
  return operationId === 'getManifest' || operationId === 'getDashManifest' ? 'MANIFEST' : 'DRM';
}
