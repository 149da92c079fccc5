/**
 * The player error catalogue: ONE table of every entry the player's error views show — its code, the
 * catalogue's own message, its action and the title we give it — and the playback contract's `PlaybackError`
 * mapping (playback.yaml: every `detailedErrorName` with its HTTP status, code and entry). The web player's
 * error view and the receiver read their texts here (through the mapping rules of `common/player/`), the cast
 * error payloads take their codes and titles from it, and the mock world answers the contract's refusals from
 * it: a text changes here once, for all of them. A name added to the contract's `PlaybackErrorName` fails to
 * compile until it has its row.
 *
 * Messages are the spec's wording where the spec quotes one; titles, the 'How to troubleshoot?' texts and the
 * messages of entries the spec names without wording (browser failures, the display-side 100) are ours.
 */
import type { components } from '../generated/rest/playback.ts';
import { MINIMUM_FIRMWARE } from './cast/protocol.ts';
import { PRODUCT_NAME } from './product.ts';

export type PlaybackErrorName = components['schemas']['PlaybackErrorName'];
export type PlaybackErrorCategory = components['schemas']['PlaybackErrorCategory'];

/** What an error view offers as its main action. */
export type ErrorAction = 'Details' | 'Try again' | 'Got it' | 'Contact support';

export interface CatalogueEntry {
  /** The code the view shows ('Error code: …'); null for the one entry without a code. */
  code: string | null;
  /** The view's heading: the cause in the viewer's words. */
  title: string;
  /** The catalogue's message: the view's 'What's the problem?' section. */
  message: string;
  action: ErrorAction;
  /** The view's 'How to troubleshoot?' section, when the entry has advice beyond its action. */
  troubleshooting?: string;
}

const TROUBLE = "We're having trouble streaming this content.";
const CANNOT_PLAY = "This video can't play right now";
const UNREACHABLE = `${PRODUCT_NAME} can't be reached right now`;
const LOCKED = "This video can't be unlocked";
const BROWSER = "This browser can't play this video";
const BROWSER_TROUBLE = "Your browser couldn't play this video.";
const OUTSIDE_WINDOW = "is no longer available as it is outside of the content owner's approved viewable time period.";

const trouble = (code: string, title: string = CANNOT_PLAY): CatalogueEntry => ({ code, title, message: TROUBLE, action: 'Details' });
const browser = (code: string): CatalogueEntry => ({ code, title: BROWSER, message: BROWSER_TROUBLE, action: 'Details', troubleshooting: 'Update your browser, or watch in another one.' });

