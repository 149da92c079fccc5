import { describe, expect, it } from 'vitest';
import { playbackAnalytics, type PlaybackSnapshot } from '../../../app/player/playback-analytics.ts';

const asset = 'epi-yellowstone-s5e1';
const at = (phase: PlaybackSnapshot['phase'], position: number, started = true): PlaybackSnapshot => ({ assetId: asset, phase, position, started });

describe('playbackAnalytics: the playback events a change of the player state means', () => {
  it.each([
    ['loading → playing: started once', at('loading', 0, false), { phase: 'playing', position: 0 }, [{ event: 'Playback Started', properties: { assetId: asset, position: 0 } }]],
    ['playing → paused', at('playing', 42.5), { phase: 'paused', position: 42.5 }, [{ event: 'Playback Paused', properties: { assetId: asset, position: 42.5 } }]],
    ['playing 11.8 → 12.1: second 12 watched', at('playing', 11.8), { phase: 'playing', position: 12.1 }, [{ event: 'watchedSecond', properties: { assetId: asset, second: 12 } }]],
    [
      'playing 10.9 → 12.2: seconds 11 and 12 watched',
      at('playing', 10.9),
      { phase: 'playing', position: 12.2 },
      [
        { event: 'watchedSecond', properties: { assetId: asset, second: 11 } },
        { event: 'watchedSecond', properties: { assetId: asset, second: 12 } },
      ],
    ],
    ['within one second: nothing', at('playing', 12.1), { phase: 'playing', position: 12.6 }, []],
    ['paused and still: nothing', at('paused', 12.1), { phase: 'paused', position: 12.1 }, []],
    ['a jump forward: a seek, not seconds watched', at('playing', 42.5), { phase: 'playing', position: 52.5 }, [{ event: 'Playback Seeked', properties: { assetId: asset, from: 42.5, to: 52.5 } }]],
    ['a jump back', at('paused', 52.5), { phase: 'paused', position: 42.5 }, [{ event: 'Playback Seeked', properties: { assetId: asset, from: 52.5, to: 42.5 } }]],
    ['paused → playing again: no second start', at('paused', 42.5), { phase: 'playing', position: 42.5 }, []],
  ] as const)('%s', (_, previous, next, expected) => {
    expect(playbackAnalytics(previous, { assetId: asset, ...next }).events).toEqual(expected);
  });

  it('starts again for another title', () => {
    const { events, started } = playbackAnalytics(at('playing', 300), { assetId: 'ch-amc', phase: 'playing', position: 12 });
    expect(events).toEqual([{ event: 'Playback Started', properties: { assetId: 'ch-amc', position: 12 } }]);
    expect(started).toBe(true);
  });
});
