import { describe, expect, it } from 'vitest';
import { adBreaksOf, adsAtPosition, mergeAdBreaks, seekThroughAds, type AdBreak } from '../../../common/player/ad-breaks.ts';
import { initialPlaybackState, playbackTransition, type PlaybackState } from '../../../common/player/playback-machine.ts';
import { adBreakMarks } from '../../../app/player/seek-bar.ts';

const adBreak = (start: number, end: number, watched = false): AdBreak => ({ id: `ad-${start}`, start, end, watched });

describe('ad breaks from the manifest', () => {
  it('reads SCTE-35 events as stretches of the timeline, in order, and ignores other event streams', () => {
    const breaks = adBreaksOf({
      periods: [
        {
          id: 'p1',
          index: 0,
          startTime: 100,
          duration: null,
          adaptationSets: [],
          eventStreams: [
            { schemeIdUri: 'urn:scte:scte35:2014:xml+bin', timescale: 90000, events: [
                { id: '2', presentationTime: 90000 * 60, duration: 90000 * 30, messageData: 'x' },
                { id: '1', presentationTime: 90000 * 10, duration: 90000 * 15, messageData: 'x' },
              ] },
            { schemeIdUri: 'urn:example:chapters', timescale: 1, events: [{ id: 'c', presentationTime: 5, duration: 1, messageData: 'x' }] },
          ],
        },
      ],
    });
    expect(breaks).toEqual([
      { id: 'p1/1', start: 110, end: 125 },
      { id: 'p1/2', start: 160, end: 190 },
    ]);
  });

  it('a newer manifest keeps which breaks were watched', () => {
    expect(mergeAdBreaks([adBreak(10, 20, true), adBreak(50, 60)], [{ id: 'ad-10', start: 10, end: 20 }, { id: 'ad-90', start: 90, end: 95 }])).toEqual([
      adBreak(10, 20, true),
      adBreak(90, 95),
    ]);
  });
});

describe('seeking through ad breaks', () => {
  const breaks = [adBreak(100, 130), adBreak(400, 430, true), adBreak(600, 630)];
  it.each([
    ['backwards: where asked', 700, 50, { seconds: 50, resumeAt: null }],
    ['forwards before any break', 10, 90, { seconds: 90, resumeAt: null }],
    ['across a required break: its start, then the target', 10, 200, { seconds: 100, resumeAt: 200 }],
    ['into a required break: its start, no resume', 10, 115, { seconds: 100, resumeAt: null }],
    ['across a watched (skippable) break: where asked', 200, 500, { seconds: 500, resumeAt: null }],
    ['across two required breaks: the last one', 10, 700, { seconds: 600, resumeAt: 700 }],
    ['out of the required break being played: stays, resumes after it', 110, 200, { seconds: 110, resumeAt: 200 }],
  ] as const)('%s', (_name, from, to, expected) => {
    expect(seekThroughAds(breaks, from, to)).toEqual(expected);
  });

  it('a break played to its end is watched, and a pending target is then sought (resuming, until there)', () => {
    const playing = adsAtPosition({ breaks: [adBreak(100, 130)], previous: 110, position: 120, resumeAt: 200, adState: 'required' });
    expect(playing).toMatchObject({ adState: 'required', seekTo: null, resumeAt: 200 });
    const ended = adsAtPosition({ breaks: playing.breaks, previous: 129.8, position: 130.1, resumeAt: 200, adState: 'required' });
    expect(ended).toMatchObject({ adState: 'resuming', seekTo: 200, resumeAt: 200 });
    expect(ended.breaks[0]?.watched).toBe(true);
    const landed = adsAtPosition({ breaks: ended.breaks, previous: 200, position: 200.2, resumeAt: 200, adState: 'resuming' });
    expect(landed).toMatchObject({ adState: 'none', seekTo: null, resumeAt: null });
    // Played again later, the break is skippable.
    expect(adsAtPosition({ breaks: landed.breaks, previous: 99, position: 101, resumeAt: null, adState: 'none' }).adState).toBe('skippable');
  });

  it('keeps the same breaks (the same array) while no break becomes watched, and a new one, the old untouched, when one does', () => {
    const breaks = [adBreak(100, 130), adBreak(400, 430, true)];
    for (const [previous, position, adState] of [[50, 50.25, 'none'], [110, 110.25, 'required'], [410, 410.25, 'skippable']] as const) {
      expect(adsAtPosition({ breaks, previous, position, resumeAt: null, adState }).breaks).toBe(breaks);
    }
    const ended = adsAtPosition({ breaks, previous: 129.8, position: 130.1, resumeAt: null, adState: 'required' }).breaks;
    expect(ended).not.toBe(breaks);
    expect(ended.map((each) => each.watched)).toEqual([true, true]);
    expect(breaks[0]?.watched).toBe(false);
  });

  it('the seek bar marks required and watched breaks', () => {
    expect(adBreakMarks({ start: 0, end: 1000 }, [adBreak(100, 130), adBreak(400, 430, true), adBreak(2000, 2030)])).toEqual([
      { kind: 'required', from: 0.1, to: 0.13 },
      { kind: 'skippable', from: 0.4, to: 0.43 },
    ]);
  });
});

