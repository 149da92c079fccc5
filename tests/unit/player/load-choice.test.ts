import { describe, expect, it } from 'vitest';
import type { CastMediaStatus } from '../../../common/cast/protocol.ts';
import { nextLoadChoice, type LoadChoice, type LoadChoiceEvent } from '../../../app/player/load-choice.ts';

const ASSET = { assetType: 'VOD', assetId: 'epi-1', title: 'Yellowstone', subtitle: null, thumbnailUrl: null } as const;
const STATUS: CastMediaStatus = { playerState: 'PLAYING', asset: ASSET, position: 42, duration: 120, isLive: false, volume: 0.8, muted: false };
const MAIN = { language: 'en', label: 'English', roles: ['main'] };
const DESCRIBED = { language: 'en', label: 'English (Described Video)', roles: ['description'] };

const cast = (status: Partial<CastMediaStatus>, assetId = 'epi-1'): LoadChoiceEvent => ({ type: 'cast-status', assetId, status: { ...STATUS, ...status } });
const played = (audio: typeof MAIN | null, assetId = 'epi-1'): LoadChoiceEvent => ({ type: 'played', assetId, audio });
const choice = (startAt: number | null, audio: typeof MAIN | null, assetId = 'epi-1'): LoadChoice => ({ assetId, startAt, audio });

describe('where and in which audio track the player page loads a title next', () => {
  it.each<[string, LoadChoice | null, LoadChoiceEvent[], LoadChoice | null]>([
    ['nothing heard: the load starts by itself', null, [], null],
    ['the page plays the title without casting, in the stream\'s default track: that track', null, [played(MAIN)], choice(null, MAIN)],
    ['a cast device plays it: where the receiver is, in its track (the hand-over)', null, [cast({ audio: DESCRIBED })], choice(42, DESCRIBED)],
    ['a status that says nothing yet (loading): the earlier answer stands', choice(42, DESCRIBED), [cast({ playerState: 'LOADING', position: 0, audio: MAIN })], choice(42, DESCRIBED)],
    ['a status that names no track: the stream\'s default', choice(42, DESCRIBED), [cast({ position: 50, audio: null })], choice(50, null)],
    ['a status without the audio field: the earlier track stands', choice(42, DESCRIBED), [cast({ position: 50 })], choice(50, DESCRIBED)],
    ['the page plays again after the hand-over: the position applied once, the track is what plays', choice(42, DESCRIBED), [played(DESCRIBED)], choice(null, DESCRIBED)],
    ['the page plays before it has read its tracks: the track asked for stands', choice(42, DESCRIBED), [played(null)], choice(null, DESCRIBED)],
    [
      "after Stop casting the viewer picks another track: a later load (Refresh, Try again) takes the viewer's, not the cast's",
      null,
      [cast({ audio: DESCRIBED }), played(DESCRIBED), played(MAIN)],
      choice(null, MAIN),
    ],
    ['cast again later: the new hand-over is the receiver\'s', choice(null, MAIN), [cast({ position: 80, audio: DESCRIBED })], choice(80, DESCRIBED)],
    ['another title: nothing of the last title is handed over', choice(42, DESCRIBED), [played(null, 'epi-2')], choice(null, null, 'epi-2')],
    ['another title cast: its own hand-over', choice(null, MAIN), [cast({ position: 7, audio: DESCRIBED }, 'epi-2')], choice(7, DESCRIBED, 'epi-2')],
  ])('%s', (_, start, events, expected) => {
    expect(events.reduce(nextLoadChoice, start)).toEqual(expected);
  });

  it('gives back the same choice when nothing changes, so a render that hears nothing new sets no state', () => {
    const handedOver = choice(42, DESCRIBED);
    expect(nextLoadChoice(handedOver, cast({ audio: { ...DESCRIBED, roles: [...DESCRIBED.roles] } }))).toBe(handedOver);
    expect(nextLoadChoice(handedOver, cast({ playerState: 'BUFFERING' }))).toBe(handedOver);
    const playing = choice(null, MAIN);
    expect(nextLoadChoice(playing, played(MAIN))).toBe(playing);
    expect(nextLoadChoice(null, played(null))).toBeNull();
  });
});
