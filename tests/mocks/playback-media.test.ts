/**
 * The manifests lead to media that exists: for a live channel, a clear and an encrypted on-demand title
 * and a recording, every URL the manifest names answers from the standalone mock server, each segment
 * carries the decode time its number gives it, and the ClearKey licence for the manifest's key id is
 * the key the stream is encrypted with. (Decoding in a browser is the player's tests' business.)
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/rest/playback.ts';
import { decodeTimes, defaultKeyIds } from './support/mp4.ts';
import { packagedStream, segmentAvailability, segmentPlan, segmentTicks, trackOf, type StreamFiles } from '../../mocks/media/streams.ts';
import { nodeStreamFiles } from '../../mocks/media/node-files.ts';
import { SEGMENT_SECONDS, TEST_STREAMS, type TestStreamId } from '../../mocks/media/test-streams.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { FaultSyntaxError, formatFaults, parseFaults } from '../../mocks/scenarios/faults.ts';
import { createWorld } from '../../mocks/scenarios/create-world.ts';
import { TEST_NOW } from '../support/clock.ts';

type Manifest = components['schemas']['Manifest'];
type AdaptationSet = components['schemas']['AdaptationSet'];
type MediaAdaptationSet = components['schemas']['MediaAdaptationSet'];
type ThumbnailAdaptationSet = components['schemas']['ThumbnailAdaptationSet'];

const cookie = 'airwave_session=anything';
let server: RunningMockServer;

beforeAll(async () => {
  server = await startMockServer({ port: 0, persona: 'core-subscriber', now: () => TEST_NOW });
});
afterAll(() => server.close());

async function manifestOf(path: string): Promise<Manifest> {
  const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Manifest;
}

async function bytes(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Uint8Array; type: string | null }> {
  const response = await fetch(url, { headers });
  return { status: response.status, body: new Uint8Array(await response.arrayBuffer()), type: response.headers.get('content-type') };
}

function mediaSets(manifest: Manifest): MediaAdaptationSet[] {
  return (manifest.periods[0]?.adaptationSets ?? []).filter((set): set is MediaAdaptationSet => set.contentType !== 'image');
}

function thumbnailSets(manifest: Manifest): ThumbnailAdaptationSet[] {
  return (manifest.periods[0]?.adaptationSets ?? []).filter((set: AdaptationSet): set is ThumbnailAdaptationSet => set.contentType === 'image');
}

function template(set: MediaAdaptationSet): { timescale: number; duration: number; initialization: string; media: string; startNumber: number } {
  const segmentTemplate = set.segmentTemplate;
  if (!('duration' in segmentTemplate)) throw new Error('expected a duration segment template');
  return segmentTemplate;
}

/** Checks a manifest's tracks: init segments, segments `numbers` with their decode times, the key id. */
async function expectPlayable(manifest: Manifest, numbers: number[], keyId: string | null): Promise<void> {
  const sets = mediaSets(manifest);
  // The renditions in one video set; the main and the described-video audio, each labelled; the captions.
  expect(sets.map((set) => [set.contentType, set.representations.map((rep) => rep.id), set.roles ?? [], set.label ?? null])).toEqual([
    ['video', ['video-240', 'video-180', 'video-144'], [], null],
    ['audio', ['audio-en'], ['main'], 'English'],
    ['audio', ['audio-en-ad'], ['description'], 'English (Described Video)'],
    ['text', ['text-en'], ['caption'], 'English'],
  ]);
  for (const set of sets) {
    const { timescale, duration, initialization, media } = template(set);
    expect(duration).toBe(SEGMENT_SECONDS * timescale);
    for (const { id } of set.representations) {
      const init = await bytes(initialization.replace('$RepresentationID$', id));
      expect(init.status).toBe(200);
      expect(init.type).toBe(set.mimeType);
      // Video and audio are encrypted; the captions are clear.
      expect(defaultKeyIds(init.body)).toEqual(keyId && set.contentType !== 'text' ? [keyId] : []);
      for (const number of numbers) {
        const segment = await bytes(media.replace('$RepresentationID$', id).replace('$Number$', String(number)));
        expect(segment.status).toBe(200);
        // Segment n starts n - 1 segments into the presentation (plus the AAC priming frame on audio).
        const priming = set.contentType === 'audio' ? 1024n : 0n;
        expect(decodeTimes(segment.body)).toEqual([BigInt(number - 1) * BigInt(duration) + (number === 1 ? 0n : priming)]);
      }
    }
  }
  const protection = sets.flatMap((set) => set.contentProtection);
  if (keyId) expect(protection).toContainEqual(expect.objectContaining({ defaultKid: keyId.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5') }));
  else expect(protection).toEqual([]);
}

async function clearKeyLicense(manifest: Manifest, keyId: string): Promise<string | undefined> {
  const kid = Buffer.from(keyId, 'hex').toString('base64url');
  if (!manifest.drm) throw new Error('an encrypted stream without DRM data');
  const response = await fetch(manifest.drm.keySystems['org.w3.clearkey']?.licenseServerURL ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': manifest.drm.drmToken, cookie },
    body: JSON.stringify({ kids: [kid], type: 'temporary' }),
  });
  expect(response.status).toBe(200);
  const license = (await response.json()) as { keys: { kid: string; k: string }[] };
  return license.keys.find((key) => key.kid === kid)?.k;
}

describe('reading the committed stream files', () => {
  it('reads each committed file once, however often and at whatever segment number players ask for it', async () => {
    const reads: string[] = [];
    const counting: StreamFiles = (relativePath) => {
      reads.push(relativePath);
      return nodeStreamFiles(relativePath);
    };
    const own = await startMockServer({ port: 0, persona: 'core-subscriber', now: () => TEST_NOW, streamFiles: counting });
    try {
      // Presentation segments 3 and 12 of a 20-segment title are the same committed segment, 12 moved on in time.
      expect(segmentPlan('vod-clear', 12).committed).toBe(segmentPlan('vod-clear', 3).committed);
      const segment = (number: number) => bytes(`${own.url}/mock-media/streams/vod-clear/video-240/${number}.m4s?last=20`);
      const first = await segment(3);
      const again = await segment(3);
      const later = await segment(12);
      const init = [await bytes(`${own.url}/mock-media/streams/vod-clear/video-240/init.mp4`), await bytes(`${own.url}/mock-media/streams/vod-clear/video-240/init.mp4`)];
      expect([first, again, later, ...init].map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(again.body).toEqual(first.body);
      // Kept bytes are never changed by the rewrite: each answer carries its own decode time.
      const track = trackOf(packagedStream('vod-clear'), 'video-240');
      if (!track) throw new Error('vod-clear has no video-240 rendition');
      const ticks = BigInt(segmentTicks(track));
      expect([decodeTimes(first.body), decodeTimes(again.body), decodeTimes(later.body)]).toEqual([[2n * ticks], [2n * ticks], [11n * ticks]]);
      expect(reads.sort()).toEqual(['vod-clear/video-240/3.m4s', 'vod-clear/video-240/init.mp4']);
    } finally {
      await own.close();
    }
  });
});

const world = createWorld({ persona: 'core-subscriber', now: () => TEST_NOW });

describe('playback media in the mock world', () => {
  it('a live channel plays the encrypted loop at segment numbers counted from its availability start, and its licence opens it', async () => {
    const manifest = await manifestOf('/playback/manifest/CHANNEL/ch-amc');
    expect(manifest.type).toBe('dynamic');
    const live = TEST_STREAMS.live.encryption.keyId;
    const elapsed = (TEST_NOW.getTime() - Date.parse(manifest.type === 'dynamic' ? manifest.availabilityStartTime : '')) / 1000;
    // The newest segment that has ended by now (segment n spans (n - 1) to n segment lengths).
    const edge = Math.floor(elapsed / SEGMENT_SECONDS);
    // Segments up to the live edge, across a loop seam (the loop repeats every 4 segments).
    await expectPlayable(manifest, [edge - 3, edge - 2, edge - 1, edge], live);
    expect(await clearKeyLicense(manifest, live)).toBe(Buffer.from(TEST_STREAMS.live.encryption.key, 'hex').toString('base64url'));
  });

  it('an on-demand title of a free channel is clear, any other is ClearKey-encrypted, both for their whole length', async () => {
    const channelOf = (vod: (typeof world.catalog.vod)[number]) => {
      const show = world.catalog.shows.find((candidate) => candidate.showId === vod.showId);
      return world.catalog.channels.find((channel) => channel.channelId === show?.channelId);
    };
    const available = world.catalog.vod.filter((vod) => Date.parse(vod.availableFrom) <= TEST_NOW.getTime() && TEST_NOW.getTime() <= Date.parse(vod.availableUntil));
    const clear = available.find((vod) => channelOf(vod)?.isFastViewable);
    const encrypted = available.find((vod) => channelOf(vod) && !channelOf(vod)?.isFastViewable && channelOf(vod)?.addOnId === null);
    expect(clear, 'a free-channel title to play in the clear').toBeDefined();
    expect(encrypted, 'a plan-channel title to play encrypted').toBeDefined();

    const clearManifest = await manifestOf(`/playback/manifest/VOD/${clear?.vodId ?? ''}`);
    const lastClear = Math.ceil(Math.round((clearManifest.duration ?? 0) * 1000) / (SEGMENT_SECONDS * 1000));
    await expectPlayable(clearManifest, [1, 2, 11, lastClear], null);
    expect(clearManifest.drm).toBeNull();

    const encryptedManifest = await manifestOf(`/playback/manifest/VOD/${encrypted?.vodId ?? ''}`);
    const keyId = TEST_STREAMS['vod-clearkey'].encryption.keyId;
    await expectPlayable(encryptedManifest, [1, 10, 11, 12], keyId);
    expect(await clearKeyLicense(encryptedManifest, keyId)).toBe(Buffer.from(TEST_STREAMS['vod-clearkey'].encryption.key, 'hex').toString('base64url'));
  });

  it('answers byte ranges, and 404 with a reason for a path that names no stream file', async () => {
    const manifest = await manifestOf('/playback/manifest/CHANNEL/ch-amc');
    const video = mediaSets(manifest).find((set) => set.contentType === 'video');
    const init = video ? template(video).initialization.replace('$RepresentationID$', 'video-240') : '';
    const whole = await bytes(init);
    const part = await bytes(init, { range: 'bytes=8-15' });
    expect(part.status).toBe(206);
    expect(part.body).toEqual(whole.body.subarray(8, 16));
    for (const path of ['/mock-media/streams/live/video-240/0.m4s', '/mock-media/streams/nope/video-240/1.m4s', '/mock-media/streams/live/video/1.m4s', '/mock-media/streams/live/subtitles/1.m4s']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: `No mock stream file at ${path}.` });
    }
  });

  it('every manifest has seek thumbnails: a DASH-IF tiled JPEG sprite per stretch of presentation, served for any sprite number', async () => {
    const recording = world.catalog.broadcasts.find((broadcast) => Date.parse(broadcast.endsAt) < TEST_NOW.getTime() && broadcast.isLookback);
    const airing = world.catalog.broadcasts.find(
      (broadcast) => broadcast.channelId === 'ch-amc' && Date.parse(broadcast.startsAt) <= TEST_NOW.getTime() && TEST_NOW.getTime() < Date.parse(broadcast.endsAt),
    );
    const vod = world.catalog.vod.find((candidate) => Date.parse(candidate.availableFrom) <= TEST_NOW.getTime() && TEST_NOW.getTime() <= Date.parse(candidate.availableUntil));
    const paths = [
      '/playback/manifest/CHANNEL/ch-amc',
      `/playback/manifest/BROADCAST/${airing?.broadcastId ?? 'none'}`,
      `/playback/manifest/RECORDING/${recording?.broadcastId ?? 'none'}`,
      `/playback/manifest/VOD/${vod?.vodId ?? 'none'}`,
    ];
    const sprite = new Uint8Array(await readFile(new URL('../../mocks/media/streams/live/thumbnails.jpg', import.meta.url)));
    for (const path of paths) {
      const manifest = await manifestOf(path);
      const [thumbnails, ...others] = thumbnailSets(manifest);
      expect(others, path).toEqual([]);
      if (!thumbnails) throw new Error(`${path} has no thumbnail adaptation set`);
      const [tile] = thumbnails.essentialProperties;
      expect(tile?.schemeIdUri).toBe('http://dashif.org/thumbnail_tile');
      const [columns = 0, rows = 0] = (tile?.value ?? '').split('x').map(Number);
      const stream = /\/mock-media\/streams\/([^/]+)\//.exec(thumbnails.segmentTemplate.media)?.[1] ?? '';
      const index = packagedStream(stream as TestStreamId);
      // One sprite holds columns × rows tiles, one tile per thumbnail interval.
      expect(columns * rows).toBe(index.thumbnails.count);
      expect(thumbnails.segmentTemplate.duration / thumbnails.segmentTemplate.timescale).toBeCloseTo(columns * rows * index.thumbnails.intervalSeconds, 6);
      expect(thumbnails.representations[0]).toMatchObject({ width: columns * index.thumbnails.width, height: rows * index.thumbnails.height });
      const spriteSeconds = thumbnails.segmentTemplate.duration / thumbnails.segmentTemplate.timescale;
      const position = manifest.type === 'dynamic' ? (TEST_NOW.getTime() - Date.parse(manifest.availabilityStartTime)) / 1000 : (manifest.duration ?? 0) - 1;
      for (const number of [1, 2, thumbnails.segmentTemplate.startNumber + Math.floor(position / spriteSeconds)]) {
        const served = await bytes(thumbnails.segmentTemplate.media.replace('$Number$', String(number)));
        expect(served.status, `${path} sprite ${number}`).toBe(200);
        expect(served.type).toBe('image/jpeg');
        expect(served.body.subarray(0, 3)).toEqual(Uint8Array.from([0xff, 0xd8, 0xff]));
        if (stream === 'live') expect(served.body).toEqual(sprite);
      }
    }
    for (const path of ['/mock-media/streams/live/thumbnails/0.jpg', '/mock-media/streams/live/thumbnails/1.png', '/mock-media/streams/live/thumbnails.jpg']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
  });
});

describe('segments that do not exist', () => {
  async function status(url: string): Promise<{ status: number; error?: string }> {
    const response = await fetch(url);
    return response.ok ? { status: response.status } : { status: response.status, error: ((await response.json()) as { error: string }).error };
  }

  function videoMedia(manifest: Manifest): string {
    const video = mediaSets(manifest).find((set) => set.contentType === 'video');
    if (!video) throw new Error('no video');
    return template(video).media.replace('$RepresentationID$', 'video-240');
  }

  it('an on-demand title has no segment past its duration', async () => {
    const vod = world.catalog.vod.find((candidate) => Date.parse(candidate.availableFrom) <= TEST_NOW.getTime() && TEST_NOW.getTime() <= Date.parse(candidate.availableUntil));
    const manifest = await manifestOf(`/playback/manifest/VOD/${vod?.vodId ?? ''}`);
    const media = videoMedia(manifest);
    // The last segment starts before the end of the presentation; the one after it does not exist.
    const last = Math.ceil(Math.round((manifest.duration ?? 0) * 1000) / (SEGMENT_SECONDS * 1000));
    expect((last - 1) * SEGMENT_SECONDS).toBeLessThan(manifest.duration ?? 0);
    expect(await status(media.replace('$Number$', String(last)))).toEqual({ status: 200 });
    const past = await status(media.replace('$Number$', String(last + 1)));
    expect(past.status).toBe(404);
    expect(past.error).toMatch(new RegExp(`^Segment ${last + 1} at .* is past the end of its presentation\\.$`));
  });

  it('a live channel has no segment ahead of the live edge, nor one that has left its window', async () => {
    const manifest = await manifestOf('/playback/manifest/CHANNEL/ch-amc');
    if (manifest.type !== 'dynamic') throw new Error('expected a live manifest');
    const media = videoMedia(manifest);
    const elapsed = (TEST_NOW.getTime() - Date.parse(manifest.availabilityStartTime)) / 1000;
    const edge = Math.floor(elapsed / SEGMENT_SECONDS);
    expect(await status(media.replace('$Number$', String(edge)))).toEqual({ status: 200 });
    expect(await status(media.replace('$Number$', String(edge + 1)))).toMatchObject({ status: 404, error: expect.stringMatching(/ahead of the live edge/) });
    // The oldest segment still in the window ended at most maxBackBuffer seconds ago.
    const oldest = Math.ceil((elapsed - (manifest.maxBackBuffer ?? 0)) / SEGMENT_SECONDS);
    expect(await status(media.replace('$Number$', String(oldest)))).toEqual({ status: 200 });
    expect(await status(media.replace('$Number$', String(oldest - 1)))).toMatchObject({ status: 404, error: expect.stringMatching(/has left the live window/) });
  });

  it('an airing in progress keeps every segment since it began, and none ahead of now', async () => {
    const airing = world.catalog.broadcasts.find(
      (broadcast) => broadcast.channelId === 'ch-amc' && Date.parse(broadcast.startsAt) <= TEST_NOW.getTime() - 600_000 && TEST_NOW.getTime() < Date.parse(broadcast.endsAt),
    );
    const manifest = await manifestOf(`/playback/manifest/BROADCAST/${airing?.broadcastId ?? 'none'}`);
    if (manifest.type !== 'dynamic') throw new Error('expected a live manifest');
    const media = videoMedia(manifest);
    const edge = Math.floor((TEST_NOW.getTime() - Date.parse(manifest.availabilityStartTime)) / 1000 / SEGMENT_SECONDS);
    expect(await status(media.replace('$Number$', '1'))).toEqual({ status: 200 });
    expect(await status(media.replace('$Number$', String(edge)))).toEqual({ status: 200 });
    expect((await status(media.replace('$Number$', String(edge + 1)))).status).toBe(404);
  });

  it('refuses a segment URL without its presentation, saying how to write one', async () => {
    for (const query of ['', '?last=0', '?last=3&start=5', '?start=soon', '?window=300']) {
      const answer = await status(`${server.url}/mock-media/streams/live/video-240/3.m4s${query}`);
      expect(answer, query).toEqual({ status: 404, error: expect.stringMatching(/names its presentation: \?last=.*\?start=/) });
    }
  });
});

describe('a slow network for the media (the media:bandwidth fault)', () => {
  it('holds each stream file for the time its bytes take at that many kilobits per second, and leaves other faults to their operations', async () => {
    const url = `${server.url}/mock-media/streams/vod-clear/text-en/init.mp4`;
    const size = (await bytes(url)).body.byteLength;
    expect(size).toBeGreaterThan(100);
    // At 1 kbit/s the file takes size × 8 ms: the answer comes no sooner (a busy machine only adds to it).
    const started = performance.now();
    const slow = await bytes(url, { 'x-mock-faults': 'media:bandwidth=1' });
    expect(slow.status).toBe(200);
    expect(slow.body.byteLength).toBe(size);
    expect(performance.now() - started).toBeGreaterThanOrEqual(size * 8 - 5);
    expect(() => parseFaults('media:bandwidth=0')).toThrow(FaultSyntaxError);
    expect(formatFaults(parseFaults('media:bandwidth=80'))).toBe('media:bandwidth=80');
  });
});

describe('segmentAvailability', () => {
  const start = 1_000_000;
  const at = (seconds: number) => (start + seconds) * 1000;
  it('has a live segment from the moment it ends until the window has passed it', () => {
    const bounds = { kind: 'live', startSeconds: start, windowSeconds: 10 } as const;
    expect(segmentAvailability(bounds, 1, at(1.919))).toBe('ahead-of-live-edge');
    expect(segmentAvailability(bounds, 1, at(1.92))).toBe('available');
    expect(segmentAvailability(bounds, 1, at(11.92))).toBe('available');
    expect(segmentAvailability(bounds, 1, at(11.921))).toBe('behind-live-window');
    expect(segmentAvailability({ ...bounds, windowSeconds: null }, 1, at(1e6))).toBe('available');
  });
  it('has on-demand segments 1 to last', () => {
    expect(segmentAvailability({ kind: 'static', last: 10 }, 10, 0)).toBe('available');
    expect(segmentAvailability({ kind: 'static', last: 10 }, 11, 0)).toBe('past-end');
  });
});
