/**
 * The cast message protocol: every message the web app (the sender) and the Chromecast receiver exchange,
 * one typed module that both sides import, whether the messages travel over the Cast SDKs' custom namespace
 * on a device or over the simulation's `BroadcastChannel` in a browser. A message is plain JSON data with a
 * `type`; `parseCastMessage` turns whatever arrives into a typed message or a specific error, so neither side
 * acts on a message it does not understand.
 */

// The player's span, from its own module: the engine's entry reaches the error catalogue, which imports this one.
import type { TimelineSpan } from '../player/airing.ts';
import type { AudioIdentity } from '../player/track-choice.ts';

/** The custom namespace of the app's own messages (Cast requires the `urn:x-cast:` prefix). */
export const CAST_NAMESPACE = 'urn:x-cast:com.airwave.cast';

/** The sender sends a keep-alive this often while casting. */
export const CAST_KEEP_ALIVE_MS = 20_000;

/** The receiver's status box turns from Connecting to Connected this long after a sender targets it. */
export const CAST_CONNECTED_DELAY_MS = 750;

/** The lowest Chromecast firmware the receiver plays on ('1.42'); below it the firmware view shows (code 106). */
export const MINIMUM_FIRMWARE = '1.42';

/** The kinds of asset a cast load names: the playback contract's manifest asset types. */
export type CastAssetType = 'CHANNEL' | 'BROADCAST' | 'VOD' | 'RECORDING';

const ASSET_TYPES: readonly CastAssetType[] = ['CHANNEL', 'BROADCAST', 'VOD', 'RECORDING'];

/** What is cast: the asset the receiver opens a playback session for, and what its screens show of it. */
export interface CastAsset {
  assetType: CastAssetType;
  assetId: string;
  title: string;
  /** The episode line ('S1 | E2 · Title'), or null. */
  subtitle: string | null;
  thumbnailUrl: string | null;
}

/**
 * How the receiver signs in to the playback service. A receiver on the sender's origin (the simulation)
 * shares its session cookie and needs nothing; on a device the sender hands its session token over.
 */
export interface CastAuth {
  sessionToken: string | null;
}

/**
 * An audio track of a title as both sides name it: the player's own identity of a track, the manifest's language,
 * label and roles (the described-video track of the test streams: `en`, 'English (Described Video)', `description`).
 */
export type CastAudioTrack = AudioIdentity;

/** Messages from the sender to the receiver. */
export type SenderMessage =
  /**
   * Play `asset` from `position` seconds (null: the start, or a live channel's live edge), in the viewer's `audio`
   * track (null: the stream's default).
   */
  | { type: 'load'; requestId: number; asset: CastAsset; position: number | null; auth: CastAuth; audio: CastAudioTrack | null }
  | { type: 'play'; requestId: number }
  | { type: 'pause'; requestId: number }
  /** Seek to `position` seconds. */
  | { type: 'seek'; requestId: number; position: number }
  /** Jump `seconds` (negative: back) from where the receiver is now: the mini controller's ±10 s. */
  | { type: 'jump'; requestId: number; seconds: number }
  /** `level` 0–1. */
  | { type: 'volume'; requestId: number; level: number; muted: boolean }
  /** Captions on or off (the player page's Captions button and C key while casting). */
  | { type: 'captions'; requestId: number; enabled: boolean }
  /** Stop playing and return to the idle screen (the session stays). */
  | { type: 'stop'; requestId: number }
  | { type: 'keep-alive'; sentAt: number };

/** The receiver's player as the sender sees it. */
export type CastPlayerState = 'IDLE' | 'LOADING' | 'BUFFERING' | 'PLAYING' | 'PAUSED' | 'ERRORED';

const PLAYER_STATES: readonly CastPlayerState[] = ['IDLE', 'LOADING', 'BUFFERING', 'PLAYING', 'PAUSED', 'ERRORED'];

/**
 * What our receiver says of its playback beyond what Cast's own media status has: in the simulation part of its
 * status message, on a Chromecast the MEDIA_STATUS's `customData` (receiver/caf/, read by app/cast/sdk/). Each is
 * absent where a receiver does not say. A new one is handled wherever `PLAYBACK_DETAIL_CHECKS` or a whole
 * `CastPlaybackDetails` is written, or it does not compile.
 */
