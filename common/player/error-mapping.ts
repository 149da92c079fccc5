/**
 * The player's error mapping: every way playback can fail, mapped to its entry of the player error catalogue
 * (common/error-catalogue.ts, the one table of codes and texts). Two pure steps: `errorSourceOf*` names what
 * failed (a refusal of the playback service with its contract error body, a failed manifest or DRM fetch, a
 * failed media request, a shaka-player error, a failure of the video element, the player's own code), and
 * `playerErrorFor` maps that source to its entry. The texts are always the catalogue's: a refusal's body names
 * the failure (`detailedErrorName`), never the words the viewer reads.
 */
import type { components } from '../../generated/rest/playback.ts';
import { CATALOGUE, isPlaybackErrorName, playbackErrorEntry, type CatalogueEntry, type ErrorAction } from '../error-catalogue.ts';

export type { ErrorAction };
export type PlaybackErrorBody = components['schemas']['PlaybackError'];
type Category = components['schemas']['PlaybackErrorCategory'];

/** The error view's content: the catalogue entry (code, title, message, action, advice) and the report behind it. */
export interface PlayerErrorView {
  /** The view's heading: the cause in the viewer's words ('Too many screens at once', …). */
  title: string;
  code: string;
  message: string;
  action: ErrorAction;
  /** The 'How to troubleshoot?' advice, when the entry has some. */
  troubleshooting: string | null;
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
  /** A media request (a segment, a thumbnail, …) failed: the player's network error. */
  | { kind: 'network'; failure: 'status' | 'network' | 'timeout'; httpStatus: number | null }
  /** A shaka-player error that is not a failed request. */
  | { kind: 'shaka'; category: number; code: number }
  /** The video element's own error (MediaError code 1–4), or its encrypted-media failure. */
  | { kind: 'video'; mediaErrorCode: number | null }
  /** Safari's FairPlay path failed: the key it needs, the key's or the certificate's fetch, the HLS playlist's fetch, or its key session. */
  | { kind: 'safari-drm'; failure: SafariDrmFailure; httpStatus: number | null }
  /** The player's registration is unknown or no longer valid (`player(playerId)` null, or `isRegistered: false`). */
  | { kind: 'player-not-registered' }
  /** A server GraphQL error met in playback: its message, product code (`extensions.code`) and error code (`extensions.errorCode`). */
  | { kind: 'graphql'; message: string; productCode: string | null; errorCode: string | null }
  /** The player's own code could not load (display side). */
  | { kind: 'display' }
  | { kind: 'unknown' };

/** Safari's DRM error kinds (need key, fetch key, fetch cert, fetch manifest) and its FairPlay session failing to start. */
export type SafariDrmFailure = 'need-key' | 'fetch-key' | 'fetch-cert' | 'fetch-manifest' | 'session';

/** Each Safari DRM error kind's catalogue entry and the name it is reported under. */
const SAFARI_DRM_ERRORS: Record<SafariDrmFailure, { entry: CatalogueEntry; category: Category; name: string }> = {
  'need-key': { entry: CATALOGUE.fairPlaySession, category: 'DRM', name: 'SAFARI_NEED_KEY' },
  session: { entry: CATALOGUE.fairPlaySession, category: 'DRM', name: 'FAIRPLAY_SESSION_FAILED' },
  'fetch-key': { entry: CATALOGUE.drmFetch, category: 'DRM', name: 'SAFARI_FETCH_KEY' },
  'fetch-cert': { entry: CATALOGUE.drmFetch, category: 'DRM', name: 'SAFARI_FETCH_CERT' },
  'fetch-manifest': { entry: CATALOGUE.manifestFetch, category: 'MANIFEST', name: 'SAFARI_FETCH_MANIFEST' },
};

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
  INVALID_SERVER_CERTIFICATE: 6004,
  FAILED_TO_CREATE_SESSION: 6005,
  FAILED_TO_GENERATE_LICENSE_REQUEST: 6006,
  LICENSE_REQUEST_FAILED: 6007,
  ENCRYPTED_CONTENT_WITHOUT_DRM_INFO: 6010,
  NO_LICENSE_SERVER_GIVEN: 6012,
  SERVER_CERTIFICATE_REQUIRED: 6015,
  SERVER_CERTIFICATE_REQUEST_FAILED: 6017,
} as const;

