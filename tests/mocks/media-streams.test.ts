import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { allBoxes, findBoxes, shiftDecodeTimes, widenDecodeTimes } from '../../mocks/media/mp4-boxes.ts';
import { decodeTimes, defaultKeyIds } from './support/mp4.ts';
import { AUDIO_TRACKS, CAPTIONS, captionCues, RENDITIONS, SEGMENT_SECONDS, STREAMS_DIR, STREAMS_INDEX_FILE, TEST_STREAMS, TEST_STREAM_IDS, type StreamsIndex, type TestStreamSpec } from '../../mocks/media/test-streams.ts';
import { verifyCommitted } from '../../scripts/media/generate.ts';
import { contentKeyFor, KEY_IDS, keyIdBytes, type MediaKind } from '../../mocks/rest/drm.ts';
import { hex } from '../../mocks/rest/util.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const streamsDir = path.join(root, STREAMS_DIR);
const index = JSON.parse(await readFile(path.join(streamsDir, STREAMS_INDEX_FILE), 'utf8')) as StreamsIndex;

async function file(streamId: string, relative: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(path.join(streamsDir, streamId, relative)));
}

describe('the committed test streams (npm run media)', () => {
  const scratch: string[] = [];
  afterAll(async () => {
    await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('are the files their index lists, made with the parameters this checkout declares, within the size budget', async () => {
    expect(await verifyCommitted(streamsDir)).toEqual([]);
  });

  it('reports a changed, a missing and an unlisted file by name', async () => {
    const copy = await mkdtemp(path.join(tmpdir(), 'airwave-media-test-'));
    scratch.push(copy);
    await cp(streamsDir, copy, { recursive: true });
    const segment = path.join(copy, 'vod-clear/video-240/1.m4s');
    const bytes = await readFile(segment);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    await writeFile(segment, bytes);
    await rm(path.join(copy, 'live/audio-en/2.m4s'));
    await writeFile(path.join(copy, 'live/extra.bin'), 'x');
    const problems = await verifyCommitted(copy);
    expect(problems).toContain(`vod-clear/video-240/1.m4s differs from the index (${bytes.length} bytes, expected ${bytes.length}).`);
    expect(problems).toContain('live/audio-en/2.m4s is listed in the index but missing.');
    expect(problems).toContain('live/extra.bin is not in the index.');
  });

  it.each(TEST_STREAM_IDS)('%s: every segment lasts the segment length and starts where the previous one ended', async (id) => {
    const stream = index.streams.find((candidate) => candidate.id === id);
    // Three renditions, two audio tracks and the captions, each in its own folder.
    expect(stream?.tracks.map((track) => track.id)).toEqual([...RENDITIONS, ...AUDIO_TRACKS, CAPTIONS].map((track) => track.id));
    expect(stream?.tracks.filter((track) => track.contentType === 'video').map((track) => track.height)).toEqual(RENDITIONS.map((rendition) => rendition.height));
    for (const track of stream?.tracks ?? []) {
      const segmentLength = SEGMENT_SECONDS * track.timescale;
      expect(track.segmentDurations).toHaveLength(TEST_STREAMS[id].segments);
      expect(track.segmentDurations.every((duration) => duration === segmentLength)).toBe(true);
      expect(track.codecs).toMatch({ video: /^avc1\./, audio: /^mp4a\.40\.2$/, text: /^wvtt$/ }[track.contentType]);
      const times: bigint[] = [];
      for (let number = 1; number <= track.segmentDurations.length; number += 1) {
        const segment = await file(id, track.media.replace('$Number$', String(number)));
        // 64-bit decode times (version 1), so the live loop can shift them to any wall-clock time.
        expect(findBoxes(segment, 'tfdt').map((tfdt) => segment[tfdt.payload])).toEqual([1]);
        times.push(...decodeTimes(segment));
      }
      // After the first segment (which holds the AAC encoder's priming frame), segment n starts exactly
      // n - 1 segment lengths after the presentation start, plus that one frame for audio.
      const priming = (times[1] ?? 0n) - BigInt(segmentLength);
      expect(priming).toBe(track.contentType === 'audio' ? 1024n : 0n);
      expect(times).toEqual(times.map((_, n) => (n === 0 ? 0n : BigInt(n * segmentLength) + priming)));
    }
  });

  it.each(TEST_STREAM_IDS)('%s: its video and audio encrypted with its declared key id exactly when the parameters say so, its captions clear', async (id) => {
    const spec: TestStreamSpec = TEST_STREAMS[id];
    for (const track of [...RENDITIONS, ...AUDIO_TRACKS]) {
      const init = await file(id, `${track.id}/init.mp4`);
      expect(defaultKeyIds(init)).toEqual(spec.encryption ? [spec.encryption.keyId] : []);
      // A ClearKey player finds the key system in the init segment's common-encryption pssh box.
      expect(findBoxes(init, 'pssh')).toHaveLength(spec.encryption ? 1 : 0);
    }
    const captions = await file(id, `${CAPTIONS.id}/init.mp4`);
    expect(defaultKeyIds(captions)).toEqual([]);
  });

  it.each(TEST_STREAM_IDS)('%s: every caption segment carries its cue, naming the stream and the segment', async (id) => {
    for (const [position, cue] of captionCues(TEST_STREAMS[id]).entries()) {
      const segment = new TextDecoder().decode(await file(id, `${CAPTIONS.id}/${position + 1}.m4s`));
      expect(segment).toContain(cue.text);
    }
  });

  it("is encrypted with the playback mock's own key ids and content keys, so its ClearKey licence opens it", () => {
    const byKind = { 'vod-clearkey': 'vod', live: 'live' } as const;
    for (const [id, kind] of Object.entries(byKind) as [keyof typeof byKind, MediaKind][]) {
      const kid = keyIdBytes(KEY_IDS[kind]);
      expect(TEST_STREAMS[id].encryption).toMatchObject({ keyId: hex(kid), key: hex(contentKeyFor(kid)) });
    }
  });

  it('has a thumbnail sprite per stream, one tile per segment, as a JPEG', async () => {
    for (const stream of index.streams) {
      expect(stream.thumbnails.count).toBe(TEST_STREAMS[stream.id].segments);
      expect(stream.thumbnails.columns * stream.thumbnails.rows).toBeGreaterThanOrEqual(stream.thumbnails.count);
      const jpeg = await file(stream.id, stream.thumbnails.file);
      expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
  });
});

/** An MP4 box of `type` around `parts` (32-bit size). */
function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const size = 8 + parts.reduce((sum, part) => sum + part.byteLength, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set([...type].map((char) => char.charCodeAt(0)), 4);
  let offset = 8;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

function u32(...values: number[]): Uint8Array {
  const out = new Uint8Array(values.length * 4);
  values.forEach((value, index) => new DataView(out.buffer).setUint32(index * 4, value));
  return out;
}

/** A one-sample encrypted fragment as the packager writes it: tfdt version 0, trun data offset and saio offset from the moof start. */
function narrowFragment(decodeTime: number): Uint8Array {
  const build = (dataOffset: number, saioOffset: number) =>
    box(
      'moof',
      box('mfhd', u32(0, 1)),
      box(
        'traf',
        box('tfhd', u32(0x020000, 1)),
        box('tfdt', u32(0, decodeTime)),
        box('trun', u32(0x000301, 1, dataOffset, 1000, 4)),
        box('saio', u32(0, 1, saioOffset)),
        box('senc', u32(0, 1), new Uint8Array(8).fill(7)),
      ),
    );
  const draft = build(0, 0);
  const senc = allBoxes(draft).find((candidate) => candidate.type === 'senc');
  return new Uint8Array([...build(draft.byteLength + 8, (senc?.payload ?? 0) + 8), ...box('mdat', new Uint8Array([1, 2, 3, 4]))]);
}

describe('rewriting decode times (the live loop)', () => {
  it('widens a 32-bit tfdt to 64 bits and moves the sizes and the offsets into mdat and senc with it', () => {
    const narrow = narrowFragment(123_456);
    const wide = widenDecodeTimes(narrow);
    expect(wide.byteLength).toBe(narrow.byteLength + 4);
    expect(decodeTimes(wide)).toEqual([123_456n]);
    const boxes = allBoxes(wide);
    const view = new DataView(wide.buffer);
    const find = (type: string) => {
      const found = boxes.find((candidate) => candidate.type === type);
      if (!found) throw new Error(`no ${type} box`);
      return found;
    };
    expect(wide[find('tfdt').payload]).toBe(1);
    expect(find('moof').end).toBe(find('mdat').start);
    expect(find('traf').end).toBe(find('moof').end);
    // trun's data offset (from the moof start) lands on the mdat payload; saio's on the first IV in senc.
    expect(find('moof').start + view.getInt32(find('trun').payload + 8)).toBe(find('mdat').payload);
    expect(find('moof').start + view.getUint32(find('saio').payload + 8)).toBe(find('senc').payload + 8);
    expect([...wide.subarray(find('mdat').payload, find('mdat').end)]).toEqual([1, 2, 3, 4]);
    // Shifting past 32 bits now works, and widening again changes nothing.
    expect(decodeTimes(shiftDecodeTimes(wide, 2n ** 40n))).toEqual([123_456n + 2n ** 40n]);
    expect(widenDecodeTimes(wide)).toEqual(wide);
  });

  it('refuses to shift a 32-bit tfdt past 32 bits rather than wrapping the time', () => {
    expect(() => shiftDecodeTimes(narrowFragment(10), 2n ** 32n)).toThrow('a 32-bit tfdt cannot hold decode time 4294967306.');
  });

  it('moves every fragment later by the shift and leaves the original untouched', async () => {
    const segment = await file('live', 'audio-en/3.m4s');
    const before = decodeTimes(segment);
    const shifted = shiftDecodeTimes(segment, 1_000_000_000_000n);
    expect(decodeTimes(shifted)).toEqual(before.map((time) => time + 1_000_000_000_000n));
    expect(decodeTimes(segment)).toEqual(before);
    expect(shifted.byteLength).toBe(segment.byteLength);
  });

  it('refuses a box that runs past its parent instead of reading garbage', () => {
    const broken = new Uint8Array([0, 0, 0, 64, 0x6d, 0x6f, 0x6f, 0x66, 0, 0, 0, 0]);
    expect(() => decodeTimes(broken)).toThrow("MP4 box 'moof' at 0 has size 64, past its parent's end 12.");
  });
});