describe('the playback machine with ad breaks', () => {
  function playingAt(position: number): PlaybackState {
    let state = playbackTransition(initialPlaybackState(), { type: 'load' }).state;
    state = playbackTransition(state, { type: 'ad-breaks', breaks: [{ id: 'a', start: 100, end: 130 }] }).state;
    state = playbackTransition(state, { type: 'media', event: 'playing' }).state;
    return playbackTransition(state, { type: 'time', position }).state;
  }

  it('a seek across a required break plays it, then resumes at the target', () => {
    const sought = playbackTransition(playingAt(50), { type: 'seek', seconds: 300 });
    expect(sought.effects).toEqual([{ type: 'seek-to', seconds: 100 }]);
    let state = playbackTransition(sought.state, { type: 'time', position: 100.1 }).state;
    expect(state.adState).toBe('required');
    state = playbackTransition(state, { type: 'time', position: 125 }).state;
    const out = playbackTransition(state, { type: 'time', position: 130.2 });
    expect(out.effects).toEqual([{ type: 'seek-to', seconds: 300 }]);
    expect(out.state.adState).toBe('resuming');
    const landed = playbackTransition(out.state, { type: 'time', position: 300.1 }).state;
    expect(landed).toMatchObject({ adState: 'none', resumeAt: null });
    expect(landed.adBreaks[0]?.watched).toBe(true);
    // Watched: now seeking across it goes where asked.
    expect(playbackTransition(playbackTransition(landed, { type: 'seek', seconds: 20 }).state, { type: 'seek', seconds: 200 }).effects).toEqual([{ type: 'seek-to', seconds: 200 }]);
  });

  it('a jump forward into a required break lands at its start; elsewhere it is a relative jump', () => {
    expect(playbackTransition(playingAt(95), { type: 'command', command: 'jumpForward' }).effects).toEqual([{ type: 'seek-to', seconds: 100 }]);
    expect(playbackTransition(playingAt(50), { type: 'command', command: 'jumpForward' }).effects).toEqual([{ type: 'seek-by', seconds: 10 }]);
  });

  it('a time update that changes no break leaves the breaks the seek bar draws unchanged (the same array)', () => {
    const before = playingAt(50);
    const after = playbackTransition(before, { type: 'time', position: 50.25 }).state;
    expect(after.position).toBe(50.25);
    expect(after.adBreaks).toBe(before.adBreaks);
  });

  it('a reset (a new asset) forgets the breaks', () => {
    expect(playbackTransition(playingAt(50), { type: 'load' }).state).toMatchObject({ adBreaks: [], adState: 'none', resumeAt: null });
  });
});