/** HTML5 MediaError codes to the catalogue's browser video failures. */
const VIDEO_ERRORS: Record<number, { entry: CatalogueEntry; name: string }> = {
  1: { entry: CATALOGUE.videoFailed, name: 'MEDIA_ERR_ABORTED' },
  2: { entry: CATALOGUE.videoNetwork, name: 'MEDIA_ERR_NETWORK' },
  3: { entry: CATALOGUE.videoDecode, name: 'MEDIA_ERR_DECODE' },
  4: { entry: CATALOGUE.videoUnsupported, name: 'MEDIA_ERR_SRC_NOT_SUPPORTED' },
};

interface Report {
  category: Category;
  detailedErrorName: string;
  httpStatus?: number | null;
  airwaveErrorCode?: number | null;
}

/** An entry as the view shows it, with the report behind it. */
function view(entry: CatalogueEntry, report: Report): PlayerErrorView {
  return {
    title: entry.title,
    code: entry.code ?? '0',
    message: entry.message,
    action: entry.action,
    troubleshooting: entry.troubleshooting ?? null,
    category: report.category,
    detailedErrorName: report.detailedErrorName,
    httpStatus: report.httpStatus ?? null,
    airwaveErrorCode: report.airwaveErrorCode ?? null,
  };
}

/** The entry of a refusal: by its name; a name this app does not know yet (a newer server), by the manifest or DRM fetch it refused. */
function serviceEntry(body: PlaybackErrorBody): CatalogueEntry {
  const { detailedErrorName: name, category } = body;
  if (isPlaybackErrorName(name)) return playbackErrorEntry(name, category === 'NETWORK' ? 'MANIFEST' : category);
  return category === 'DRM' ? CATALOGUE.drmFetch : CATALOGUE.manifestFetch;
}

const failureName = (failure: 'status' | 'network' | 'timeout') => (failure === 'timeout' ? 'TIMEOUT' : failure === 'network' ? 'HTTP_ERROR' : 'BAD_HTTP_STATUS');

/** A gateway that failed or timed out (502, 504, any 5xx), or no answer at all: the service is away. */
const serviceAway = (failure: 'status' | 'network' | 'timeout', httpStatus: number | null) => failure !== 'status' || (httpStatus ?? 0) >= 500;

/** The entry of a shaka-player error that is not a failed request, by its category and code. */
function shakaEntry(category: Category, code: number): CatalogueEntry {
  if (code === SHAKA_CODES.CONTENT_UNSUPPORTED_BY_BROWSER) return CATALOGUE.updateBrowser;
  switch (category) {
    case 'DRM':
      // Below 6007 the browser cannot do the key system at all; from 6007 on the licence exchange failed.
      return code >= SHAKA_CODES.LICENSE_REQUEST_FAILED ? CATALOGUE.drmFetch : CATALOGUE.videoEncrypted;
    case 'MANIFEST':
      return CATALOGUE.manifest;
    case 'MEDIA':
    case 'STREAMING':
    case 'TEXT':
      return CATALOGUE.media;
    case 'NETWORK':
      return CATALOGUE.network;
    default:
      return CATALOGUE.unknown;
  }
}

