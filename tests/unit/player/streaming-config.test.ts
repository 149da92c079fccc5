// @vitest-environment jsdom
/**
 * The configuration the player engine hands shaka (common/player/streaming.ts) against the shaka-player build the
 * app ships: every key is one shaka knows (configure() says false and ignores any it does not), the spec's
 * streaming constants are what shaka will use, and so are the start-up settings that make Play → playing quick.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadShakaPlayer } from '../../../common/player/engine.ts';
import { SEGMENT_PREFETCH_LIMIT, STREAMING_UPDATE_INTERVAL_SECONDS, streamingConfiguration } from '../../../common/player/streaming.ts';

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
