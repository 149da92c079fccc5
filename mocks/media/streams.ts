/**
 * Serving the test streams (test-streams.ts, `streams/`) as the media of every playable asset.
 *
 * | path | answer |
 * |---|---|
 * | `/mock-media/streams/{streamId}/{trackId}/init.mp4` | the track's init segment (a rendition, an audio track or the captions: `video-240`, `audio-en`, `text-en`, …) |
 * | `/mock-media/streams/{streamId}/{trackId}/{number}.m4s?last={n}` | media segment `number` (from 1) of an on-demand presentation of `n` segments; 404 past the end |
 * | `/mock-media/streams/{streamId}/{trackId}/{number}.m4s?start={s}[&window={w}]` | media segment `number` (from 1) of a live presentation available from `s` (Unix seconds); 404 ahead of the live edge and, with `window`, more than `w` seconds behind it |
 * | `/mock-media/streams/{streamId}/thumbnails/{number}.jpg` | seek-thumbnail sprite `number` (from 1): the stream's one committed sprite for every number |
 *
 * A presentation of any length plays from a few committed segments: segment `number` is the committed
 * segment `segmentPlan` picks (the first one first, then the loop `loopFrom`… over and over), sent with
 * its decode time moved to where segment `number` belongs, so time only moves forward (mp4-boxes.ts).
 * Live channels count segments from their availability start; on-demand titles from their start. A
 * segment URL carries the bounds of its presentation in its query (the manifest writes them,
 * `segmentQuery`), so a segment that does not exist in it (yet, or any more) is a 404 as from a CDN,
 * not a looped segment (`segmentAvailability`).
 *
 * The bytes come from a `StreamFiles` source the transport hands the backend: the file system in node
 * (node-files.ts), the mock build's own static assets in the browser (browser-files.ts).
 */
import { shiftDecodeTimes } from './mp4-boxes.ts';
import { servedBytes, type ServedMedia } from './preview-video.ts';
import { SEGMENT_SECONDS, TEST_STREAMS, type PackagedStream, type PackagedTrack, type StreamsIndex, type TestStreamId } from './test-streams.ts';
import streamsIndex from './streams/index.json';

export const STREAM_MEDIA_PREFIX = '/mock-media/streams/';
/** The operation name faults use for the stream files (`media:bandwidth=80`): they are no contract's operation. */
export const MEDIA_OPERATION = 'media';

/** Reads a committed stream file by its path under `streams/` (e.g. `live/video/3.m4s`); null when there is none. */
export type StreamFiles = (relativePath: string) => Promise<Uint8Array | null>;

const index = streamsIndex as unknown as StreamsIndex;

/**
 * A StreamFiles source that reads each committed file once and keeps its bytes: a player asks for the same few
 * files over and over (a live channel loops four segments; an on-demand title's segments repeat on every play),
 * and in the browser each read is a fetch of the mock build's asset, a round trip through the service worker of
 * its own. What can be kept is bounded by the committed files (`streams/index.json`, under 2 MB in all); a
 * failed read is not kept. The bytes are shared: whoever serves them copies before changing them
 * (shiftDecodeTimes does).
 */
export function rememberingStreamFiles(source: StreamFiles): StreamFiles {
  const kept = new Map<string, Promise<Uint8Array | null>>();
  return (relativePath) => {
    const known = kept.get(relativePath);
    if (known) return known;
    const read = source(relativePath);
    kept.set(relativePath, read);
    read.catch(() => kept.delete(relativePath));
    return read;
  };
}

export function packagedStream(id: TestStreamId): PackagedStream {
  const stream = index.streams.find((candidate) => candidate.id === id);
  if (!stream) throw new Error(`mocks/media/streams/index.json has no stream ${id}: run npm run media.`);
  return stream;
}

/** A stream's track by its id (its folder: `video-240`, `audio-en`, `text-en`, …), or undefined. */
export function trackOf(stream: PackagedStream, trackId: string): PackagedTrack | undefined {
  return stream.tracks.find((candidate) => candidate.id === trackId);
}

/** Ticks of one segment in a track's timescale. */
export function segmentTicks(track: PackagedTrack): number {
  return Math.round(SEGMENT_SECONDS * track.timescale);
}

/**
 * Which committed segment plays as presentation segment `number` (from 1), and how far its decode times
 * move: the first segment as itself, every later one from the loop (segments `loopFrom`…), moved by a
 * whole number of segments so that it starts `number - 1` segments into the presentation.
 */