export function playerErrorFor(source: ErrorSource): PlayerErrorView {
  switch (source.kind) {
    case 'service': {
      const { body, httpStatus } = source;
      return view(serviceEntry(body), { category: body.category, detailedErrorName: body.detailedErrorName, httpStatus, airwaveErrorCode: body.airwaveErrorCode });
    }
    case 'fetch': {
      const { failure, httpStatus } = source;
      const detailedErrorName = failureName(failure);
      if (serviceAway(failure, httpStatus)) return view(CATALOGUE.tryLater, { category: 'NETWORK', detailedErrorName, httpStatus });
      const category: Category = source.request === 'manifest' ? 'MANIFEST' : 'DRM';
      // A refusal without the contract's body (a 403 from a gateway or CDN) is not the service's account issue (1102).
      if (source.request === 'manifest') return view(httpStatus === 403 ? CATALOGUE.manifestForbidden : CATALOGUE.manifestFetch, { category, detailedErrorName, httpStatus });
      return view(CATALOGUE.drmFetch, { category, detailedErrorName, httpStatus });
    }
    case 'network': {
      const { failure, httpStatus } = source;
      // 403 and the failed gateways (502, 504, any 5xx) are told apart from the other network failures.
      const entry = failure === 'status' && (httpStatus ?? 0) >= 500 ? CATALOGUE.tryLater : httpStatus === 403 ? CATALOGUE.networkForbidden : CATALOGUE.network;
      return view(entry, { category: 'NETWORK', detailedErrorName: failureName(failure), httpStatus });
    }
    case 'shaka': {
      const category = SHAKA_CATEGORIES[source.category] ?? 'PLAYER';
      return view(shakaEntry(category, source.code), { category, detailedErrorName: `SHAKA_${source.code}` });
    }
    case 'video': {
      const known = source.mediaErrorCode === null ? { entry: CATALOGUE.videoEncrypted, name: 'MEDIA_ERR_ENCRYPTED' } : (VIDEO_ERRORS[source.mediaErrorCode] ?? { entry: CATALOGUE.videoFailed, name: 'MEDIA_ERR_UNKNOWN' });
      return view(known.entry, { category: 'MEDIA', detailedErrorName: known.name });
    }
    case 'safari-drm': {
      const known = SAFARI_DRM_ERRORS[source.failure];
      return view(known.entry, { category: known.category, detailedErrorName: known.name, httpStatus: source.httpStatus });
    }
    case 'player-not-registered':
      // This device is no longer signed in to the account: a sign-in matter, tried again after signing in.
      return view(CATALOGUE.playerNotRegistered, { category: 'PLAYER', detailedErrorName: 'PLAYER_NOT_REGISTERED' });
    case 'graphql': {
      // The server's own words and codes, under the catalogue's title for a video that cannot play.
      const { message, productCode, errorCode } = source;
      const entry: CatalogueEntry = { ...CATALOGUE.unknown, code: errorCode ?? CATALOGUE.unknown.code, message };
      const airwaveErrorCode = productCode !== null && /^\d+$/.test(productCode) ? Number(productCode) : null;
      return view(entry, { category: 'PLAYER', detailedErrorName: productCode ?? 'GRAPHQL_ERROR', airwaveErrorCode });
    }
    case 'display':
      return view(CATALOGUE.display, { category: 'PLAYER', detailedErrorName: 'PLAYER_NOT_LOADED' });
    case 'unknown':
      return view(CATALOGUE.unknown, { category: 'PLAYER', detailedErrorName: 'UNKNOWN' });
  }
}

const stringOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);

