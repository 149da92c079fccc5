/**
 * The player error catalogue: every way playback can fail, mapped to the code, message and action the error
 * view shows. Two pure steps: `errorSourceOf*` names what failed (a refusal of the playback service with its
 * contract error body, a network failure, a shaka-player error, a failure of the video element), and
 * `playerErrorFor` maps that source to its catalogue entry. The playback contract's `PlaybackError` table
 * lists the service's refusals with their codes and texts; the player raises the rest itself.
 */
import { PRODUCT_NAME } from '../product.ts';
import type { components } from '../../generated/rest/playback.ts';
import { PLAYBACK_ERRORS, type PlaybackErrorName } from '../playback-errors.ts';

export type PlaybackErrorBody = components['schemas']['PlaybackError'];
type Category = components['schemas']['PlaybackErrorCategory'];

/** What the error view offers as its main action. */
export type ErrorAction = 'Details' | 'Try again' | 'Got it' | 'Contact support';

/** The error view's content: code and text of the catalogue entry, its action, and the report behind it. */
export interface PlayerErrorView {
  /** The view's heading: the cause in the viewer's words ('Too many screens at once', …). */
  title: string;
  code: string;
  message: string;
  action: ErrorAction;
  category: Category;
  /** Name of the failure for the Details section and the report (`NOT_IN_PACKAGE`, `BAD_HTTP_STATUS`, …). */
  detailedErrorName: string;
  httpStatus: number | null;
  /** Airwave's dedicated code, when the entry has one. */
  airwaveErrorCode: number | null;
}

/** What failed, as data. */
export type ErrorSource =
  /** The playback service refused with its contract error body (manifest, licence or certificate call). */
  | { kind: 'service'; body: PlaybackErrorBody; httpStatus: number }
  /** A manifest or DRM request failed without a contract answer: no connection, a timeout, or a bare HTTP status. */
  | { kind: 'fetch'; request: 'manifest' | 'drm'; failure: 'status' | 'network' | 'timeout'; httpStatus: number | null }
  /** A shaka-player error that is not a failed request. */
  | { kind: 'shaka'; category: number; code: number }
  /** The video element's own error (MediaError code 1–4), or its encrypted-media failure. */
  | { kind: 'video'; mediaErrorCode: number | null }
  /** The player's registration is unknown or no longer valid (`player(playerId)` null, or `isRegistered: false`). */
  | { kind: 'player-not-registered' }
  | { kind: 'unknown' };

export const STREAMING_TROUBLE = "We're having trouble streaming this content.";
export const TRY_AGAIN_LATER = 'Please try again later.';
export const SIGN_IN_TROUBLE = "We're having trouble signing you in. Please try again.";
export const ONLY_IN_US = `${PRODUCT_NAME} is only available in the US.`;
export const UPDATE_BROWSER = `Please update your Chrome browser to watch ${PRODUCT_NAME}.`;
export const BROWSER_PLAYBACK_TROUBLE = "Your browser couldn't play this video.";

/** shaka-player's error categories by number (shaka.util.Error.Category), in the contract's category names. */
const SHAKA_CATEGORIES: Record<number, Category> = {
  1: 'NETWORK',
  2: 'TEXT',
  3: 'MEDIA',
  4: 'MANIFEST',
  5: 'STREAMING',
  6: 'DRM',
  7: 'PLAYER',
  8: 'CAST',
  9: 'STORAGE',
};

/** shaka-player error codes the catalogue tells apart. */
export const SHAKA_CODES = {
  BAD_HTTP_STATUS: 1001,
  HTTP_ERROR: 1002,
  TIMEOUT: 1003,
  VIDEO_ERROR: 3016,
  CONTENT_UNSUPPORTED_BY_BROWSER: 4032,
  LICENSE_REQUEST_FAILED: 6007,
} as const;

/** HTML5 MediaError codes to the catalogue's browser video failures. */
const VIDEO_ERROR_CODES: Record<number, { code: string; name: string }> = {
  1: { code: '4', name: 'MEDIA_ERR_ABORTED' },
  2: { code: '4.2', name: 'MEDIA_ERR_NETWORK' },
  3: { code: '4.3', name: 'MEDIA_ERR_DECODE' },
  4: { code: '4.4', name: 'MEDIA_ERR_SRC_NOT_SUPPORTED' },
};