export function segmentPlan(id: TestStreamId, number: number): { committed: number; shiftSegments: number } {
  const spec: { segments: number; loopFrom?: number } = TEST_STREAMS[id];
  const loopFrom = spec.loopFrom ?? 2;
  if (number <= 1) return { committed: 1, shiftSegments: 0 };
  const loopLength = spec.segments - loopFrom + 1;
  const committed = loopFrom + ((number - loopFrom) % loopLength + loopLength) % loopLength;
  return { committed, shiftSegments: number - committed };
}

/** Ticks per second of the thumbnail sprites' segment template: milliseconds. */
export const THUMBNAIL_TIMESCALE = 1000;

/**
 * A stream's seek thumbnails as the manifest's thumbnail adaptation set declares them: sprites of
 * `columns` × `rows` tiles (the committed sprite's grid), one tile per `intervalSeconds`, so one sprite
 * covers `durationTicks` (THUMBNAIL_TIMESCALE) of presentation time; `width` × `height` is the whole sprite
 * and `bandwidth` its bits per second of presentation.
 */
export function thumbnailSprites(stream: PackagedStream): {
  columns: number;
  rows: number;
  durationTicks: number;
  width: number;
  height: number;
  bandwidth: number;
} {
  const { columns, rows, intervalSeconds, width, height, file } = stream.thumbnails;
  const durationTicks = Math.round(columns * rows * intervalSeconds * THUMBNAIL_TIMESCALE);
  const bytes = index.files[`${stream.id}/${file}`]?.bytes;
  if (bytes === undefined) throw new Error(`mocks/media/streams/index.json lists no ${stream.id}/${file}: run npm run media.`);
  return {
    columns,
    rows,
    durationTicks,
    width: columns * width,
    height: rows * height,
    bandwidth: Math.ceil((bytes * 8 * THUMBNAIL_TIMESCALE) / durationTicks),
  };
}

/**
 * Which segment numbers of a presentation exist, as the manifest's segment URLs carry them: an on-demand
 * presentation (`?last=`) has segments 1…`last`; a live one (`?start=`, `&window=`) has the segments
 * that have ended by now, counted from its availability start, and with a window only those that ended
 * at most `windowSeconds` ago (the DASH availability rule with a time-shift buffer of that depth).
 */
export type SegmentBounds =
  | { kind: 'static'; last: number }
  | { kind: 'live'; startSeconds: number; windowSeconds: number | null };

/** The query a presentation's segment URLs carry (see SegmentBounds). */
export function segmentQuery(bounds: SegmentBounds): string {
  if (bounds.kind === 'static') return `last=${bounds.last}`;
  return bounds.windowSeconds === null ? `start=${bounds.startSeconds}` : `start=${bounds.startSeconds}&window=${bounds.windowSeconds}`;
}

const WHOLE = /^(0|[1-9][0-9]{0,11})$/;

/** Reads a segment URL's bounds, or says what is wrong with them. */
export function readSegmentBounds(query: URLSearchParams): { ok: true; bounds: SegmentBounds } | { ok: false; reason: string } {
  const last = query.get('last');
  const start = query.get('start');
  const window = query.get('window');
  if (last !== null && start === null && window === null && WHOLE.test(last) && Number(last) >= 1) {
    return { ok: true, bounds: { kind: 'static', last: Number(last) } };
  }
  if (start !== null && last === null && WHOLE.test(start) && (window === null || WHOLE.test(window))) {
    return { ok: true, bounds: { kind: 'live', startSeconds: Number(start), windowSeconds: window === null ? null : Number(window) } };
  }
  return {
    ok: false,
    reason: 'A media segment URL names its presentation: ?last={segments} (on demand) or ?start={unix seconds}[&window={seconds}] (live), as the manifest writes it.',
  };
}

export type SegmentAvailability = 'available' | 'past-end' | 'ahead-of-live-edge' | 'behind-live-window';

/** Whether segment `number` (from 1, SEGMENT_SECONDS each) of a presentation exists at `nowMs`. */
export function segmentAvailability(bounds: SegmentBounds, number: number, nowMs: number): SegmentAvailability {
  if (bounds.kind === 'static') return number <= bounds.last ? 'available' : 'past-end';
  const endMs = bounds.startSeconds * 1000 + Math.round(number * SEGMENT_SECONDS * 1000);
  if (endMs > nowMs) return 'ahead-of-live-edge';
  if (bounds.windowSeconds !== null && nowMs > endMs + bounds.windowSeconds * 1000) return 'behind-live-window';
  return 'available';
}