/** Every entry of the catalogue, by a name of ours. */
export const CATALOGUE = {
  /** 0: anything the player cannot name (display side). */
  unknown: trouble('0'),
  /** 1: a network failure of the player's media requests. */
  network: trouble('1', UNREACHABLE),
  /** 1: the media requests refused (403) by a server or CDN in front of the media, not the service's refusal. */
  networkForbidden: { ...trouble('1', 'This video was refused'), troubleshooting: 'Refresh the page. If it happens again, sign out and in again.' },
  /** 1.1: the manifest fetch failed. */
  manifestFetch: trouble('1.1'),
  /** 1.1: the manifest fetch refused (403) without the service's reason: a gateway or CDN in front of it. */
  manifestForbidden: { ...trouble('1.1', 'This video was refused'), troubleshooting: 'Refresh the page. If it happens again, sign out and in again.' },
  /** 1.2: the DRM (licence or certificate) fetch failed. */
  drmFetch: trouble('1.2', LOCKED),
  /** 1.2: Safari could not start its FairPlay key session (the CDM made no key request). */
  fairPlaySession: { code: '1.2', title: LOCKED, message: 'Failed to initiate Fairplay session.', action: 'Details', troubleshooting: 'Refresh the page. If it happens again, update Safari.' },
  /** 1.4: a media error. */
  media: trouble('1.4'),
  /** 1.5: a manifest error. */
  manifest: trouble('1.5'),
  /** -12: the service or its gateway is away (502/504, 503, timeouts). */
  tryLater: { code: '-12', title: UNREACHABLE, message: 'Please try again later.', action: 'Try again' },
  /** 3: sign-in trouble. */
  signIn: { code: '3', title: "You're signed out", message: "We're having trouble signing you in. Please try again.", action: 'Try again' },
  /** 3: this browser's player registration is unknown or revoked (player not registered). */
  playerNotRegistered: { code: '3', title: 'This browser was signed out', message: "We're having trouble signing you in. Please try again.", action: 'Try again' },
  /** 3 of type pf: outside the US. */
  onlyInUs: { code: '3', title: 'Not available where you are', message: `${PRODUCT_NAME} is only available in the US.`, action: 'Got it' },
  /** 1102: the account has an issue. */
  accountIssue: { code: '1102', title: "There's an issue with your account", message: `Sorry, there's an issue with your ${PRODUCT_NAME} account. Please contact support.`, action: 'Contact support' },
  notInPackage: {
    code: '1200',
    title: 'Not in your package',
    message: 'This channel is not included in your current package. Upgrade your package or add the add-on that includes it to watch.',
    action: 'Details',
  },
  tooManyStreams: {
    code: '1201',
    title: 'Too many screens at once',
    message: `You are watching ${PRODUCT_NAME} on too many screens at once. Stop playback on another device to watch here.`,
    action: 'Details',
  },
  blackout: { code: '1202', title: 'Blacked out in your area', message: 'This program is not available in your area due to a broadcast blackout.', action: 'Details' },
  vodOutsideWindow: { code: '1210', title: 'No longer available', message: `This Video On Demand ${OUTSIDE_WINDOW}`, action: 'Details' },
  recordingOutsideWindow: { code: '1211', title: 'No longer available', message: `This recording ${OUTSIDE_WINDOW}`, action: 'Details' },
  recordingNotAvailable: {
    code: '1212',
    title: "This recording isn't ready yet",
    message: 'This recording is not available. Newly scheduled recordings may take up to a minute before they are available to be played. Please try again shortly.',
    action: 'Details',
  },
  recordingCorrupted: { code: '1213', title: "This recording can't play", message: 'This recording is currently corrupted. Please try again later.', action: 'Details' },
  /** 4, 4.2–4.5: the browser's video element failed (aborted or unknown, network, decode, source not supported, encrypted). */
  videoFailed: browser('4'),
  videoNetwork: browser('4.2'),
  videoDecode: browser('4.3'),
  videoUnsupported: browser('4.4'),
  videoEncrypted: browser('4.5'),
  /** 4.4: this browser cannot play the content at all (shaka's CONTENT_UNSUPPORTED_BY_BROWSER). */
  updateBrowser: { code: '4.4', title: BROWSER, message: `Please update your Chrome browser to watch ${PRODUCT_NAME}.`, action: 'Details' },
  /** 100: the player's own code could not load or start (display side). */
  display: { code: '100', title: "The player couldn't start", message: "The player couldn't load. Please check your connection and try again.", action: 'Try again' },
  /** 106: a Chromecast below the minimum firmware (the receiver's firmware view). */
  castNotSupported: {
    code: '106',
    title: 'Playback is not supported on this device',
    message: `${PRODUCT_NAME} plays on a 2nd generation or newer Chromecast with firmware ${MINIMUM_FIRMWARE} or higher.`,
    action: 'Details',
  },
  /** 3: the receiver could not sign in or is not an authorized app (the receiver's identity view). */
  castSignIn: { code: '3', title: 'An issue has occurred', message: `We're having trouble signing you in to ${PRODUCT_NAME} on this device.`, action: 'Try again' },
  /** No code: the cast session's sign-in is no longer accepted (the receiver's session view). */
  sessionNoLongerValid: { code: null, title: 'Your session is no longer valid', message: `Cast again from the ${PRODUCT_NAME} app to keep watching.`, action: 'Try again' },
  /** 110: the sender could not start or keep a cast session. */
  castingError: { code: '110', title: 'Casting error', message: 'We could not connect to your Chromecast.', action: 'Try again' },
} as const satisfies Record<string, CatalogueEntry>;

