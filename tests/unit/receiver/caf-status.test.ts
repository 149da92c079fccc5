import { describe, expect, it } from 'vitest';
import { cafPlaybackDetails, chooseCafAudio, type CafPlayerLike, type CafTrackLike } from '../../../receiver/caf/caf-status.ts';

// The receiver on a Chromecast, against a stand-in for the Cast platform's player (CAF's PlayerManager: its script
// loads only on a device): what it says of its playback beyond Cast's own media status (the MEDIA_STATUS customData
// the sender's adapter reads), and the LOAD's audio track made the player's.

const MAIN: CafTrackLike = { trackId: 1, language: 'en', name: 'English', roles: ['main'] };
const DESCRIBED: CafTrackLike = { trackId: 2, language: 'en', name: 'English (Described Video)', roles: ['description'] };

/** The platform player with a title loaded (its tracks, the active ones, its live range and duration), or nothing loaded. */
function fakePlayer({ loaded = true, live = null as { start?: number; end?: number } | null, duration = 0, textActive = [] as number[], audioActive = 1 } = {}) {
  const chosen: number[] = [];
  let active = audioActive;
  const notLoaded = () => {
    throw new Error('Player is not loaded');
  };
  const player: CafPlayerLike = {
    getLiveSeekableRange: () => live,
    getDurationSec: () => duration,
    getTextTracksManager: () => (loaded ? { getActiveIds: () => textActive } : notLoaded()),
    getAudioTracksManager: () =>
      loaded
        ? {
            getActiveTrack: () => [MAIN, DESCRIBED].find((track) => track.trackId === active),
            getTracks: () => [MAIN, DESCRIBED],
            setActiveById: (id: number) => {
              chosen.push(id);
              active = id;
            },
          }
        : notLoaded(),
  };
  return { player, chosen };
}

const AIRING = { start: 3600, end: 7200 };

describe("the Chromecast receiver's playback details (MEDIA_STATUS customData)", () => {
  it.each([
    [
      'a live stream: its live seekable range, the airing on its timeline, captions on, the audio playing',
      fakePlayer({ live: { start: 5100, end: 5400 }, duration: 300, textActive: [7], audioActive: 2 }),
      { captionsEnabled: true, seekable: { start: 5100, end: 5400 }, airing: AIRING, audio: { language: 'en', label: 'English (Described Video)', roles: ['description'] } },
    ],
    [
      'on demand: 0 to its duration, no airing, captions off',
      fakePlayer({ duration: 1800 }),
      { captionsEnabled: false, seekable: { start: 0, end: 1800 }, airing: null, audio: { language: 'en', label: 'English', roles: ['main'] } },
    ],
    [
      'a live range without its ends: as on demand',
      fakePlayer({ live: {}, duration: 60 }),
      { captionsEnabled: false, seekable: { start: 0, end: 60 }, airing: null, audio: { language: 'en', label: 'English', roles: ['main'] } },
    ],
    [
      'nothing loaded yet (its track managers throw): no captions, no track, an empty window',
      fakePlayer({ loaded: false, duration: Number.NaN }),
      { captionsEnabled: false, seekable: { start: 0, end: 0 }, airing: null, audio: null },
    ],
  ])('%s', (_, { player }, expected) => {
    expect(cafPlaybackDetails(player, AIRING)).toEqual(expected);
  });
});

describe("the LOAD's audio track on the Chromecast's player", () => {
  it('makes the track the sender named active, matched by language, label and roles', () => {
    const { player, chosen } = fakePlayer();
    expect(chooseCafAudio(player, { language: 'en', label: 'English (Described Video)', roles: ['description'] })).toBe(true);
    expect(chosen).toEqual([2]);
    expect(cafPlaybackDetails(player, null).audio).toEqual({ language: 'en', label: 'English (Described Video)', roles: ['description'] });
  });

  it.each([
    ['none named (the default plays)', fakePlayer(), null, false],
    ['a track the title lacks', fakePlayer(), { language: 'fr', label: null, roles: [] }, false],
    ['nothing loaded', fakePlayer({ loaded: false }), { language: 'en', label: 'English', roles: ['main'] }, false],
  ] as const)('leaves the player as it is for %s', (_, { player, chosen }, wanted, answer) => {
    expect(chooseCafAudio(player, wanted === null ? null : { ...wanted, roles: [...wanted.roles] })).toBe(answer);
    expect(chosen).toEqual([]);
  });

  it('asks nothing of the player when the named track already plays', () => {
    const { player, chosen } = fakePlayer({ audioActive: 1 });
    expect(chooseCafAudio(player, { language: 'en', label: 'English', roles: ['main'] })).toBe(true);
    expect(chosen).toEqual([]);
  });
});
