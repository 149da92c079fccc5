/**
 * `npm run media`: makes the mock world's test streams (mocks/media/test-streams.ts says what they are)
 * into mocks/media/streams/, with ffmpeg (encoding) and the shaka-packager npm package (DASH
 * segmenting and CENC encryption with raw keys; then every fragment's decode time widened to 64 bits),
 * and writes their index (codecs, segment timelines,
 * key ids, every file's size and SHA-256).
 *
 * `npm run media -- --check` verifies the committed streams without ffmpeg: the index carries this
 * checkout's parameters and every committed file has the size and hash the index lists (nothing
 * missing, nothing extra). With `--regenerate` it also encodes everything again into a temporary folder
 * and compares the bytes (the same ffmpeg build encodes the same bytes; another build may not, which the
 * report says rather than failing).
 *
 * Exit codes: 0 done / matches, 1 a check failed, 2 a tool is missing or failed.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { XMLParser } from 'fast-xml-parser';
import { widenDecodeTimes } from '../../mocks/media/mp4-boxes.ts';
import {
  AUDIO,
  AUDIO_TRACKS,
  CAPTIONS,
  captionCues,
  currentParameters,
  MEDIA_BUDGET_BYTES,
  SEGMENT_SECONDS,
  STREAMS_DIR,
  STREAMS_INDEX_FILE,
  TEST_STREAMS,
  TEST_STREAM_IDS,
  THUMBNAIL,
  THUMBNAIL_COLUMNS,
  VIDEO,
  type PackagedStream,
  type PackagedTrack,
  RENDITIONS,
  type StreamsIndex,
  type TestStreamId,
  type TestStreamSpec,
} from '../../mocks/media/test-streams.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf';

class ToolError extends Error {}

function packagerPath(): string {
  const binaries: Partial<Record<string, string>> = { 'linux-x64': 'packager-linux-x64', 'linux-arm64': 'packager-linux-arm64', 'darwin-x64': 'packager-osx-x64', 'darwin-arm64': 'packager-osx-arm64', 'win32-x64': 'packager-win-x64.exe' };
  const binary = binaries[`${process.platform}-${process.arch}`];
  if (!binary) throw new ToolError(`shaka-packager has no binary for ${process.platform}-${process.arch}.`);
  return path.join(root, 'node_modules/shaka-packager/bin', binary);
}

async function tool(command: string, args: string[], what: string): Promise<string> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: root, maxBuffer: 16 * 1024 * 1024 });
    return `${stdout}${stderr}`;
  } catch (error) {
    const cause = error as NodeJS.ErrnoException & { stderr?: string };
    if (cause.code === 'ENOENT') throw new ToolError(`${what}: '${command}' is not installed (Debian: apt-get install ffmpeg fonts-dejavu-core).`);
    throw new ToolError(`${what} failed: ${(cause.stderr ?? cause.message).trim().split('\n').slice(-5).join('\n')}`);
  }
}

async function toolVersions(): Promise<StreamsIndex['tools']> {
  const ffmpeg = (await tool('ffmpeg', ['-hide_banner', '-version'], 'ffmpeg')).split('\n')[0]?.trim() ?? 'ffmpeg';
  const packager = (await tool(packagerPath(), ['--version'], 'shaka-packager')).trim().split('\n').at(-1) ?? 'packager';
  return { ffmpeg, packager };
}

const BITEXACT = ['-fflags', '+bitexact', '-map_metadata', '-1'];

/** ffmpeg: one video rendition of the stream (test pattern + label and timecode, then scaled), GOP = one segment, bit-exact. */
async function encodeRendition(spec: TestStreamSpec, rendition: (typeof RENDITIONS)[number], file: string): Promise<void> {
  const seconds = (spec.segments * SEGMENT_SECONDS).toFixed(2);
  const framesPerSegment = Math.round(SEGMENT_SECONDS * VIDEO.fps);
  const [top] = RENDITIONS;
  const text = `${spec.label} %{pts\\:hms}`;
  // Drawn at the top rendition's size and scaled down, so every rendition shows the same picture.
  const filters = [`drawtext=fontfile=${FONT}:text='${text}':x=8:y=8:fontsize=18:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=4`];
  if (rendition.width !== top.width) filters.push(`scale=${rendition.width}:${rendition.height}`);
  await tool(
    'ffmpeg',
    [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc2=size=${top.width}x${top.height}:rate=${VIDEO.fps}:duration=${seconds}`,
      '-vf', filters.join(','),
      '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', VIDEO.profile, '-pix_fmt', 'yuv420p',
      '-b:v', `${rendition.bitrateKbps}k`, '-maxrate', `${Math.round(rendition.bitrateKbps * 1.3)}k`, '-bufsize', `${rendition.bitrateKbps * 2}k`,
      '-g', String(framesPerSegment), '-keyint_min', String(framesPerSegment), '-sc_threshold', '0', '-x264-params', 'threads=1',
      ...BITEXACT, '-flags:v', '+bitexact',
      file,
    ],
    'ffmpeg (video)',
  );
}

/** ffmpeg: one audio track of the stream (a steady tone), bit-exact. */
async function encodeAudio(spec: TestStreamSpec, track: (typeof AUDIO_TRACKS)[number], file: string): Promise<void> {
  const seconds = (spec.segments * SEGMENT_SECONDS).toFixed(2);
  await tool(
    'ffmpeg',
    [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `sine=frequency=${spec.toneHz * track.toneRatio}:sample_rate=${AUDIO.sampleRate}:duration=${seconds}`,
      '-c:a', 'aac', '-b:a', `${AUDIO.bitrateKbps}k`, '-ac', String(AUDIO.channels), '-ar', String(AUDIO.sampleRate),
      ...BITEXACT, '-flags:a', '+bitexact',
      file,
    ],
    'ffmpeg (audio)',
  );
}

function vttTime(seconds: number): string {
  const whole = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(whole / 3_600_000))}:${pad(Math.floor(whole / 60_000) % 60)}:${pad(Math.floor(whole / 1000) % 60)}.${pad(whole % 1000, 3)}`;
}

/** The stream's captions as a WebVTT file (the packager segments it into `wvtt` fragments). */
async function writeCaptions(spec: TestStreamSpec, file: string): Promise<void> {
  const cues = captionCues(spec).map((cue) => `${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}\n`);
  await writeFile(file, `WEBVTT\n\n${cues.join('\n')}`);
}

interface Sources {
  video: Array<{ id: string; file: string }>;
  audio: Array<{ id: string; file: string }>;
  text: { id: string; file: string };
}

/** Encodes every rendition and audio track and writes the captions of a stream into `work`. */
async function encodeSources(id: TestStreamId, spec: TestStreamSpec, work: string): Promise<Sources> {
  const video = RENDITIONS.map((rendition) => ({ id: rendition.id, file: path.join(work, `${id}-${rendition.id}.mp4`) }));
  const audio = AUDIO_TRACKS.map((track) => ({ id: track.id, file: path.join(work, `${id}-${track.id}.mp4`) }));
  const text = { id: CAPTIONS.id, file: path.join(work, `${id}-${CAPTIONS.id}.vtt`) };
  // One after the other: the machine may be a busy 2-core box.
  for (const [index, rendition] of RENDITIONS.entries()) await encodeRendition(spec, rendition, video[index]?.file ?? '');
  for (const [index, track] of AUDIO_TRACKS.entries()) await encodeAudio(spec, track, audio[index]?.file ?? '');
  await writeCaptions(spec, text.file);
  return { video, audio, text };
}

/** ffmpeg: the first frame of every segment, scaled and tiled into one JPEG sprite. */
async function makeThumbnails(spec: TestStreamSpec, source: string, file: string): Promise<PackagedStream['thumbnails']> {
  const framesPerSegment = Math.round(SEGMENT_SECONDS * VIDEO.fps);
  const columns = Math.min(THUMBNAIL_COLUMNS, spec.segments);
  const rows = Math.ceil(spec.segments / columns);
  await tool(
    'ffmpeg',
    [
      '-hide_banner', '-loglevel', 'error', '-y', '-i', source,
      '-vf', `select='not(mod(n\\,${framesPerSegment}))',scale=${THUMBNAIL.width}:${THUMBNAIL.height},tile=${columns}x${rows}`,
      '-frames:v', '1', '-q:v', '5', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1', file,
    ],
    'ffmpeg (thumbnails)',
  );
  return { file: path.basename(file), width: THUMBNAIL.width, height: THUMBNAIL.height, columns, rows, count: spec.segments, intervalSeconds: SEGMENT_SECONDS };
}

/**
 * shaka-packager: every rendition, audio track and the captions into init + numbered segments, each in its
 * track's folder, the video and audio encrypted with the stream's raw key if it has one (text stays clear).
 */
async function packageStream(spec: TestStreamSpec, sources: Sources, outDir: string): Promise<string[]> {
  const descriptor = (input: string, kind: string, id: string) =>
    `in=${input},stream=${kind},init_segment=${path.join(outDir, id, 'init.mp4')},segment_template=${path.join(outDir, id, '$Number$.m4s')}`;
  const media = [...sources.video.map((source) => descriptor(source.file, 'video', source.id)), ...sources.audio.map((source) => descriptor(source.file, 'audio', source.id))];
  const encryption = spec.encryption
    ? [
        '--enable_raw_key_encryption', '--keys', `label=:key_id=${spec.encryption.keyId}:key=${spec.encryption.key}`, '--iv', spec.encryption.iv,
        '--protection_scheme', 'cenc', '--protection_systems', 'CommonSystem', '--clear_lead', '0',
      ]
    : [];
  // The text segmenter truncates the segment length to its millisecond timescale (1.92 s became 1919 ms), so
  // the captions are packaged on their own with a hair more: 1920 ms, like the audio and video segments.
  const runs = [
    { streams: media, seconds: String(SEGMENT_SECONDS), extra: encryption },
    { streams: [descriptor(sources.text.file, 'text', sources.text.id)], seconds: (SEGMENT_SECONDS + 0.0001).toFixed(4), extra: [] },
  ];
  const mpds: string[] = [];
  for (const [index, { streams, seconds, extra }] of runs.entries()) {
    const mpd = path.join(outDir, `packager-${index}.mpd`);
    // A fake clock (creation times 0) and a fixed IV: the same inputs package to the same bytes.
    // No sidx in media segments: the manifest's segment template indexes them, and a sidx would keep the old
    // time when the live loop shifts a segment.
    await tool(
      packagerPath(),
      [...streams, '--segment_duration', seconds, ...extra, '--generate_sidx_in_media_segments=false', '--use_fake_clock_for_muxer', '--mpd_output', mpd, '--quiet'],
      'shaka-packager',
    );
    mpds.push(await readFile(mpd, 'utf8'));
    await rm(mpd);
  }
  // 64-bit decode times, so the mocks can shift any segment to a wall-clock time in place.
  for (const id of [...sources.video, ...sources.audio, sources.text].map((source) => source.id)) {
    for (const name of await readdir(path.join(outDir, id))) {
      if (!name.endsWith('.m4s')) continue;
      const file = path.join(outDir, id, name);
      await writeFile(file, widenDecodeTimes(new Uint8Array(await readFile(file))));
    }
  }
  return mpds;
}

type Xml = Record<string, unknown>;

function list(value: unknown): Xml[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]) as Xml[];
}

