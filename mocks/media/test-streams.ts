/**
 * The test streams behind every playable asset of the mock world: what `npm run media`
 * (scripts/media/generate.ts) makes with ffmpeg and shaka-packager, and what the mocks serve.
 *
 * Every stream is fragmented MP4 in DASH segment-template form, each track an init segment plus numbered
 * media segments of exactly SEGMENT_SECONDS (48 video frames at 25 fps and 90 AAC frames at 48 kHz, so audio
 * and video segments end together and a segment sequence can loop without a gap), in a folder named by the
 * track's id:
 * - three H.264 renditions of one picture (RENDITIONS: 240p, 180p, 144p), for the quality menu and ABR;
 * - two AAC audio tracks (AUDIO_TRACKS): the main English one and an English described-video one;
 * - one WebVTT caption track in fragmented MP4 (`wvtt`, CAPTIONS), a cue per segment (`captionCues`).
 * The picture is ffmpeg's `testsrc2` pattern with the stream's label and a running timecode burnt in; the
 * sound is a steady tone whose period divides the segment length (the described track's tone is lower).
 *
 * - `vod-clear`: on-demand, unencrypted.
 * - `vod-clearkey`: the same length, encrypted (CENC, one raw key) for the ClearKey licence.
 * - `live`: a short encrypted loop that the mocks repeat for live channels, rewriting each segment's
 *   decode time (`tfdt`) so time only moves forward. The loop is segments `loopFrom`… of the stream, not
 *   the first: the AAC encoder puts one priming frame (1024 samples) into the first segment, so only the
 *   later segments hold exactly 90 audio frames each and can follow one another in any order.
 *
 * Each stream also has a seek-thumbnail sprite: one tile per segment (the segment's first frame), in a
 * grid of THUMBNAIL_COLUMNS columns.
 *
 * The keys are test keys, public on purpose: they protect nothing and exist so the player's licence
 * path (EME ClearKey, the auth token, the licence server) runs as it would against real DRM. They are
 * the playback mock's own (mocks/rest/drm.ts: `KEY_IDS` per media kind, each key `contentKeyFor` its key
 * id), so its ClearKey licence server hands out the key these streams are encrypted with; a test holds the
 * two together.
 */

/** Length of every media segment, in seconds: 48 frames at 25 fps, 90 AAC frames of 1024 samples at 48 kHz. */
export const SEGMENT_SECONDS = 1.92;
export const VIDEO = { fps: 25, profile: 'main' } as const;
/** The video renditions, highest first; the first is the picture the thumbnails are taken from. */
export const RENDITIONS = [
  { id: 'video-240', width: 426, height: 240, bitrateKbps: 90 },
  { id: 'video-180', width: 320, height: 180, bitrateKbps: 50 },
  { id: 'video-144', width: 256, height: 144, bitrateKbps: 28 },
] as const;
export const AUDIO = { sampleRate: 48_000, channels: 2, bitrateKbps: 32 } as const;
/**
 * The audio tracks, main first, as the manifest labels them for the audio menu. The described-video track's
 * tone is `toneRatio` of the stream's (4/5 keeps a whole number of periods per segment for every stream).
 */
export const AUDIO_TRACKS = [
  { id: 'audio-en', lang: 'en', roles: ['main'], label: 'English', toneRatio: 1 },
  { id: 'audio-en-ad', lang: 'en', roles: ['description'], label: 'English (Described Video)', toneRatio: 0.8 },
] as const;
/** The caption track (WebVTT cues in fragmented MP4), as the manifest labels it for the captions menu. */
export const CAPTIONS = { id: 'text-en', lang: 'en', roles: ['caption'], label: 'English' } as const;
export const THUMBNAIL = { width: 160, height: 90 } as const;
export const THUMBNAIL_COLUMNS = 5;
/**
 * The committed streams together stay under this many bytes (they live in the repository): 2.0 MB since the
 * streams carry three renditions, two audio tracks and captions (1.5 MB for one rendition and one audio track).
 */
export const MEDIA_BUDGET_BYTES = 2_000_000;

export interface TestStreamSpec {
  /** Burnt into the picture's top-left corner with the running time. */
  label: string;
  segments: number;
  /** The tone's frequency in Hz: a whole number of periods per segment. */
  toneHz: number;
  /** CENC with this key and initial IV (hex: 16-byte key id and key, 8-byte IV); absent for a clear stream. */
  encryption?: { keyId: string; key: string; iv: string };
  /**
   * Segments `loopFrom`…`segments` repeat after the first segment for a presentation longer than the
   * stream (default 2: every segment but the first, which holds the AAC priming frame).
   */
  loopFrom?: number;
}