/** The entry of a code the service returns, by code and type (`3` alone is sign-in trouble, `3` of type pf the US-only one). */
function serviceEntry(body: PlaybackErrorBody): { message: string; action: ErrorAction } {
  switch (body.errorCode) {
    case '3':
      return body.errorType === 'pf' ? { message: ONLY_IN_US, action: 'Got it' } : { message: SIGN_IN_TROUBLE, action: 'Try again' };
    case '1102':
      return { message: body.description, action: 'Contact support' };
    case '-12':
      return { message: TRY_AGAIN_LATER, action: 'Try again' };
    case '0':
    case '1':
    case '1.1':
    case '1.2':
    case '1.4':
    case '1.5':
      return { message: STREAMING_TROUBLE, action: 'Details' };
    default:
      // Dedicated entries (1200–1213) carry their catalogue text in the body.
      return { message: body.description, action: 'Details' };
  }
}

/** Titles of the views that are not the playback service's own refusals (those are titled in its table). */
const CANNOT_PLAY_TITLE = "This video can't play right now";
const UNREACHABLE_TITLE = "Airwave can't be reached right now";
const LOCKED_TITLE = "This video can't be unlocked";
const BROWSER_TITLE = "This browser can't play this video";

/** A refusal's title from the contract's table; a name the table does not know (a newer server) reads as the generic one. */
function serviceTitle(name: string): string {
  return name in PLAYBACK_ERRORS ? PLAYBACK_ERRORS[name as PlaybackErrorName].title : CANNOT_PLAY_TITLE;
}

export function playerErrorFor(source: ErrorSource): PlayerErrorView {
  switch (source.kind) {
    case 'service': {
      const { body } = source;
      return {
        title: serviceTitle(body.detailedErrorName),
        code: body.errorCode,
        ...serviceEntry(body),
        category: body.category,
        detailedErrorName: body.detailedErrorName,
        httpStatus: source.httpStatus,
        airwaveErrorCode: body.airwaveErrorCode ?? null,
      };
    }
    case 'fetch': {
      const category: Category = source.request === 'manifest' ? 'MANIFEST' : 'DRM';
      const base = { category, httpStatus: source.httpStatus, airwaveErrorCode: null, title: UNREACHABLE_TITLE };
      const name = source.failure === 'timeout' ? 'TIMEOUT' : source.failure === 'network' ? 'HTTP_ERROR' : 'BAD_HTTP_STATUS';
      // A gateway that failed or timed out, or no answer at all: the service is away, try again later.
      if (source.failure !== 'status' || source.httpStatus === 502 || source.httpStatus === 504 || (source.httpStatus ?? 0) >= 500) {
        return { ...base, category: 'NETWORK', code: '-12', message: TRY_AGAIN_LATER, action: 'Try again', detailedErrorName: name };
      }
      // A refusal without the contract's body (403 from a proxy, …): the request's own catalogue code.
      return { ...base, title: source.request === 'manifest' ? CANNOT_PLAY_TITLE : LOCKED_TITLE, code: source.request === 'manifest' ? '1.1' : '1.2', message: STREAMING_TROUBLE, action: 'Details', detailedErrorName: name };
    }
    case 'shaka': {
      const category = SHAKA_CATEGORIES[source.category] ?? 'PLAYER';
      const base = { category, httpStatus: null, airwaveErrorCode: null, detailedErrorName: `SHAKA_${source.code}`, title: CANNOT_PLAY_TITLE };
      if (source.code === SHAKA_CODES.CONTENT_UNSUPPORTED_BY_BROWSER) return { ...base, title: BROWSER_TITLE, code: '4.4', message: UPDATE_BROWSER, action: 'Details' };
      switch (category) {
        case 'DRM':
          // Below 6007 the browser cannot do the key system at all; from 6007 on the licence exchange failed.
          return source.code >= SHAKA_CODES.LICENSE_REQUEST_FAILED
            ? { ...base, title: LOCKED_TITLE, code: '1.2', message: STREAMING_TROUBLE, action: 'Details' }
            : { ...base, title: BROWSER_TITLE, code: '4.5', message: BROWSER_PLAYBACK_TROUBLE, action: 'Details' };
        case 'MANIFEST':
          return { ...base, code: '1.5', message: STREAMING_TROUBLE, action: 'Details' };
        case 'MEDIA':
        case 'STREAMING':
        case 'TEXT':
          return { ...base, code: '1.4', message: STREAMING_TROUBLE, action: 'Details' };
        case 'NETWORK':
          return { ...base, title: UNREACHABLE_TITLE, code: '1', message: STREAMING_TROUBLE, action: 'Details' };
        default:
          return { ...base, code: '0', message: STREAMING_TROUBLE, action: 'Details' };
      }
    }
    case 'video': {
      const entry = source.mediaErrorCode === null ? { code: '4.5', name: 'MEDIA_ERR_ENCRYPTED' } : (VIDEO_ERROR_CODES[source.mediaErrorCode] ?? { code: '4', name: 'MEDIA_ERR_UNKNOWN' });
      return { title: BROWSER_TITLE, code: entry.code, message: BROWSER_PLAYBACK_TROUBLE, action: 'Details', category: 'MEDIA', detailedErrorName: entry.name, httpStatus: null, airwaveErrorCode: null };
    }
    case 'player-not-registered':
      // This device is no longer signed in to the account: a sign-in matter, tried again after signing in.
      return { title: 'This browser was signed out', code: '3', message: SIGN_IN_TROUBLE, action: 'Try again', category: 'PLAYER', detailedErrorName: 'PLAYER_NOT_REGISTERED', httpStatus: null, airwaveErrorCode: null };
    case 'unknown':
      return { title: CANNOT_PLAY_TITLE, code: '0', message: STREAMING_TROUBLE, action: 'Details', category: 'PLAYER', detailedErrorName: 'UNKNOWN', httpStatus: null, airwaveErrorCode: null };
  }
}