export type CatalogueEntryName = keyof typeof CATALOGUE;

/** A row of the contract's `PlaybackError` table: the HTTP status, the entry, and what the body carries beside it. */
export interface PlaybackCatalogueEntry {
  status: number;
  /** The entry; `manifestFetch`/`drmFetch` rows take the call's (1.1 on the manifest call, 1.2 on a DRM call). */
  entry: CatalogueEntryName | null;
  /** Airwave's dedicated code, for entries that have one. */
  airwave?: number;
  type?: 'pf';
}

/** The `PlaybackError` mapping table of playback.yaml. */
export const PLAYBACK_ERRORS: Record<PlaybackErrorName, PlaybackCatalogueEntry> = {
  MALFORMED_REQUEST: { status: 400, entry: null },
  LICENSE_CHALLENGE_INVALID: { status: 400, entry: 'drmFetch' },
  CLEARKEY_KID_INVALID: { status: 400, entry: 'drmFetch' },
  CLEARKEY_SESSION_TYPE_UNSUPPORTED: { status: 400, entry: 'drmFetch' },
  FAIRPLAY_REQUEST_INVALID: { status: 400, entry: 'drmFetch' },
  DRM_TOKEN_MALFORMED: { status: 400, entry: 'drmFetch' },
  SESSION_MISSING: { status: 401, entry: 'signIn' },
  DRM_TOKEN_INVALID: { status: 401, entry: 'drmFetch' },
  DRM_TOKEN_EXPIRED: { status: 401, entry: 'drmFetch' },
  NOT_IN_PACKAGE: { status: 403, entry: 'notInPackage', airwave: 1200 },
  TOO_MANY_STREAMS: { status: 403, entry: 'tooManyStreams', airwave: 1201 },
  BROADCAST_BLACKOUT: { status: 403, entry: 'blackout', airwave: 1202 },
  GEO_RESTRICTED: { status: 403, entry: 'onlyInUs', type: 'pf' },
  ACCOUNT_ISSUE: { status: 403, entry: 'accountIssue', airwave: 1102 },
  KEY_NOT_AUTHORIZED: { status: 403, entry: 'drmFetch' },
  ASSET_NOT_FOUND: { status: 404, entry: null },
  PLAYBACK_SESSION_NOT_FOUND: { status: 404, entry: null },
  RECORDING_NOT_AVAILABLE: { status: 409, entry: 'recordingNotAvailable', airwave: 1212 },
  RECORDING_CORRUPTED: { status: 409, entry: 'recordingCorrupted', airwave: 1213 },
  VOD_OUTSIDE_WINDOW: { status: 410, entry: 'vodOutsideWindow', airwave: 1210 },
  RECORDING_OUTSIDE_WINDOW: { status: 410, entry: 'recordingOutsideWindow', airwave: 1211 },
  SERVICE_UNAVAILABLE: { status: 503, entry: 'tryLater' },
};

/** Titles the contract's names get beyond their entry's (the same code, a more specific cause). */
const REFUSAL_TITLES: Partial<Record<PlaybackErrorName, string>> = {
  ASSET_NOT_FOUND: "This video can't be found",
  PLAYBACK_SESSION_NOT_FOUND: 'This playback has ended',
};

export const PLAYBACK_ERROR_NAMES = Object.keys(PLAYBACK_ERRORS) as PlaybackErrorName[];

export function isPlaybackErrorName(value: string): value is PlaybackErrorName {
  return Object.hasOwn(PLAYBACK_ERRORS, value);
}

/** The catalogue entry of a contract failure on a call of this category (the 1.1/1.2 rows by the call). */
export function playbackErrorEntry(name: PlaybackErrorName, category: PlaybackErrorCategory): CatalogueEntry {
  const row = PLAYBACK_ERRORS[name];
  const entry = CATALOGUE[row.entry ?? (category === 'MANIFEST' ? 'manifestFetch' : 'drmFetch')];
  const title = REFUSAL_TITLES[name];
  return title ? { ...entry, title } : entry;
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
