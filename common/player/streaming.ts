/**
 * The player's streaming constants and the retry rule of the manifest request, as data. The engine hands
 * `streamingConfiguration` to shaka-player; the opening manifest request follows `manifestRetryDelay`.
 */

import { LICENCE_TIMEOUT_MS } from './licence-wait.ts';
import type { Manifest } from './manifest-to-dash.ts';

/** Seconds of media buffered ahead of the playhead. */
export const BUFFERING_GOAL_SECONDS = 60;
/** Seconds of media kept behind the playhead. */
export const BUFFER_BEHIND_SECONDS = 10;
/** Seconds buffered before playback (re)starts after a stall. */
export const REBUFFERING_GOAL_SECONDS = 12;
/** Attempts of a segment or licence request (the first one included). */
export const STREAMING_RETRY_ATTEMPTS = 4;
/** Retries of the manifest request after the first attempt. */
export const MANIFEST_RETRIES = 5;
/** The back-off before a manifest retry doubles from this, and never exceeds the cap. */
export const MANIFEST_RETRY_BASE_MS = 1000;
export const MANIFEST_RETRY_CAP_MS = 16_000;
/** A gap in the buffer shorter than this is jumped over (seconds); TVs get a wider threshold. */
export const GAP_DETECTION_THRESHOLD_SECONDS = 0.1;
export const GAP_DETECTION_THRESHOLD_TV_SECONDS = 0.5;
/**
 * How often (seconds) shaka's streaming engine looks again at a track that is waiting: for the other track to catch
 * up (shaka lets no track run more than one segment ahead of another), or, buffer full, for room. shaka's default of
 * 1 s made start-up wait a whole second each time audio's segment came in before video's; 0.1 s is shaka's own
 * value for low-latency streams. Not one of the spec's constants (they are above and untouched).
 */
export const STREAMING_UPDATE_INTERVAL_SECONDS = 0.1;
/**
 * Media segments each track fetches ahead in parallel with the one it appends (shaka's `segmentPrefetchLimit`;
 * default 1), so the rebuffering goal's segments arrive together rather than one request after another: this many
 * until the manifest is read, then `segmentPrefetchFor` the manifest.
 */
export const SEGMENT_PREFETCH_LIMIT = 3;
/** The most segments a track fetches ahead, however short a manifest's segments are. */
export const MAX_SEGMENT_PREFETCH = 12;

/** The shortest and longest media (video or audio) segments of a manifest's first period, in seconds; null when it states none. */
function mediaSegmentSeconds(manifest: Manifest): { shortest: number; longest: number } | null {
  let found: { shortest: number; longest: number } | null = null;
  for (const set of manifest.periods[0]?.adaptationSets ?? []) {
    if (set.contentType !== 'video' && set.contentType !== 'audio') continue;
    const template = set.segmentTemplate;
    const ticks = 'timeline' in template ? template.timeline.map((entry) => entry.d) : [template.duration];
    for (const each of ticks) {
      const seconds = each / template.timescale;
      if (!Number.isFinite(seconds) || seconds <= 0) continue;
      found = found ? { shortest: Math.min(found.shortest, seconds), longest: Math.max(found.longest, seconds) } : { shortest: seconds, longest: seconds };
    }
  }
  return found;
}

/**
 * How many segments each track fetches ahead for a manifest: enough to hold the rebuffering goal (which shaka buffers
 * before playback starts), so that start-up asks for them all at once rather than in rounds of SEGMENT_PREFETCH_LIMIT,
 * each waiting for the last (with 1.92 s segments, 7 instead of 3 + 3 + 1). Never fewer than SEGMENT_PREFETCH_LIMIT,
 * never more than MAX_SEGMENT_PREFETCH.
 */
export function segmentPrefetchFor(manifest: Manifest): number {
  const seconds = mediaSegmentSeconds(manifest)?.shortest;
  if (seconds === undefined) return SEGMENT_PREFETCH_LIMIT;
  return Math.min(MAX_SEGMENT_PREFETCH, Math.max(SEGMENT_PREFETCH_LIMIT, Math.ceil(REBUFFERING_GOAL_SECONDS / seconds - 1e-9)));
}

