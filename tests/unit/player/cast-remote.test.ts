import { describe, expect, it } from 'vitest';
import type { CastSenderAdapter, CastSenderState, SenderCommand } from '../../../common/cast/adapter.ts';
import type { CastMediaStatus } from '../../../common/cast/protocol.ts';
import { initialPlaybackState, type PlaybackEffect } from '../../../common/player/index.ts';
import { positionWithin } from '../../../common/player/airing.ts';
import { castAudioText, castCommandsOf, castPlaybackState, castResumeAudio, castResumePosition, castTimeline } from '../../../app/player/cast-remote.ts';
import { seekBarOf } from '../../../app/player/seek-bar.ts';
import { createCastRemote } from '../../../app/player/cast-remote-surface.ts';

const ASSET = { assetType: 'VOD', assetId: 'epi-1', title: 'Yellowstone', subtitle: null, thumbnailUrl: null } as const;
const STATUS: CastMediaStatus = { playerState: 'PLAYING', asset: ASSET, position: 42, duration: 120, isLive: false, volume: 0.8, muted: false };
const DEVICE = { id: 'tv', name: 'Living Room TV', model: 'Chromecast', busy: false };

/** A sender adapter that records what it is told and holds whatever status the test gives it. */
function fakeAdapter(media: CastMediaStatus | null = STATUS) {
  let state: CastSenderState = { devices: [DEVICE], connection: 'connected', device: DEVICE, media, error: null };
  const listeners = new Set<() => void>();
  const sent: SenderCommand[] = [];
  const adapter: CastSenderAdapter = {
    implementation: 'simulation',
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    startSession: () => Promise.resolve(),
    endSession: () => undefined,
    send(command) {
      sent.push(command);
      return sent.length;
    },
    dispose: () => undefined,
  };
  const become = (next: Partial<CastSenderState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return { adapter, sent, become, listeners };
}

describe("the player page as the cast session's remote", () => {
  it.each([
    ['PLAYING', 'playing', true],
    ['BUFFERING', 'buffering', true],
    ['LOADING', 'loading', true],
    ['PAUSED', 'paused', false],
    ['IDLE', 'ended', false],
    ['ERRORED', 'errored', false],
  ] as const)("a receiver %s shows as %s (play requested: %s)", (playerState, phase, playRequested) => {
    const state = castPlaybackState(initialPlaybackState(), { ...STATUS, playerState });
    expect(state).toMatchObject({ phase, playRequested, position: 42, volume: 0.8, isMuted: false });
  });

  it("keeps the page's own overlay and seek preview, and its captions when the receiver does not say", () => {
    const held = { ...initialPlaybackState({ volume: 1, isMuted: false, captionsEnabled: true }), overlay: 'seek' as const, seekSpeed: 'forward2' as const, seekPreview: 60 };
    expect(castPlaybackState(held, STATUS)).toMatchObject({ overlay: 'seek', seekSpeed: 'forward2', seekPreview: 60, captionsEnabled: true });
    expect(castPlaybackState(held, { ...STATUS, captionsEnabled: false }).captionsEnabled).toBe(false);
  });

  it("draws the seek bar over the receiver's duration (a live stream's seekable window, up to where it is), nothing before its first status", () => {
    expect(castTimeline(STATUS)).toEqual({ position: 42, duration: 120, seekStart: 0, seekEnd: 120, isLive: false, buffered: [], airing: null });
    expect(castTimeline({ ...STATUS, isLive: true, duration: 30, position: 1_000 })).toMatchObject({ seekStart: 970, seekEnd: 1_000, isLive: true });
    expect(castTimeline({ ...STATUS, isLive: true, duration: 30, position: 12 })).toMatchObject({ seekStart: 0, seekEnd: 12 });
    expect(castTimeline(null)).toMatchObject({ position: 0, duration: 0, seekEnd: 0 });
  });

  it("draws a live stream's bar as the receiver says it: its seekable window and the programme on air, so the bar spans the airing with its unavailable parts", () => {
    const live = { ...STATUS, isLive: true, position: 5220, duration: 360, seekable: { start: 5040, end: 5400 }, airing: { start: 3600, end: 7200 } };
    const timeline = castTimeline(live);
    expect(timeline).toMatchObject({ seekStart: 5040, seekEnd: 5400, airing: { start: 3600, end: 7200 } });
    expect(seekBarOf(timeline).ranges.map((range) => range.kind)).toEqual(['watched-unavailable', 'watched-available', 'unwatched-available', 'unwatched-unavailable']);
    // On demand the airing plays no part.
    expect(castTimeline({ ...live, isLive: false }).airing).toBeNull();
  });

  it.each<[PlaybackEffect, SenderCommand | null]>([
    [{ type: 'play' }, { type: 'play' }],
    [{ type: 'pause' }, { type: 'pause' }],
    [{ type: 'seek-by', seconds: -10 }, { type: 'jump', seconds: -10 }],
    [{ type: 'seek-to', seconds: 75 }, { type: 'seek', position: 75 }],
    [{ type: 'seek-to', seconds: -2 }, { type: 'seek', position: 0 }],
    [{ type: 'set-volume', volume: 0.3, isMuted: true }, { type: 'volume', level: 0.3, muted: true }],
    [{ type: 'set-captions', enabled: true }, { type: 'captions', enabled: true }],
    [{ type: 'unload' }, null],
    [{ type: 'report-autoplay-failure' }, null],
  ])('the effect %j goes to the receiver as %j', (effect, command) => {
    expect(castCommandsOf([effect])).toEqual(command ? [command] : []);
  });

  it("turns the controls' events into sender commands, showing the change before the receiver answers", () => {
    const { adapter, sent, become } = fakeAdapter();
    const remote = createCastRemote(adapter);
    expect(remote.getState()).toMatchObject({ phase: 'playing', playRequested: true, position: 42 });

    remote.send({ type: 'command', command: 'toggle' });
    expect(remote.getState().playRequested).toBe(false);
    remote.send({ type: 'command', command: 'jumpForward' });
    remote.send({ type: 'seek', seconds: 90 });
    remote.send({ type: 'volume', volume: 0.5 });
    remote.send({ type: 'mute-toggled' });
    remote.send({ type: 'captions-toggled' });
    expect(sent).toEqual([
      { type: 'pause' },
      { type: 'jump', seconds: 10 },
      { type: 'seek', position: 90 },
      { type: 'volume', level: 0.5, muted: false },
      { type: 'volume', level: 0.5, muted: true },
      { type: 'captions', enabled: true },
    ]);

    // The receiver's next status is what shows.
    become({ media: { ...STATUS, playerState: 'PAUSED', position: 90, volume: 0.5, muted: true, captionsEnabled: true } });
    expect(remote.getState()).toMatchObject({ phase: 'paused', playRequested: false, position: 90, isMuted: true, captionsEnabled: true });
    expect(remote.timeline().position).toBe(90);
    remote.send({ type: 'command', command: 'toggle' });
    expect(sent.at(-1)).toEqual({ type: 'play' });
  });

  it('sends nothing once the session is no longer connected, and tells its listeners of every status', () => {
    const { adapter, sent, become } = fakeAdapter();
    const remote = createCastRemote(adapter);
    let heard = 0;
    const unsubscribe = remote.subscribe(() => (heard += 1));
    become({ media: { ...STATUS, position: 43 } });
    expect(heard).toBe(1);
    become({ connection: 'not-connected' });
    remote.send({ type: 'command', command: 'pause' });
    expect(sent).toEqual([]);
    unsubscribe();
    become({ media: { ...STATUS, position: 44 } });
    expect(heard).toBe(3);
  });

  it('has no thumbnails of the receiver’s frames', async () => {
    await expect(createCastRemote(fakeAdapter().adapter).thumbnailAt(10)).resolves.toBeNull();
  });
});

describe('where local playback resumes once casting ends', () => {
  it.each<[string, Partial<CastMediaStatus>, number | undefined]>([
    ['an on-demand title playing: at the receiver\'s position', { playerState: 'PLAYING' }, 42],
    ['an on-demand title paused: at the receiver\'s position', { playerState: 'PAUSED', position: 61.5 }, 61.5],
    // Issue: "back to local playback at the receiver's position when casting ends", live too (not its live edge).
    ['a live stream: at the receiver\'s position', { playerState: 'PLAYING', isLive: true, position: 1241 }, 1241],
    ['a live stream paused behind its live edge: at the receiver\'s position', { playerState: 'PAUSED', isLive: true, position: 1180 }, 1180],
    // Loading, the receiver does not know yet that the stream is live, and its position is not the title's.
    ['the receiver still loading: no answer (the earlier one stands)', { playerState: 'LOADING', position: 595 }, undefined],
    ['the receiver buffering: no answer', { playerState: 'BUFFERING' }, undefined],
    ['the receiver idle: no answer', { playerState: 'IDLE', position: 0 }, undefined],
    ['the receiver failed: no answer', { playerState: 'ERRORED' }, undefined],
  ])('%s', (_, status, expected) => {
    expect(castResumePosition({ ...STATUS, ...status })).toBe(expected);
  });
});

describe("the receiver's audio track on the remote and back on the page", () => {
  const DESCRIBED = { language: 'en', label: 'English (Described Video)', roles: ['description'] };
  it.each<[string, Partial<CastMediaStatus>, CastMediaStatus['audio'] | undefined]>([
    ['playing the described track: local playback takes it up', { playerState: 'PLAYING', audio: DESCRIBED }, DESCRIBED],
    ['paused in it: the same', { playerState: 'PAUSED', audio: DESCRIBED }, DESCRIBED],
    ['playing, naming no track: the stream\'s default', { playerState: 'PLAYING', audio: null }, null],
    ['a receiver that does not say (Cast\'s own status): no answer (the earlier one stands)', { playerState: 'PLAYING' }, undefined],
    // Loading, its engine has not read the title's tracks: what it names is not the title's.
    ['the receiver still loading: no answer', { playerState: 'LOADING', audio: null }, undefined],
    ['the receiver failed: no answer', { playerState: 'ERRORED', audio: DESCRIBED }, undefined],
  ])('%s', (_, status, expected) => {
    expect(castResumeAudio({ ...STATUS, ...status })).toEqual(expected);
  });

  it.each<[string, CastMediaStatus | null, string | null]>([
    ['a track with a label: its label', { ...STATUS, audio: DESCRIBED }, 'Audio: English (Described Video)'],
    ['a track without one: its language', { ...STATUS, audio: { language: 'es', label: null, roles: [] } }, 'Audio: Spanish'],
    ['no track named: nothing', { ...STATUS, audio: null }, null],
    ['no status: nothing', null, null],
  ])('names %s', (_, status, expected) => {
    expect(castAudioText(status)).toBe(expected);
  });
});

describe('where a live title resumes in the local player at a position the receiver left it', () => {
  const window = { start: 5040, end: 5400 };
  it.each<[string, number, number]>([
    ['within the local seekable window: there', 5220, 5220],
    ['at the window\'s start: there', 5040, 5040],
    ['behind the window (no longer seekable here): its start', 4990, 5040],
    ['past the window (the receiver ahead of this player\'s edge): its live edge', 5410, 5400],
  ])('%s', (_, seconds, expected) => {
    expect(positionWithin(seconds, window)).toBe(expected);
  });
});