/** The first server GraphQL error of a response's `errors` (message, `extensions.code`, `extensions.errorCode`), or null when there is none. */
export function errorSourceOfGraphQLErrors(errors: unknown): ErrorSource | null {
  const first: unknown = Array.isArray(errors) ? errors[0] : null;
  if (typeof first !== 'object' || first === null || typeof (first as { message?: unknown }).message !== 'string') return null;
  const { message, extensions } = first as { message: string; extensions?: Record<string, unknown> };
  return { kind: 'graphql', message, productCode: stringOrNull(extensions?.code), errorCode: stringOrNull(extensions?.errorCode) };
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
/** shaka's request type of the manifest (NetworkingEngine.RequestType.MANIFEST). */
const MANIFEST_REQUEST_TYPE = 0;

/** Which request failed: the manifest, a DRM request, or a media one (segments, thumbnails, …); unknown reads as the manifest. */
function requestOf(requestType: unknown): 'manifest' | 'drm' | 'media' {
  if (typeof requestType !== 'number' || requestType === MANIFEST_REQUEST_TYPE) return 'manifest';
  return DRM_REQUEST_TYPES.has(requestType) ? 'drm' : 'media';
}

/**
 * What a shaka-player error says failed. A failed request (BAD_HTTP_STATUS with the service's body, a bare
 * status, HTTP_ERROR, TIMEOUT) is a fetch of the manifest or of DRM, or a media request's network error, by its
 * request type; a licence failure
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
    const request = requestOf(requestType);
    const failure = code === SHAKA_CODES.BAD_HTTP_STATUS ? 'status' : code === SHAKA_CODES.TIMEOUT ? 'timeout' : 'network';
    const httpStatus = code === SHAKA_CODES.BAD_HTTP_STATUS && typeof data[1] === 'number' ? data[1] : null;
    const body = code === SHAKA_CODES.BAD_HTTP_STATUS ? parsePlaybackErrorBody(data[2]) : null;
    if (body && httpStatus !== null) return { kind: 'service', body, httpStatus };
    return request === 'media' ? { kind: 'network', failure, httpStatus } : { kind: 'fetch', request, failure, httpStatus };
  }
  if (code === SHAKA_CODES.VIDEO_ERROR) return { kind: 'video', mediaErrorCode: typeof data[0] === 'number' ? data[0] : null };
  return { kind: 'shaka', category: error.category, code };
}

/** shaka's request type of the FairPlay certificate (NetworkingEngine.RequestType.SERVER_CERTIFICATE). */
const SERVER_CERTIFICATE_REQUEST_TYPE = 5;

/** The inner failed request of a DRM error, when shaka carries one (its data[0]). */
const innerRequestError = (error: ShakaErrorLike): ShakaErrorLike | null => (isShakaErrorLike(error.data[0]) ? error.data[0] : null);

/**
 * What a shaka-player error says failed on Safari's FairPlay (HLS) engine: the service's own refusal when the
 * licence or certificate server answered with its contract body; otherwise Safari's DRM error kinds — the
 * certificate's fetch (or a certificate the CDM refused), the key's fetch, the HLS playlist's fetch, a key the
 * content needs and no key system gives, and the FairPlay session that would not start.
 */
export function errorSourceOfFairPlayError(error: ShakaErrorLike): ErrorSource {
  const inner = innerRequestError(error);
  const source = errorSourceOfShakaError(inner && error.code !== SHAKA_CODES.LICENSE_REQUEST_FAILED ? inner : error);
  if (source.kind === 'service') return source;
  // A server away (5xx, no answer) is the service's to come back, as on every engine ('Please try again later.').
  if (source.kind === 'fetch' && (source.failure !== 'status' || (source.httpStatus ?? 0) >= 500)) return source;
  const httpStatus = source.kind === 'fetch' || source.kind === 'network' ? source.httpStatus : null;
  switch (error.code) {
    case SHAKA_CODES.SERVER_CERTIFICATE_REQUEST_FAILED:
    case SHAKA_CODES.SERVER_CERTIFICATE_REQUIRED:
    case SHAKA_CODES.INVALID_SERVER_CERTIFICATE:
      return { kind: 'safari-drm', failure: 'fetch-cert', httpStatus };
    case SHAKA_CODES.LICENSE_REQUEST_FAILED:
      return { kind: 'safari-drm', failure: 'fetch-key', httpStatus };
    case SHAKA_CODES.ENCRYPTED_CONTENT_WITHOUT_DRM_INFO:
    case SHAKA_CODES.NO_LICENSE_SERVER_GIVEN:
      return { kind: 'safari-drm', failure: 'need-key', httpStatus };
    case SHAKA_CODES.FAILED_TO_CREATE_SESSION:
    case SHAKA_CODES.FAILED_TO_GENERATE_LICENSE_REQUEST:
      return { kind: 'safari-drm', failure: 'session', httpStatus };
  }
  if (source.kind === 'fetch') {
    if (source.request === 'manifest') return { kind: 'safari-drm', failure: 'fetch-manifest', httpStatus };
    const requestType = error.code === SHAKA_CODES.BAD_HTTP_STATUS ? error.data[4] : error.code === SHAKA_CODES.HTTP_ERROR ? error.data[2] : error.data[1];
    return { kind: 'safari-drm', failure: requestType === SERVER_CERTIFICATE_REQUEST_TYPE ? 'fetch-cert' : 'fetch-key', httpStatus };
  }
  return source;
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