export interface CastPlaybackDetails {
  /** Captions show on the receiver. */
  captionsEnabled: boolean;
  /** Where the seekable window lies on the receiver's timeline (seconds). */
  seekable: TimelineSpan;
  /** A live stream's airing (the programme on air, which the seek bar spans) on that timeline; null when none is known. */
  airing: TimelineSpan | null;
  /** The audio track the receiver plays; null when its player has none to name. */
  audio: CastAudioTrack | null;
}

export interface CastMediaStatus extends Partial<CastPlaybackDetails> {
  playerState: CastPlayerState;
  asset: CastAsset | null;
  /** Seconds. */
  position: number;
  /** Seconds (a live stream: its seekable window). */
  duration: number;
  isLive: boolean;
  volume: number;
  muted: boolean;
}

/**
 * The cast error payload: what the receiver's error views show and the sender may repeat. `code` is null for
 * an error without one (the session is no longer valid).
 */
export interface CastErrorPayload {
  code: string | null;
  title: string;
  problem: string;
  troubleshootingTips: string[];
}

/** Messages from the receiver to the sender. */
export type ReceiverMessage =
  | { type: 'status'; requestId: number | null; status: CastMediaStatus }
  | { type: 'error'; requestId: number | null; error: CastErrorPayload };

export type CastMessage = SenderMessage | ReceiverMessage;