const MIME_TYPES = { video: 'video/mp4', audio: 'audio/mp4', text: 'application/mp4' } as const;

/** The folder (track id) a representation's segment template writes into: `video-240/$Number$.m4s` → `video-240`. */
function trackIdOf(template: Xml): string {
  const media = String(template['media'] ?? '');
  return path.posix.basename(path.posix.dirname(media.replaceAll('\\', '/')));
}

/** The packager's MPD (segment timelines, codecs, bandwidth) as the index's tracks, one per representation, in `order`. */
function tracksOf(mpdTexts: readonly string[], expectedSegments: number, order: readonly string[]): { tracks: PackagedTrack[]; keyId?: string } {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseAttributeValue: false });
  const sets = mpdTexts.flatMap((text) => list(list(((parser.parse(text) as Xml)['MPD'] as Xml)['Period'])[0]?.['AdaptationSet']));
  let keyId: string | undefined;
  const tracks = sets.flatMap((set) =>
    list(set['Representation']).map((representation): PackagedTrack => {
      const template = (representation['SegmentTemplate'] ?? set['SegmentTemplate']) as Xml;
      const timeline = list((template['SegmentTimeline'] as Xml)['S']);
      const segmentDurations = timeline.flatMap((entry) => Array.from({ length: Number(entry['r'] ?? 0) + 1 }, () => Number(entry['d'])));
      const id = trackIdOf(template);
      if (segmentDurations.length !== expectedSegments) throw new ToolError(`the packager made ${segmentDurations.length} segments (${segmentDurations.join(' ')}) of ${id}, not ${expectedSegments}.`);
      for (const protection of list(set['ContentProtection'])) {
        const kid = protection['cenc:default_KID'];
        if (typeof kid === 'string') keyId = kid.replaceAll('-', '').toLowerCase();
      }
      const contentType = set['contentType'] === 'audio' ? 'audio' : set['contentType'] === 'text' ? 'text' : 'video';
      const channels = list(representation['AudioChannelConfiguration'])[0]?.['value'];
      return {
        id,
        contentType,
        mimeType: MIME_TYPES[contentType],
        codecs: String(representation['codecs']),
        bandwidth: Number(representation['bandwidth']),
        timescale: Number(template['timescale']),
        segmentDurations,
        ...(contentType === 'video' ? { width: Number(representation['width'] ?? set['width']), height: Number(representation['height'] ?? set['height']) } : {}),
        ...(contentType === 'audio' ? { audioSamplingRate: Number(representation['audioSamplingRate']), audioChannels: Number(channels) } : {}),
        initialization: `${id}/init.mp4`,
        media: `${id}/$Number$.m4s`,
      };
    }),
  );
  const missing = order.filter((id) => !tracks.some((track) => track.id === id));
  if (missing.length > 0) throw new ToolError(`the packager's MPD has no ${missing.join(', ')}.`);
  tracks.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  return { tracks, ...(keyId ? { keyId } : {}) };
}