export const TEST_STREAMS = {
  'vod-clear': { label: 'Airwave VOD', segments: 10, toneHz: 625 },
  'vod-clearkey': {
    label: 'Airwave VOD ClearKey',
    segments: 10,
    toneHz: 750,
    encryption: { keyId: 'a1b2c3d4e5f647898abcdef012345678', key: 'd24d519f529b1263a48973fbebc20053', iv: '0102030405060708' },
  },
  live: {
    label: 'Airwave LIVE',
    segments: 5,
    loopFrom: 2,
    toneHz: 1000,
    encryption: { keyId: '7f4c2a9e3b1d4e8f9a7b6c5d4e3f2a1b', key: '4b83f4e8cb2a8d13c1000c03821a464c', iv: '1112131415161718' },
  },
} as const satisfies Record<string, TestStreamSpec>;

export type TestStreamId = keyof typeof TEST_STREAMS;
export const TEST_STREAM_IDS = Object.keys(TEST_STREAMS) as TestStreamId[];

/** Where the streams live in the repository, relative to its root, and their index (written by the generator). */
export const STREAMS_DIR = 'mocks/media/streams';
export const STREAMS_INDEX_FILE = 'index.json';

/** The caption cues of a stream: one per segment, from its start to its end, naming the stream and the segment. */
export function captionCues(spec: TestStreamSpec): Array<{ start: number; end: number; text: string }> {
  return Array.from({ length: spec.segments }, (_, index) => ({
    start: Number((index * SEGMENT_SECONDS).toFixed(2)),
    end: Number(((index + 1) * SEGMENT_SECONDS).toFixed(2)),
    text: `${spec.label} caption ${index + 1}`,
  }));
}

/** One representation (a video rendition, an audio track or the captions) of a stream as packaged. */
export interface PackagedTrack {
  /** The track's folder under the stream's (a RENDITIONS, AUDIO_TRACKS or CAPTIONS id). */
  id: string;
  contentType: 'video' | 'audio' | 'text';
  mimeType: 'video/mp4' | 'audio/mp4' | 'application/mp4';
  /** RFC 6381 codec string as the packager declared it. */
  codecs: string;
  /** Peak bits per second as the packager declared it. */
  bandwidth: number;
  timescale: number;
  /** Every media segment's duration in `timescale` units, in order (segment numbers start at 1). */
  segmentDurations: number[];
  width?: number;
  height?: number;
  audioSamplingRate?: number;
  audioChannels?: number;
  /** Paths relative to the stream's folder. */
  initialization: string;
  /** `$Number$` stands for the segment number (from 1). */
  media: string;
}

export interface PackagedStream {
  id: TestStreamId;
  durationSeconds: number;
  /** The CENC default key id (hex) of both tracks; absent for a clear stream. */
  keyId?: string;
  tracks: PackagedTrack[];
  thumbnails: { file: string; width: number; height: number; columns: number; rows: number; count: number; intervalSeconds: number };
}

/** `mocks/media/streams/index.json`: what was packaged, and every committed file's size and SHA-256. */
export interface StreamsIndex {
  /** The generator's parameters the files were made with (this module's values). */
  parameters: {
    segmentSeconds: number;
    video: typeof VIDEO;
    renditions: typeof RENDITIONS;
    audio: typeof AUDIO;
    audioTracks: typeof AUDIO_TRACKS;
    captions: typeof CAPTIONS;
    thumbnail: typeof THUMBNAIL;
    streams: typeof TEST_STREAMS;
  };
  /** The tools that made them (informative: another ffmpeg build may encode other bytes). */
  tools: { ffmpeg: string; packager: string };
  streams: PackagedStream[];
  /** Path (relative to the streams folder) → size and SHA-256 (hex) of every file but the index. */
  files: Record<string, { bytes: number; sha256: string }>;
}

/** The parameters block an index must carry for the current values of this module. */
export function currentParameters(): StreamsIndex['parameters'] {
  return {
    segmentSeconds: SEGMENT_SECONDS,
    video: VIDEO,
    renditions: RENDITIONS,
    audio: AUDIO,
    audioTracks: AUDIO_TRACKS,
    captions: CAPTIONS,
    thumbnail: THUMBNAIL,
    streams: TEST_STREAMS,
  };
}