/**
 * How far behind the live edge (seconds) a live manifest starts: the service's presentation delay, but never less than
 * the rebuffering goal and one segment. shaka holds a live start until it has buffered the rebuffering goal or up to
 * the live edge; started nearer the edge than the goal, only the second can let it play, and that one it met only by
 * chance (the edge moves on continuously, while the segments it may fetch are added once a segment's time, at a phase
 * set by when the manifest was read): one start in a few waited seconds, until the goal had been produced. From this
 * far back the goal is there to fetch at once, whenever the manifest was read. Null for an on-demand manifest.
 */
export function liveStartDelayFor(manifest: Manifest): number | null {
  if (manifest.type !== 'dynamic') return null;
  const longest = mediaSegmentSeconds(manifest)?.longest ?? 0;
  return Math.max(manifest.presentationDelay ?? 0, REBUFFERING_GOAL_SECONDS + longest);
}
/** One jump (the ±10 s buttons and keys). */
export const JUMP_STEP_MS = 10_000;

/**
 * How long to wait before retry number `retry` (1-based) of the manifest request, or null when the retries
 * are used up: 1 s, 2 s, 4 s, 8 s, 16 s.
 */
export function manifestRetryDelay(retry: number): number | null {
  if (!Number.isInteger(retry) || retry < 1 || retry > MANIFEST_RETRIES) return null;
  return Math.min(MANIFEST_RETRY_CAP_MS, MANIFEST_RETRY_BASE_MS * 2 ** (retry - 1));
}

/**
 * Whether a failed manifest request is worth retrying: a network failure or a server error (5xx). A refusal
 * (4xx: not in package, outside the window, …) is an answer, and asking again would only delay it.
 */
export function isRetryableManifestFailure(status: number | null): boolean {
  return status === null || status >= 500;
}

export interface DeviceTraits {
  isTv: boolean;
}

/** The part of shaka-player's configuration the product fixes (plain data; shaka merges it into its defaults). */
export function streamingConfiguration(device: DeviceTraits) {
  const retryParameters = {
    maxAttempts: STREAMING_RETRY_ATTEMPTS,
    baseDelay: MANIFEST_RETRY_BASE_MS,
    backoffFactor: 2,
    fuzzFactor: 0.5,
  };
  return {
    streaming: {
      bufferingGoal: BUFFERING_GOAL_SECONDS,
      bufferBehind: BUFFER_BEHIND_SECONDS,
      rebufferingGoal: REBUFFERING_GOAL_SECONDS,
      gapDetectionThreshold: device.isTv ? GAP_DETECTION_THRESHOLD_TV_SECONDS : GAP_DETECTION_THRESHOLD_SECONDS,
      updateIntervalSeconds: STREAMING_UPDATE_INTERVAL_SECONDS,
      segmentPrefetchLimit: SEGMENT_PREFETCH_LIMIT,
      retryParameters,
    },
    // The adaptive choice follows the bandwidth (and the session's bitrate cap, bitrate-cap.ts). shaka's own dropped-frame
    // rule would ban the playing rendition for 30 s whenever a busy device drops 15 % of frames over 2 s: the quality
    // menu's heights then came and went, and a height the viewer saw could not be chosen.
    abr: { droppedFrames: false },
    // A licence attempt times out as a manifest attempt does (shaka's own 30 s would outlast the licence deadline).
    drm: { retryParameters: { ...retryParameters, timeout: LICENCE_TIMEOUT_MS, connectionTimeout: LICENCE_TIMEOUT_MS } },
    manifest: {
      // Live refreshes (the manifest's Location) retry like the opening request: doubling, at most 16 s apart.
      retryParameters: { maxAttempts: MANIFEST_RETRIES + 1, baseDelay: MANIFEST_RETRY_BASE_MS, backoffFactor: 2, fuzzFactor: 0 },
    },
  };
}
