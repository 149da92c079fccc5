// @vitest-environment jsdom
/**
 * The configuration the player engine hands shaka (common/player/streaming.ts) against the shaka-player build the
 * app ships: every key is one shaka knows (configure() says false and ignores any it does not), the spec's
 * streaming constants are what shaka will use, and so are the start-up settings that make Play → playing quick.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadShakaPlayer } from '../../../common/player/engine.ts';
import type { Manifest } from '../../../common/player/manifest-to-dash.ts';
import { readManifestUri, registerJsonManifestParser } from '../../../common/player/json-manifest-parser.ts';
import { continuationUrl, openManifest } from '../../../common/player/open-manifest.ts';
import {
  liveStartDelayFor,
  MAX_SEGMENT_PREFETCH,
  REBUFFERING_GOAL_SECONDS,
  SEGMENT_PREFETCH_LIMIT,
  segmentPrefetchFor,
  STREAMING_UPDATE_INTERVAL_SECONDS,
  streamingConfiguration,
} from '../../../common/player/streaming.ts';
import { SEGMENT_SECONDS } from '../../../mocks/media/test-streams.ts';
import { ORIGIN, SIGNED_IN_COOKIE, usePlaybackWorld } from '../../support/playback-world.ts';

const { catalog, encryptedVod } = usePlaybackWorld();

/** A manifest as the playback service answers it (the node mock world). */
async function manifestOf(assetType: 'VOD' | 'CHANNEL', assetId: string): Promise<Manifest> {
  return (await openedOf(assetType, assetId)).manifest;
}

async function openedOf(assetType: 'VOD' | 'CHANNEL', assetId: string) {
  const opened = await openManifest({ playbackBaseUrl: ORIGIN, assetType, assetId, headers: { cookie: SIGNED_IN_COOKIE } });
  if (!opened.ok) throw new Error(JSON.stringify(opened.source));
  return opened;
}

/** The manifest with every media segment `seconds` long (the template's duration form). */
function withSegmentsOf(manifest: Manifest, seconds: number): Manifest {
  return {
    ...manifest,
    periods: manifest.periods.map((period) => ({
      ...period,
      adaptationSets: period.adaptationSets.map((set) =>
        set.contentType === 'image'
          ? set
          : { ...set, segmentTemplate: { initialization: set.segmentTemplate.initialization, media: set.segmentTemplate.media, startNumber: set.segmentTemplate.startNumber, timescale: 1000, duration: seconds * 1000 } },
      ),
    })),
  };
}

/** shaka's polyfills add these to the worker's shared Map and WeakMap (node 20 lacks them): put back as found. */
const POLYFILLED = ['getOrInsert', 'getOrInsertComputed'] as const;
const found = [Map.prototype, WeakMap.prototype].map((prototype) => ({ prototype, own: POLYFILLED.map((name) => Object.getOwnPropertyDescriptor(prototype, name)) }));
afterAll(() => {
  for (const { prototype, own } of found) {
    POLYFILLED.forEach((name, at) => {
      const descriptor = own[at];
      if (descriptor) Object.defineProperty(prototype, name, descriptor);
      else Reflect.deleteProperty(prototype, name);
    });
  }
});

describe('the streaming configuration in the shaka-player the app ships', () => {
  it('is checked: a key shaka does not know is refused', async () => {
    const shaka = await loadShakaPlayer();
    shaka.polyfill.installAll();
    const player = new shaka.Player();
    try {
      expect(player.configure({ streaming: { startupRebufferingGoal: 1 } } as Parameters<typeof player.configure>[0])).toBe(false);
    } finally {
      await player.destroy();
    }
  });

  it.each([false, true])('is accepted whole, with the spec’s constants and the start-up settings in force (TV %s)', async (isTv) => {
    const shaka = await loadShakaPlayer();
    shaka.polyfill.installAll();
    const player = new shaka.Player();
    try {
      expect(player.configure(streamingConfiguration({ isTv }))).toBe(true);
      const { streaming, manifest, drm } = player.getConfiguration();
      // The spec's constants: buffering goal 60 s, buffer behind 10 s, rebuffering goal 12 s, 4 attempts.
      expect(streaming).toMatchObject({ bufferingGoal: 60, bufferBehind: 10, rebufferingGoal: 12, gapDetectionThreshold: isTv ? 0.5 : 0.1 });
      expect(streaming.retryParameters.maxAttempts).toBe(4);
      expect(drm.retryParameters.maxAttempts).toBe(4);
      expect(manifest.retryParameters.maxAttempts).toBe(6);
      // Start-up: a waiting track looks again after 0.1 s (shaka's default, 1 s, held playback for a second each
      // time audio's segment came before video's), and segments are fetched ahead in parallel.
      expect(streaming.updateIntervalSeconds).toBe(STREAMING_UPDATE_INTERVAL_SECONDS);
      expect(STREAMING_UPDATE_INTERVAL_SECONDS).toBeLessThanOrEqual(0.1);
      expect(streaming.segmentPrefetchLimit).toBe(SEGMENT_PREFETCH_LIMIT);
      expect(SEGMENT_PREFETCH_LIMIT).toBeGreaterThan(1);
    } finally {
      await player.destroy();
    }
  });
});