/** A message that does not follow the protocol; the text says what is wrong with it. */
export class CastProtocolError extends Error {
  override name = 'CastProtocolError';
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field<T>(message: Json, key: string, check: (value: unknown) => value is T, expected: string): T {
  const value = message[key];
  if (!check(value)) throw new CastProtocolError(`Cast message "${String(message.type)}" needs ${key} as ${expected}; got ${JSON.stringify(value) ?? 'nothing'}.`);
  return value;
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isNullableNumber = (value: unknown): value is number | null => value === null || isFiniteNumber(value);
const isLevel = (value: unknown): value is number => isFiniteNumber(value) && value >= 0 && value <= 1;
const isPosition = (value: unknown): value is number => isFiniteNumber(value) && value >= 0;
const isRequestId = (value: unknown): value is number => Number.isInteger(value);
const isSpan = (value: unknown): value is TimelineSpan => isObject(value) && isFiniteNumber(value.start) && isFiniteNumber(value.end) && value.start <= value.end;

/** Whether a value is a cast asset as the protocol carries it (a Cast SDK's media info hands it back this way). */
export function isCastAsset(value: unknown): value is CastAsset {
  return (
    isObject(value) &&
    ASSET_TYPES.includes(value.assetType as CastAssetType) &&
    isString(value.assetId) &&
    value.assetId !== '' &&
    isString(value.title) &&
    isNullableString(value.subtitle) &&
    isNullableString(value.thumbnailUrl)
  );
}

function isAuth(value: unknown): value is CastAuth {
  return isObject(value) && isNullableString(value.sessionToken);
}

function isAudioTrack(value: unknown): value is CastAudioTrack {
  return isObject(value) && isString(value.language) && isNullableString(value.label) && Array.isArray(value.roles) && value.roles.every(isString);
}

/** How each playback detail is checked as it arrives. */
const PLAYBACK_DETAIL_CHECKS: { [K in keyof CastPlaybackDetails]-?: (value: unknown) => value is CastPlaybackDetails[K] } = {
  captionsEnabled: isBoolean,
  seekable: isSpan,
  airing: (value): value is TimelineSpan | null => value === null || isSpan(value),
  audio: (value): value is CastAudioTrack | null => value === null || isAudioTrack(value),
};

const DETAIL_KEYS = Object.keys(PLAYBACK_DETAIL_CHECKS) as Array<keyof CastPlaybackDetails>;

/**
 * The playback details a receiver sent beside a media status it does not write itself (Cast's MEDIA_STATUS
 * `customData`): each one that is well-formed; a missing or malformed one is left out, as if not said.
 */
export function readPlaybackDetails(value: unknown): Partial<CastPlaybackDetails> {
  if (!isObject(value)) return {};
  const details: Record<string, unknown> = {};
  for (const key of DETAIL_KEYS) if (value[key] !== undefined && PLAYBACK_DETAIL_CHECKS[key](value[key])) details[key] = value[key];
  return details as Partial<CastPlaybackDetails>;
}

function isStatus(value: unknown): value is CastMediaStatus {
  return (
    isObject(value) &&
    PLAYER_STATES.includes(value.playerState as CastPlayerState) &&
    (value.asset === null || isCastAsset(value.asset)) &&
    isPosition(value.position) &&
    isPosition(value.duration) &&
    isBoolean(value.isLive) &&
    isLevel(value.volume) &&
    isBoolean(value.muted) &&
    DETAIL_KEYS.every((key) => value[key] === undefined || PLAYBACK_DETAIL_CHECKS[key](value[key]))
  );
}

function isErrorPayload(value: unknown): value is CastErrorPayload {
  return (
    isObject(value) &&
    isNullableString(value.code) &&
    isString(value.title) &&
    isString(value.problem) &&
    Array.isArray(value.troubleshootingTips) &&
    value.troubleshootingTips.every(isString)
  );
}

const ASSET = '{ assetType: CHANNEL|BROADCAST|VOD|RECORDING, assetId, title, subtitle, thumbnailUrl }';

/**
 * Reads a message as it arrived (a parsed JSON value, or the JSON text a Cast namespace delivers) into a
 * typed message. Throws `CastProtocolError` naming what is missing or wrong.
 */
export function parseCastMessage(raw: unknown): CastMessage {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      throw new CastProtocolError(`A cast message must be JSON; got ${raw.slice(0, 80)}.`);
    }
  }
  if (!isObject(value) || typeof value.type !== 'string') {
    throw new CastProtocolError(`A cast message is an object with a string type; got ${JSON.stringify(value)?.slice(0, 80) ?? 'nothing'}.`);
  }
  const message = value;
  const requestId = () => field(message, 'requestId', isRequestId, 'a whole number');
  switch (message.type) {
    case 'load':
      return {
        type: 'load',
        requestId: requestId(),
        asset: field(message, 'asset', isCastAsset, ASSET),
        position: field(message, 'position', isNullableNumber, 'seconds or null'),
        auth: field(message, 'auth', isAuth, '{ sessionToken: string or null }'),
        // A load from a sender that names no audio (one older than the field) plays the stream's default.
        audio: message.audio === undefined ? null : field(message, 'audio', (value): value is CastAudioTrack | null => value === null || isAudioTrack(value), '{ language, label, roles } or null'),
      };
    case 'play':
    case 'pause':
    case 'stop':
      return { type: message.type, requestId: requestId() };
    case 'seek':
      return { type: 'seek', requestId: requestId(), position: field(message, 'position', isPosition, 'seconds (0 or more)') };
    case 'jump':
      return { type: 'jump', requestId: requestId(), seconds: field(message, 'seconds', isFiniteNumber, 'seconds') };
    case 'volume':
      return {
        type: 'volume',
        requestId: requestId(),
        level: field(message, 'level', isLevel, 'a number from 0 to 1'),
        muted: field(message, 'muted', isBoolean, 'true or false'),
      };
    case 'captions':
      return { type: 'captions', requestId: requestId(), enabled: field(message, 'enabled', isBoolean, 'true or false') };
    case 'keep-alive':
      return { type: 'keep-alive', sentAt: field(message, 'sentAt', isFiniteNumber, 'a time in milliseconds') };
    case 'status':
      return {
        type: 'status',
        requestId: field(message, 'requestId', (id): id is number | null => id === null || isRequestId(id), 'a whole number or null'),
        status: field(message, 'status', isStatus, 'a media status'),
      };
    case 'error':
      return {
        type: 'error',
        requestId: field(message, 'requestId', (id): id is number | null => id === null || isRequestId(id), 'a whole number or null'),
        error: field(message, 'error', isErrorPayload, '{ code, title, problem, troubleshootingTips }'),
      };
    default:
      throw new CastProtocolError(
        `Unknown cast message type "${message.type}": one of load, play, pause, seek, jump, volume, captions, stop, keep-alive, status, error.`,
      );
  }
}

const SENDER_TYPES = new Set<string>(['load', 'play', 'pause', 'seek', 'jump', 'volume', 'captions', 'stop', 'keep-alive']);

export function isSenderMessage(message: CastMessage): message is SenderMessage {
  return SENDER_TYPES.has(message.type);
}

/**
 * Compares dotted firmware versions numerically ('1.9' < '1.42'); a missing part counts as 0. Returns a
 * negative number, 0 or a positive number like a sort comparator.
 */
export function compareFirmware(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Whether `version` is a dotted version of whole numbers ('1.42', '1.56.500000'). */
export function isFirmwareVersion(version: string): boolean {
  return /^\d+(\.\d+)*$/.test(version);
}
