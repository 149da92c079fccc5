import { describe, expect, it } from 'vitest';
import type { CastMediaStatus } from '../../../common/cast/protocol.ts';
import { initialPlaybackState, type PlaybackEvent, type PlaybackState } from '../../../common/player/index.ts';
import { NO_STATUS_SENT, POSITION_STATUS_INTERVAL_MS, receiverMediaStatus, statusDue } from '../../../receiver/state/media-status.ts';
import { engineEventsFor, isEngineCommand, type EngineCommand } from '../../../receiver/state/sender-commands.ts';

// The receiver's pure rules beside its controller: what a sender's media command asks of the player engine, and
// what the receiver's status says and when it goes out.

const PLAYING: PlaybackState = { ...initialPlaybackState(), phase: 'playing', playRequested: true, volume: 0.8 };

describe("a sender's media command as the receiver's engine events", () => {
  it.each<[string, EngineCommand, PlaybackState, PlaybackEvent[]]>([
    ['play', { type: 'play', requestId: 1 }, PLAYING, [{ type: 'command', command: 'play' }]],
    ['pause', { type: 'pause', requestId: 1 }, PLAYING, [{ type: 'command', command: 'pause' }]],
    ['a seek', { type: 'seek', requestId: 1, position: 61 }, PLAYING, [{ type: 'seek', seconds: 61 }]],
    ['the +10 s step: its own jump', { type: 'jump', requestId: 1, seconds: 10 }, PLAYING, [{ type: 'command', command: 'jumpForward' }]],
    ['the -10 s step: its own jump', { type: 'jump', requestId: 1, seconds: -10 }, PLAYING, [{ type: 'command', command: 'jumpBack' }]],
    ['another jump: a seek from where it is', { type: 'jump', requestId: 1, seconds: 30 }, PLAYING, [{ type: 'seek', seconds: 34 }]],
    ['a jump back past the start: a seek to 0', { type: 'jump', requestId: 1, seconds: -30 }, PLAYING, [{ type: 'seek', seconds: 0 }]],
    ['the volume, muted: the volume, then mute', { type: 'volume', requestId: 1, level: 0.4, muted: true }, PLAYING, [{ type: 'volume', volume: 0.4 }, { type: 'mute-toggled' }]],
    ['the volume, unmuted: the volume alone (it unmutes)', { type: 'volume', requestId: 1, level: 0.4, muted: false }, { ...PLAYING, isMuted: true }, [{ type: 'volume', volume: 0.4 }]],
    ['nothing, muted: the volume alone (nothing mutes)', { type: 'volume', requestId: 1, level: 0, muted: true }, PLAYING, [{ type: 'volume', volume: 0 }]],
    ['captions on while off: toggled', { type: 'captions', requestId: 1, enabled: true }, PLAYING, [{ type: 'captions-toggled' }]],
    ['captions on while on: nothing', { type: 'captions', requestId: 1, enabled: true }, { ...PLAYING, captionsEnabled: true }, []],
  ])('%s', (_, command, playback, events) => {
    expect(engineEventsFor(command, playback, () => 4)).toEqual(events);
  });

  it('names the commands that drive the engine (not load, stop or the keep-alive)', () => {
    expect(isEngineCommand({ type: 'captions', requestId: 1, enabled: true })).toBe(true);
    expect(isEngineCommand({ type: 'stop', requestId: 1 })).toBe(false);
    expect(isEngineCommand({ type: 'keep-alive', sentAt: 0 })).toBe(false);
  });
});

describe("the receiver's status", () => {
  it('says nothing plays before an engine, and what plays, where and in which track with one', () => {
    expect(receiverMediaStatus({ asset: null, playback: null, timeline: null, hasError: false })).toEqual({
      playerState: 'IDLE', asset: null, position: 0, duration: 0, isLive: false, volume: 1, muted: false, captionsEnabled: false, seekable: { start: 0, end: 0 }, airing: null, audio: null,
    });
    const described = { language: 'en', label: 'English (Described Video)', roles: ['description'] };
    const playback = { ...PLAYING, tracks: { audio: [{ id: 'd', label: 'English (Described Video)', language: 'en', selected: true, track: described }], quality: [], captions: [] } };
    const timeline = { position: 5390, duration: 300, seekStart: 5100, seekEnd: 5400, isLive: true, buffered: [], airing: { start: 3600, end: 7200 } };
    expect(receiverMediaStatus({ asset: null, playback, timeline, hasError: false })).toMatchObject({ playerState: 'PLAYING', position: 5390, isLive: true, volume: 0.8, seekable: { start: 5100, end: 5400 }, airing: { start: 3600, end: 7200 }, audio: described });
    expect(receiverMediaStatus({ asset: null, playback, timeline, hasError: true }).playerState).toBe('ERRORED');
  });

  const STATUS: CastMediaStatus = { playerState: 'PLAYING', asset: null, position: 3, duration: 30, isLive: false, volume: 1, muted: false };
  const last = { playerState: 'PLAYING' as const, at: 10_000 };
  it.each<[string, CastMediaStatus, { requestId: number | null; force: boolean; now: number }, typeof last | typeof NO_STATUS_SENT, boolean]>([
    ['the first one: at once', STATUS, { requestId: null, force: false, now: 0 }, NO_STATUS_SENT, true],
    ['an answer to a request: at once', STATUS, { requestId: 4, force: false, now: 10_001 }, last, true],
    ['a forced one: at once', STATUS, { requestId: null, force: true, now: 10_001 }, last, true],
    ['a change of state: at once', { ...STATUS, playerState: 'PAUSED' }, { requestId: null, force: false, now: 10_001 }, last, true],
    ['the position alone within a second: not yet', STATUS, { requestId: null, force: false, now: 10_000 + POSITION_STATUS_INTERVAL_MS - 1 }, last, false],
    ['the position alone a second on: now', STATUS, { requestId: null, force: false, now: 10_000 + POSITION_STATUS_INTERVAL_MS }, last, true],
  ])('goes out: %s', (_, status, when, sent, due) => {
    expect(statusDue(status, when, sent)).toBe(due);
  });
});