const UNAVAILABLE: Record<Exclude<SegmentAvailability, 'available'>, string> = {
  'past-end': 'is past the end of its presentation',
  'ahead-of-live-edge': 'is ahead of the live edge (it has not ended yet)',
  'behind-live-window': 'has left the live window',
};

type StreamPath =
  | { kind: 'init'; stream: TestStreamId; track: PackagedTrack }
  | { kind: 'segment'; stream: TestStreamId; track: PackagedTrack; number: number }
  | { kind: 'thumbnails'; stream: TestStreamId; number: number };

function isStreamId(value: string): value is TestStreamId {
  return Object.hasOwn(TEST_STREAMS, value);
}

/** The stream file a path names, or null. Segment numbers are positive integers without leading zeros. */
export function parseStreamPath(path: string): StreamPath | null {
  if (!path.startsWith(STREAM_MEDIA_PREFIX)) return null;
  const parts = path.slice(STREAM_MEDIA_PREFIX.length).split('/');
  const [stream = '', second = '', third] = parts;
  if (!isStreamId(stream)) return null;
  if (parts.length !== 3 || third === undefined) return null;
  if (second === 'thumbnails') {
    const sprite = /^([1-9][0-9]{0,9})\.jpg$/.exec(third);
    return sprite ? { kind: 'thumbnails', stream, number: Number(sprite[1]) } : null;
  }
  const track = trackOf(packagedStream(stream), second);
  if (!track) return null;
  if (third === 'init.mp4') return { kind: 'init', stream, track };
  const match = /^([1-9][0-9]{0,9})\.m4s$/.exec(third);
  return match ? { kind: 'segment', stream, track, number: Number(match[1]) } : null;
}

/** The same file for every request: init segments and thumbnails keep a day, moved segments an hour. */
function withRange(bytes: Uint8Array, range: string | undefined, contentType: string, cache: string): ServedMedia {
  return servedBytes(bytes, range, { 'cache-control': cache, 'content-type': contentType });
}

/** A stream file's answer; `reason` says why there is none. */
export type ServedStreamFile = ServedMedia & { reason?: string };

function missing(reason?: string): ServedStreamFile {
  return { status: 404, headers: {}, body: null, ...(reason === undefined ? {} : { reason }) };
}

/**
 * Answers a path under STREAM_MEDIA_PREFIX (honouring one byte range): init segments and thumbnails as
 * committed, media segment `number` from the plan with its decode times moved, when its presentation
 * (the URL's query, SegmentBounds) has it at `now`. 404 for paths that name no stream file and for
 * segments that do not exist (yet, or any more). Null for paths outside the prefix. Segments are the
 * same for every viewer and entitlement is the licence's business (encrypted streams), as with a CDN.
 */
export async function serveStreamFile(
  path: string,
  query: URLSearchParams,
  range: string | undefined,
  now: Date,
  files: StreamFiles,
): Promise<ServedStreamFile | null> {
  if (!path.startsWith(STREAM_MEDIA_PREFIX)) return null;
  const parsed = parseStreamPath(path);
  if (!parsed) return missing();
  const stream = packagedStream(parsed.stream);
  if (parsed.kind === 'thumbnails') {
    const bytes = await files(`${stream.id}/${stream.thumbnails.file}`);
    return bytes ? withRange(bytes, range, 'image/jpeg', 'public, max-age=86400') : missing();
  }
  const { track } = parsed;
  const contentType = track.mimeType;
  if (parsed.kind === 'init') {
    const bytes = await files(`${stream.id}/${track.initialization}`);
    return bytes ? withRange(bytes, range, contentType, 'public, max-age=86400') : missing();
  }
  const bounds = readSegmentBounds(query);
  if (!bounds.ok) return missing(bounds.reason);
  const availability = segmentAvailability(bounds.bounds, parsed.number, now.getTime());
  if (availability !== 'available') return missing(`Segment ${parsed.number} at ${path} ${UNAVAILABLE[availability]}.`);
  const plan = segmentPlan(parsed.stream, parsed.number);
  const committed = await files(`${stream.id}/${track.media.replace('$Number$', String(plan.committed))}`);
  if (!committed) return missing();
  const moved = plan.shiftSegments === 0 ? committed : shiftDecodeTimes(committed, BigInt(plan.shiftSegments) * BigInt(segmentTicks(track)));
  return withRange(moved, range, contentType, 'public, max-age=3600');
}