async function makeStream(id: TestStreamId, outDir: string, work: string): Promise<PackagedStream> {
  const spec: TestStreamSpec = TEST_STREAMS[id];
  const streamDir = path.join(outDir, id);
  await mkdir(streamDir, { recursive: true });
  const sources = await encodeSources(id, spec, work);
  const top = sources.video[0]?.file ?? '';
  const [mpd, thumbnails] = await Promise.all([packageStream(spec, sources, streamDir), makeThumbnails(spec, top, path.join(streamDir, 'thumbnails.jpg'))]);
  const order = [...RENDITIONS, ...AUDIO_TRACKS, CAPTIONS].map((track) => track.id);
  const { tracks, keyId } = tracksOf(mpd, spec.segments, order);
  if (spec.encryption && keyId !== spec.encryption.keyId) throw new ToolError(`${id}: the packager declared key id ${keyId ?? 'none'}, not ${spec.encryption.keyId}.`);
  return { id, durationSeconds: Number((spec.segments * SEGMENT_SECONDS).toFixed(3)), ...(keyId ? { keyId } : {}), tracks, thumbnails };
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(dir, path.posix.join(prefix, entry.name)) : Promise.resolve([path.posix.join(prefix, entry.name)]))),
  );
  return nested.flat().sort();
}