describe('start-up fetches the rebuffering goal at once', () => {
  it('a track fetches ahead as many segments as hold the rebuffering goal: 7 of the mock streams’ 1.92 s, on demand and live', async () => {
    const channel = catalog.channels.find((candidate) => candidate.isActive && !candidate.isFastViewable);
    for (const manifest of [await manifestOf('VOD', encryptedVod?.vodId ?? ''), await manifestOf('CHANNEL', channel?.channelId ?? '')]) {
      const ahead = segmentPrefetchFor(manifest);
      expect(ahead).toBe(7);
      expect(ahead * SEGMENT_SECONDS).toBeGreaterThanOrEqual(REBUFFERING_GOAL_SECONDS);
    }
  });

  it.each([
    [2, 6],
    [4, SEGMENT_PREFETCH_LIMIT],
    [6, SEGMENT_PREFETCH_LIMIT],
    [0.5, MAX_SEGMENT_PREFETCH],
  ])('with %s s segments: %s ahead (never fewer than the default, never more than the cap)', async (seconds, ahead) => {
    expect(segmentPrefetchFor(withSegmentsOf(await manifestOf('VOD', encryptedVod?.vodId ?? ''), seconds))).toBe(ahead);
  });

  it('is taken by the shipped shaka as the engine sets it once the manifest is read', async () => {
    const shaka = await loadShakaPlayer();
    shaka.polyfill.installAll();
    const player = new shaka.Player();
    try {
      expect(player.configure(streamingConfiguration({ isTv: false }))).toBe(true);
      expect(player.configure({ streaming: { segmentPrefetchLimit: segmentPrefetchFor(await manifestOf('VOD', encryptedVod?.vodId ?? '')) } })).toBe(true);
      expect(player.getConfiguration().streaming.segmentPrefetchLimit).toBe(7);
      // The spec's rebuffering goal is untouched.
      expect(player.getConfiguration().streaming.rebufferingGoal).toBe(REBUFFERING_GOAL_SECONDS);
    } finally {
      await player.destroy();
    }
  });
});

describe('a live start sits far enough behind the edge for the rebuffering goal to be there at once', () => {
  const channel = () => catalog.channels.find((candidate) => candidate.isActive && !candidate.isFastViewable)?.channelId ?? '';

  it('a live channel starts the rebuffering goal and one segment behind its edge, further than the service suggests', async () => {
    const manifest = await manifestOf('CHANNEL', channel());
    expect(manifest.type).toBe('dynamic');
    const delay = liveStartDelayFor(manifest);
    expect(delay).toBeCloseTo(REBUFFERING_GOAL_SECONDS + SEGMENT_SECONDS, 6);
    expect(delay).toBeGreaterThan(manifest.presentationDelay ?? 0);
  });

  it('keeps a longer delay the service suggests, and says none for an on-demand manifest', async () => {
    const live = await manifestOf('CHANNEL', channel());
    if (live.type !== 'dynamic') throw new Error('a live channel answers a dynamic manifest');
    expect(liveStartDelayFor({ ...live, presentationDelay: 30 })).toBe(30);
    expect(liveStartDelayFor(await manifestOf('VOD', encryptedVod?.vodId ?? ''))).toBeNull();
  });

  it('is taken by the shipped shaka as the engine sets it (its own delay replacing the MPD’s suggestion)', async () => {
    const shaka = await loadShakaPlayer();
    shaka.polyfill.installAll();
    const player = new shaka.Player();
    try {
      const delay = liveStartDelayFor(await manifestOf('CHANNEL', channel())) ?? 0;
      expect(player.configure({ manifest: { defaultPresentationDelay: delay, dash: { ignoreSuggestedPresentationDelay: true } } })).toBe(true);
      expect(player.getConfiguration().manifest.defaultPresentationDelay).toBe(delay);
      expect(player.getConfiguration().manifest.dash.ignoreSuggestedPresentationDelay).toBe(true);
    } finally {
      await player.destroy();
    }
  });
});

describe('the opening manifest is handed to shaka as the player read it', () => {
  it('shaka reads it from memory, as the answer of the session’s continuation URL, and the response filters see it', async () => {
    const shaka = await loadShakaPlayer();
    shaka.polyfill.installAll();
    registerJsonManifestParser(shaka);
    const player = new shaka.Player();
    const opened = await openedOf('VOD', encryptedVod?.vodId ?? '');
    const requested: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      requested.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    };
    try {
      const url = continuationUrl(opened);
      const networking = player.getNetworkingEngine();
      if (!networking) throw new Error('shaka made no networking engine');
      const filtered: string[] = [];
      networking.registerResponseFilter((_type, response) => void filtered.push(response.uri));
      const { MANIFEST } = shaka.net.NetworkingEngine.RequestType;
      const request = shaka.net.NetworkingEngine.makeRequest([readManifestUri(opened.manifest, url)], player.getConfiguration().manifest.retryParameters);
      const response = await networking.request(MANIFEST, request).promise;
      expect(response.uri).toBe(url);
      expect(JSON.parse(new TextDecoder().decode(response.data))).toEqual(opened.manifest);
      expect(filtered).toEqual([url]);
      // Nothing went to the network for it.
      expect(requested).toEqual([]);
    } finally {
      globalThis.fetch = realFetch;
      await player.destroy();
    }
  });
});
