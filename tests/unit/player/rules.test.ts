import { describe, expect, it } from 'vitest';
import { manifestRetryDelay, isRetryableManifestFailure, streamingConfiguration } from '../../../common/player/streaming.ts';
import { clampVolume, volumeLevel } from '../../../common/player/volume.ts';
import { seekBarOf, seekKeyTarget, seekTargetAt } from '../../../app/player/seek-bar.ts';
import { airingOnTimeline } from '../../../common/player/airing.ts';
import { valueAt } from '../../../common/openapi/contracts.ts';
import type { Manifest, TimelineView } from '../../../common/player/index.ts';
import { loadInOrder, thumbnailLoadOrder, thumbnailStrip } from '../../../app/player/thumbnails.ts';
import { playerPreferenceCookies, readPlayerPreferences } from '../../../app/player/preferences.ts';
import { formatClock, formatRemaining } from '../../../app/player/time-format.ts';
import { playbackRequested, playbackRequestedState } from '../../../app/lib/routing/playback-requested.ts';
import { titlePageOf } from '../../../app/player/player-title.ts';

describe('streaming constants', () => {
  it('the manifest is retried 5 times, doubling from 1 s and never more than 16 s apart; refusals are not retried', () => {
    expect([1, 2, 3, 4, 5, 6].map(manifestRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, null]);
    expect([null, 500, 502, 503, 504].map(isRetryableManifestFailure)).toEqual([true, true, true, true, true]);
    expect([400, 401, 403, 404, 410].map(isRetryableManifestFailure)).toEqual([false, false, false, false, false]);
  });

  it('buffers 60 s ahead, 10 s behind, rebuffers 12 s, 4 attempts; TVs jump wider gaps', () => {
    const web = streamingConfiguration({ isTv: false });
    expect(web.streaming).toMatchObject({ bufferingGoal: 60, bufferBehind: 10, rebufferingGoal: 12, gapDetectionThreshold: 0.1, retryParameters: { maxAttempts: 4 } });
    expect(streamingConfiguration({ isTv: true }).streaming.gapDetectionThreshold).toBe(0.5);
    expect(web.manifest.retryParameters).toMatchObject({ maxAttempts: 6, baseDelay: 1000, backoffFactor: 2 });
  });
});

describe('volume', () => {
  it.each([
    [0, false, 'muted'],
    [0.8, true, 'muted'],
    [0.2, false, 'low'],
    [0.5, false, 'medium'],
    [0.9, false, 'high'],
  ] as const)('%s (muted %s) shows %s', (volume, muted, level) => {
    expect(volumeLevel(volume, muted)).toBe(level);
  });
  it('clamps and rounds; NaN counts as full', () => {
    expect([clampVolume(0.123), clampVolume(2), clampVolume(-3), clampVolume(Number.NaN), clampVolume(0.3, true)]).toEqual([0.12, 1, 0, 1, 1]);
  });
});