/** The value as a contract error body, or null when it is not one. */
export function playbackErrorBodyOf(value: unknown): PlaybackErrorBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const body = value as Partial<PlaybackErrorBody>;
  return typeof body.errorCode === 'string' && typeof body.description === 'string' && typeof body.category === 'string' && typeof body.detailedErrorName === 'string'
    ? (body as PlaybackErrorBody)
    : null;
}

/** A contract error body, if `text` is one as JSON (anything else: null). */
export function parsePlaybackErrorBody(text: unknown): PlaybackErrorBody | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  try {
    return playbackErrorBodyOf(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The parts of a shaka-player error the catalogue reads (shaka.util.Error). */
export interface ShakaErrorLike {
  category: number;
  code: number;
  data: readonly unknown[];
}

function isShakaErrorLike(value: unknown): value is ShakaErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as ShakaErrorLike).code === 'number' && typeof (value as ShakaErrorLike).category === 'number' && Array.isArray((value as ShakaErrorLike).data);
}

/** shaka's request types (NetworkingEngine.RequestType) of the requests whose failure is a DRM fetch. */
const DRM_REQUEST_TYPES = new Set([2, 5, 6]);

/**
 * What a shaka-player error says failed. A failed request (BAD_HTTP_STATUS with the service's body, a bare
 * status, HTTP_ERROR, TIMEOUT) is a fetch of the manifest or of DRM, by its request type; a licence failure
 * (6007) carries the failed request inside; a video element error (3016) its MediaError code.
 */
export function errorSourceOfShakaError(error: ShakaErrorLike): ErrorSource {
  const { code, data } = error;
  if (code === SHAKA_CODES.LICENSE_REQUEST_FAILED && isShakaErrorLike(data[0])) {
    const inner = errorSourceOfShakaError(data[0]);
    return inner.kind === 'fetch' ? { ...inner, request: 'drm' } : inner;
  }
  if (code === SHAKA_CODES.BAD_HTTP_STATUS || code === SHAKA_CODES.HTTP_ERROR || code === SHAKA_CODES.TIMEOUT) {
    const requestType = code === SHAKA_CODES.BAD_HTTP_STATUS ? data[4] : code === SHAKA_CODES.HTTP_ERROR ? data[2] : data[1];
    const request = typeof requestType === 'number' && DRM_REQUEST_TYPES.has(requestType) ? 'drm' : 'manifest';
    if (code === SHAKA_CODES.BAD_HTTP_STATUS) {
      const httpStatus = typeof data[1] === 'number' ? data[1] : null;
      const body = parsePlaybackErrorBody(data[2]);
      if (body && httpStatus !== null) return { kind: 'service', body, httpStatus };
      return { kind: 'fetch', request, failure: 'status', httpStatus };
    }
    return { kind: 'fetch', request, failure: code === SHAKA_CODES.TIMEOUT ? 'timeout' : 'network', httpStatus: null };
  }
  if (code === SHAKA_CODES.VIDEO_ERROR) return { kind: 'video', mediaErrorCode: typeof data[0] === 'number' ? data[0] : null };
  return { kind: 'shaka', category: error.category, code };
}

/** The playback error report: what a non-recoverable failure is reported with (the error view's entry, in the report's names). */
export interface PlaybackErrorReport {
  airwaveErrorCode: number | null;
  errorCode: string;
  description: string;
  detailedErrorName: string;
  httpStatus: number | null;
  category: Category;
}

export function playbackErrorReport(view: PlayerErrorView): PlaybackErrorReport {
  return {
    airwaveErrorCode: view.airwaveErrorCode,
    errorCode: view.code,
    description: view.message,
    detailedErrorName: view.detailedErrorName,
    httpStatus: view.httpStatus,
    category: view.category,
  };
}