async function hashFiles(dir: string): Promise<StreamsIndex['files']> {
  const files: StreamsIndex['files'] = {};
  for (const file of await filesUnder(dir)) {
    if (file === STREAMS_INDEX_FILE) continue;
    const bytes = await readFile(path.join(dir, file));
    files[file] = { bytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
  }
  return files;
}

/** Encodes and packages every stream into `outDir` (emptied first) and writes its index. */
async function generate(outDir: string): Promise<StreamsIndex> {
  const tools = await toolVersions();
  const work = await mkdtemp(path.join(tmpdir(), 'airwave-media-'));
  try {
    await rm(outDir, { recursive: true, force: true });
    await mkdir(outDir, { recursive: true });
    const streams: PackagedStream[] = [];
    // One after the other: the machine may be a busy 2-core box, and the output must not depend on order.
    for (const id of TEST_STREAM_IDS) streams.push(await makeStream(id, outDir, work));
    const index: StreamsIndex = { parameters: currentParameters(), tools, streams, files: await hashFiles(outDir) };
    await writeFile(path.join(outDir, STREAMS_INDEX_FILE), `${JSON.stringify(index, null, 2)}\n`);
    return index;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** What is wrong with the committed streams, checked against the index and this checkout's parameters (no ffmpeg needed). */
export async function verifyCommitted(dir: string): Promise<string[]> {
  let index: StreamsIndex;
  try {
    index = JSON.parse(await readFile(path.join(dir, STREAMS_INDEX_FILE), 'utf8')) as StreamsIndex;
  } catch (error) {
    return [`${STREAMS_DIR}/${STREAMS_INDEX_FILE} is missing or not JSON (${(error as Error).message}): run npm run media.`];
  }
  const problems: string[] = [];
  if (JSON.stringify(index.parameters) !== JSON.stringify(currentParameters())) {
    problems.push('the streams were made with other parameters than mocks/media/test-streams.ts declares: run npm run media.');
  }
  const ids = index.streams.map((stream) => stream.id).sort();
  if (JSON.stringify(ids) !== JSON.stringify([...TEST_STREAM_IDS].sort())) problems.push(`the index lists streams ${ids.join(', ')}, not ${TEST_STREAM_IDS.join(', ')}.`);
  const actual = await hashFiles(dir).catch(() => ({}) as StreamsIndex['files']);
  for (const [file, expected] of Object.entries(index.files)) {
    const found = actual[file];
    if (!found) problems.push(`${file} is listed in the index but missing.`);
    else if (found.sha256 !== expected.sha256 || found.bytes !== expected.bytes) problems.push(`${file} differs from the index (${found.bytes} bytes, expected ${expected.bytes}).`);
  }
  for (const file of Object.keys(actual)) if (!index.files[file]) problems.push(`${file} is not in the index.`);
  const total = Object.values(actual).reduce((sum, file) => sum + file.bytes, 0);
  if (total > MEDIA_BUDGET_BYTES) problems.push(`the streams take ${total} bytes, over the ${MEDIA_BUDGET_BYTES}-byte budget.`);
  return problems;
}

async function main(argv: string[]): Promise<number> {
  const unknown = argv.filter((arg) => arg !== '--check' && arg !== '--regenerate');
  if (unknown.length > 0 || (argv.includes('--regenerate') && !argv.includes('--check'))) {
    console.error(`usage: npm run media [-- --check [--regenerate]]${unknown.length ? `\nunknown option: ${unknown.join(' ')}` : ''}`);
    return 2;
  }
  const committed = path.join(root, STREAMS_DIR);
  if (!argv.includes('--check')) {
    const index = await generate(committed);
    const total = Object.values(index.files).reduce((sum, file) => sum + file.bytes, 0);
    console.log(`wrote ${Object.keys(index.files).length} files (${total} bytes, budget ${MEDIA_BUDGET_BYTES}) to ${STREAMS_DIR}/ with ${index.tools.ffmpeg} and ${index.tools.packager}`);
    return total > MEDIA_BUDGET_BYTES ? 1 : 0;
  }
  const problems = await verifyCommitted(committed);
  for (const problem of problems) console.error(`media: ${problem}`);
  if (problems.length === 0) console.log(`media: the committed streams in ${STREAMS_DIR}/ match their index and this checkout's parameters.`);
  if (argv.includes('--regenerate') && problems.length === 0) {
    const scratch = await mkdtemp(path.join(tmpdir(), 'airwave-media-check-'));
    try {
      const fresh = await generate(scratch);
      const committedIndex = JSON.parse(await readFile(path.join(committed, STREAMS_INDEX_FILE), 'utf8')) as StreamsIndex;
      const differing = Object.keys(fresh.files).filter((file) => fresh.files[file]?.sha256 !== committedIndex.files[file]?.sha256);
      if (differing.length === 0) console.log('media: encoding again made the same bytes.');
      else if (fresh.tools.ffmpeg !== committedIndex.tools.ffmpeg) console.log(`media: ${differing.length} files differ, made by ${fresh.tools.ffmpeg} instead of ${committedIndex.tools.ffmpeg} (expected with another encoder build).`);
      else {
        console.error(`media: the same tools made different bytes for ${differing.join(', ')}.`);
        return 1;
      }
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`media: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    },
  );
}