describe('seek thumbnails', () => {
  it('three each side of the position, within the range', () => {
    expect(thumbnailStrip(50, 10, { start: 0, end: 100 })).toEqual([20, 30, 40, 50, 60, 70, 80]);
    expect(thumbnailStrip(10, 10, { start: 0, end: 100 })).toEqual([0, 10, 20, 30, 40]);
  });
  it('load order: the current one, then alternating after and before', () => {
    expect(thumbnailLoadOrder(50, 10, { start: 0, end: 100 })).toEqual([50, 60, 40, 70, 30, 80, 20]);
  });
  it('at most three load at once, in order', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await loadInOrder([1, 2, 3, 4, 5, 6, 7], async (item) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    });
    expect(most).toBe(3);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('the seek bar SeekBar draws (seekBarOf)', () => {
  const timeline = (view: Partial<TimelineView>): TimelineView => ({ position: 0, duration: 0, seekStart: 0, seekEnd: 0, isLive: false, buffered: [], airing: null, ...view });
  // A channel's airing of an hour, 3600 s to 7200 s on its timeline; six minutes of it seekable, up to the live edge at 5400.
  const channel = timeline({ isLive: true, position: 5220, duration: 360, seekStart: 5040, seekEnd: 5400, airing: { start: 3600, end: 7200 } });

  it('on demand: the whole title, watched up to the position, unwatched after, all available', () => {
    const bar = seekBarOf(timeline({ position: 25, duration: 100, seekEnd: 100 }));
    expect(bar.domain).toEqual({ start: 0, end: 100 });
    expect(bar.ranges).toEqual([
      { kind: 'watched-available', from: 0, to: 0.25 },
      { kind: 'unwatched-available', from: 0.25, to: 1 },
    ]);
  });

  it('a live channel spans its airing on air: the part behind the seekable window and the part not aired yet are unavailable', () => {
    const bar = seekBarOf(channel);
    expect(bar.domain).toEqual({ start: 3600, end: 7200 });
    expect(bar.available).toEqual({ start: 5040, end: 5400 });
    expect(bar.ranges).toEqual([
      { kind: 'watched-unavailable', from: 0, to: 0.4 },
      { kind: 'watched-available', from: 0.4, to: 0.45 },
      { kind: 'unwatched-available', from: 0.45, to: 0.5 },
      { kind: 'unwatched-unavailable', from: 0.5, to: 1 },
    ]);
  });

  it('an airing restarted while on air (everything since it began is seekable): only what has not aired is unavailable', () => {
    const bar = seekBarOf(timeline({ isLive: true, position: 360, duration: 1800, seekStart: 0, seekEnd: 1800, airing: { start: 0, end: 3600 } }));
    expect(bar.ranges).toEqual([
      { kind: 'watched-available', from: 0, to: 0.1 },
      { kind: 'unwatched-available', from: 0.1, to: 0.5 },
      { kind: 'unwatched-unavailable', from: 0.5, to: 1 },
    ]);
  });

  it('live with no airing known, or a live edge past the airing (the next refresh names the next one): the seekable window', () => {
    const window = { isLive: true, position: 5220, duration: 360, seekStart: 5040, seekEnd: 5400 };
    for (const airing of [null, { start: 1800, end: 3600 }, { start: 5401, end: 9000 }]) {
      const bar = seekBarOf(timeline({ ...window, airing }));
      expect(bar.domain).toEqual({ start: 5040, end: 5400 });
      expect(bar.ranges.map((range) => range.kind)).toEqual(['watched-available', 'unwatched-available']);
    }
  });

  it('a click lands on the available part: on the part not aired yet at the live edge, behind the window at its start', () => {
    const bar = seekBarOf(channel);
    expect([seekTargetAt(bar, 0.9), seekTargetAt(bar, 1.2), seekTargetAt(bar, 0.1), seekTargetAt(bar, 0.425)]).toEqual([5400, 5400, 5040, 5130]);
  });

  it('keys seek 10 s (arrows) and 60 s (Page Up and Down), Home and End to the available edges, and stop there', () => {
    const bar = seekBarOf(channel);
    const keys = ['ArrowRight', 'ArrowUp', 'PageUp', 'ArrowLeft', 'PageDown', 'Home', 'End', 'a'];
    expect(keys.map((key) => seekKeyTarget(bar, key, 5220))).toEqual([5230, 5230, 5280, 5210, 5160, 5040, 5400, null]);
    // At the live edge forward goes nowhere further; at the window's start back neither.
    expect(['ArrowRight', 'PageUp', 'End'].map((key) => seekKeyTarget(bar, key, 5395))).toEqual([5400, 5400, 5400]);
    expect(['ArrowLeft', 'PageDown', 'Home'].map((key) => seekKeyTarget(bar, key, 5045))).toEqual([5040, 5040, 5040]);
  });
});

describe("a live manifest's airing on its timeline", () => {
  // The contract's own examples: a live channel (its airing 19:00-20:00, the presentation from 18:00) and an on-demand title.
  const example = (name: string) => valueAt('playback', ['paths', '/playback/manifest/{assetType}/{assetId}', 'get', 'responses', '200', 'content', 'application/json', 'examples', name, 'value']) as Manifest;
  const channel = example('liveChannel');
  it('seconds after the availability start; none on a static presentation, without an airing, or for an empty one', () => {
    expect(channel.airing).toMatchObject({ startsAt: '2025-03-14T19:00:00Z', endsAt: '2025-03-14T20:00:00Z' });
    expect(airingOnTimeline(channel)).toEqual({ start: 3600, end: 7200 });
    expect(airingOnTimeline({ ...channel, airing: null })).toBeNull();
    expect(airingOnTimeline({ ...channel, airing: { broadcastId: 'brd-amc-20250314t1900', startsAt: '2025-03-14T19:00:00Z', endsAt: '2025-03-14T19:00:00Z' } })).toBeNull();
    expect(airingOnTimeline({ ...example('vodStatic'), airing: channel.airing })).toBeNull();
  });
});

describe('remembered preferences and clock texts', () => {
  it('cookies round-trip volume, mute and captions; missing or odd values take the defaults', () => {
    const header = playerPreferenceCookies({ volume: 0.35, isMuted: true, captionsEnabled: true })
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(readPlayerPreferences(header)).toEqual({ volume: 0.35, isMuted: true, captionsEnabled: true });
    expect(readPlayerPreferences('aw_player_volume=loud')).toEqual({ volume: 1, isMuted: false, captionsEnabled: false });
    expect(readPlayerPreferences('')).toEqual({ volume: 1, isMuted: false, captionsEnabled: false });
  });
  it('m:ss under an hour, h:mm:ss above, remaining with a minus', () => {
    expect([formatClock(5), formatClock(65.9), formatClock(3725), formatRemaining(10, 70)]).toEqual(['0:05', '1:05', '1:02:05', '-1:00']);
  });
  it('the playback-requested state survives navigation and anything else reads as none', () => {
    const airing = { playableAssetType: 'BROADCAST' as const, availabilityStartsAt: '2026-05-01T18:00:00Z', availabilityEndsAt: '2026-05-01T19:00:00Z' };
    const state = playbackRequested({ assetId: 'a', title: 'T', airing });
    expect(playbackRequestedState(state)).toMatchObject({ assetId: 'a', metadata: { title: 'T', subtitle: null }, airing });
    expect(playbackRequestedState(null)).toBeNull();
    expect(playbackRequestedState({ playback: 3 })).toBeNull();
  });
});

describe('licence and manifest bodies', () => {
  it('a JSON licence ({ license: base64 }) becomes its bytes; a ClearKey JSON licence and raw bytes stay as they are', async () => {
    const { decodeJsonLicense } = await import('../../../common/player/engine.ts');
    const encoded = new TextEncoder().encode(JSON.stringify({ license: btoa('\u0001\u0002\u00ff') }));
    expect([...new Uint8Array(decodeJsonLicense(encoded) ?? new ArrayBuffer(0))]).toEqual([1, 2, 255]);
    expect(decodeJsonLicense(new TextEncoder().encode('{"keys":[{"kty":"oct","kid":"a","k":"b"}],"type":"temporary"}'))).toBeNull();
    expect(decodeJsonLicense(new Uint8Array([8, 1, 2]))).toBeNull();
  });

  it('a manifest response is read as the JSON manifest only when it is JSON (an MPD passes untouched)', async () => {
    const { readJsonManifest } = await import('../../../common/player/json-manifest-parser.ts');
    expect(readJsonManifest(new TextEncoder().encode('  {"type":"static","periods":[]}'))).toMatchObject({ type: 'static' });
    expect(readJsonManifest(new TextEncoder().encode('<?xml version="1.0"?><MPD/>'))).toBeNull();
  });
});

describe('the page that names what the player plays (opened by URL or reloaded)', () => {
  it.each([
    ['CHANNEL', 'CHANNEL'],
    ['VOD', 'PRESENTATION'],
    ['BROADCAST', 'PRESENTATION'],
    ['RECORDING', 'PRESENTATION'],
    [undefined, null],
  ] as const)('%s → %s', (assetType, page) => {
    expect(titlePageOf(assetType)).toBe(page);
  });
});
