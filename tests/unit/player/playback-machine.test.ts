import { describe, expect, it } from 'vitest';
import {
  initialPlaybackState,
  nextSeekSpeed,
  playbackTransition,
  resetPlaybackState,
  type PlaybackEvent,
  type PlaybackState,
} from '../../../common/player/playback-machine.ts';
import { playerErrorFor } from '../../../common/player/error-mapping.ts';

const playing: PlaybackState = { ...initialPlaybackState(), phase: 'playing', playRequested: true, position: 100 };
const error = playerErrorFor({ kind: 'unknown' });

function run(state: PlaybackState, ...events: PlaybackEvent[]) {
  let current = state;
  const effects = [];
  for (const event of events) {
    const next = playbackTransition(current, event);
    current = next.state;
    effects.push(...next.effects);
  }
  return { state: current, effects };
}

describe('playback commands', () => {
  it.each([
    ['pause while playing', playing, { type: 'command', command: 'pause' }, { playRequested: false }, [{ type: 'pause' }]],
    ['play while paused', { ...playing, phase: 'paused', playRequested: false }, { type: 'command', command: 'play' }, { playRequested: true }, [{ type: 'play' }]],
    ['toggle while playing pauses', playing, { type: 'command', command: 'toggle' }, { playRequested: false }, [{ type: 'pause' }]],
    ['jump back is 10 s', playing, { type: 'command', command: 'jumpBack' }, { overlay: 'controls' }, [{ type: 'seek-by', seconds: -10 }]],
    ['jump forward is 10 s', playing, { type: 'command', command: 'jumpForward' }, { overlay: 'controls' }, [{ type: 'seek-by', seconds: 10 }]],
    ['seek forward starts a preview at the position', playing, { type: 'command', command: 'seekForward' }, { seekSpeed: 'forward1', seekPreview: 100, overlay: 'seek' }, []],
    ['commands do nothing on an errored player', { ...playing, phase: 'errored', error }, { type: 'command', command: 'play' }, { phase: 'errored' }, []],
  ] as const)('%s', (_name, state, event, expected, effects) => {
    const next = playbackTransition(state as PlaybackState, event as PlaybackEvent);
    expect(next.state).toMatchObject(expected);
    expect(next.effects).toEqual(effects);
  });

  it('seek speeds step up to 3 each way, and the other direction slows down first', () => {
    expect(['none', 'forward1', 'forward2', 'forward3'].map((speed) => nextSeekSpeed(speed as never, 'forward'))).toEqual(['forward1', 'forward2', 'forward3', 'forward3']);
    expect(nextSeekSpeed('forward2', 'backward')).toBe('forward1');
    expect(nextSeekSpeed('forward1', 'backward')).toBe('none');
    expect(nextSeekSpeed('none', 'backward')).toBe('backward1');
    expect(nextSeekSpeed('backward3', 'backward')).toBe('backward3');
  });

  it('a held seek speed moves the preview, clamped to the seekable range, and play commits it', () => {
    const seeking = run(playing, { type: 'command', command: 'seekForward' }, { type: 'command', command: 'seekForward' });
    expect(seeking.state.seekSpeed).toBe('forward2');
    const moved = run(seeking.state, { type: 'seek-tick', elapsedMs: 1000, seekable: { start: 0, end: 200 } });
    expect(moved.state.seekPreview).toBe(130);
    const clamped = run(moved.state, { type: 'seek-tick', elapsedMs: 10_000, seekable: { start: 0, end: 200 } });
    expect(clamped.state.seekPreview).toBe(200);
    const committed = run(clamped.state, { type: 'command', command: 'play' });
    expect(committed.effects).toEqual([{ type: 'seek-to', seconds: 200 }, { type: 'play' }]);
    expect(committed.state).toMatchObject({ seekSpeed: 'none', seekPreview: null, position: 200 });
  });
});

describe('media events', () => {
  it('load, then the media element: waiting buffers, playing plays, ended ends with the controls shown', () => {
    const loaded = run(initialPlaybackState(), { type: 'load' });
    expect(loaded.state).toMatchObject({ phase: 'loading', playRequested: true });
    expect(run(loaded.state, { type: 'media', event: 'waiting' }).state.phase).toBe('buffering');
    expect(run(loaded.state, { type: 'media', event: 'playing' }).state.phase).toBe('playing');
    expect(run(playing, { type: 'media', event: 'ended' }).state).toMatchObject({ phase: 'ended', overlay: 'controls' });
  });

  it('an autoplay refusal asks for the viewer and is reported', () => {
    const refused = run(run(initialPlaybackState(), { type: 'load' }).state, { type: 'autoplay-failed' });
    expect(refused.state).toMatchObject({ needsUserAction: true, phase: 'paused', playRequested: false });
    expect(refused.effects).toEqual([{ type: 'report-autoplay-failure' }]);
  });

  it('a failure stops playback once, shows the error and reports it; later failures are not reported again', () => {
    const failed = run(playing, { type: 'failed', error });
    expect(failed.state).toMatchObject({ phase: 'errored', error });
    expect(failed.effects).toEqual([{ type: 'unload' }, { type: 'report-error', error }]);
    expect(run(failed.state, { type: 'failed', error }).effects).toEqual([]);
    expect(run(failed.state, { type: 'media', event: 'playing' }).state.phase).toBe('errored');
  });

  it('in picture-in-picture the page stops following the position, and follows again after', () => {
    const pip = run(playing, { type: 'pip-changed', active: true }, { type: 'time', position: 150 });
    expect(pip.state.position).toBe(100);
    expect(run(pip.state, { type: 'pip-changed', active: false }, { type: 'time', position: 160 }).state.position).toBe(160);
  });

  it('controls hide when idle while playing, but stay while paused', () => {
    const shown = run(playing, { type: 'activity' });
    expect(shown.state.overlay).toBe('controls');
    expect(run(shown.state, { type: 'idle' }).state.overlay).toBe('none');
    const paused = run(shown.state, { type: 'command', command: 'pause' }, { type: 'media', event: 'pause' }, { type: 'idle' });
    expect(paused.state.overlay).toBe('controls');
  });
});

describe('volume, captions, reset, close', () => {
  it('volume is clamped to 0–1 with two decimals, 0 mutes, and a TV stays at 1', () => {
    expect(run(playing, { type: 'volume', volume: 0.456 }).state).toMatchObject({ volume: 0.46, isMuted: false });
    expect(run(playing, { type: 'volume', volume: 7 }).state.volume).toBe(1);
    expect(run(playing, { type: 'volume', volume: -1 }).state).toMatchObject({ volume: 0, isMuted: true });
    expect(run(playing, { type: 'volume', volume: 0.2, isTv: true }).state.volume).toBe(1);
  });

  it('unmuting a silenced player brings the sound back', () => {
    const silent = run(playing, { type: 'volume', volume: 0 });
    expect(run(silent.state, { type: 'mute-toggled' }).state).toMatchObject({ isMuted: false, volume: 1 });
  });

  it('a reset keeps volume, mute and captions, and the error overlay only if one showed', () => {
    const tuned = run(playing, { type: 'volume', volume: 0.3 }, { type: 'captions-toggled' }, { type: 'mute-toggled' }).state;
    expect(resetPlaybackState(tuned)).toMatchObject({ volume: 0.3, isMuted: true, captionsEnabled: true, phase: 'idle', error: null, position: 0, playRequested: false });
    const failed = run(tuned, { type: 'failed', error }).state;
    expect(resetPlaybackState(failed)).toMatchObject({ phase: 'errored', error });
  });

  it("closing clears the playback but keeps the viewer's volume, mute and captions, and ignores everything but a new load; unauthorised closes and ends the session", () => {
    const closed = run(playing, { type: 'close' });
    expect(closed.state).toMatchObject({ phase: 'closed', position: 0 });
    // Closed (a cast device took the title over) and loaded again: the settings the viewer had hold.
    const tuned = run(playing, { type: 'volume', volume: 0.3 }, { type: 'captions-toggled' }, { type: 'mute-toggled' }, { type: 'close' }).state;
    expect(tuned).toMatchObject({ phase: 'closed', volume: 0.3, isMuted: true, captionsEnabled: true, position: 0, playRequested: false });
    expect(run(tuned, { type: 'load' }).state).toMatchObject({ phase: 'loading', volume: 0.3, isMuted: true, captionsEnabled: true });
    expect(run(closed.state, { type: 'command', command: 'play' }).effects).toEqual([]);
    expect(run(playing, { type: 'unauthorized' }).effects).toEqual([{ type: 'unload' }, { type: 'end-session' }]);
  });
});

describe('the config overlay (audio and quality)', () => {
  const tracks = {
    audio: [{ id: 'en', label: 'English', language: 'en', selected: true, track: { language: 'en', label: null, roles: ['main'] } }],
    quality: [
      { id: 'auto', label: 'Auto', selected: true },
      { id: '240p', label: '240p', selected: false },
    ],
    captions: [
      { id: 'off', label: 'Off', language: '', selected: true },
      { id: 'text-en', label: 'English', language: 'en', selected: false },
    ],
  };

  it('opens over the controls, stays open through activity and idleness, and closes back to the controls', () => {
    const open = run(playing, { type: 'config-toggled' }, { type: 'activity' }, { type: 'idle' });
    expect(open.state.overlay).toBe('config');
    expect(open.effects).toEqual([]);
    expect(run(open.state, { type: 'config-toggled' }).state.overlay).toBe('controls');
  });

  it('opening it ends a held seek speed', () => {
    const seeking = run(playing, { type: 'command', command: 'seekForward' }).state;
    expect(run(seeking, { type: 'config-toggled' }).state).toMatchObject({ overlay: 'config', seekSpeed: 'none', seekPreview: null });
  });

  it('shows the choices the engine read, and a choice is handed to the engine to carry out', () => {
    const next = run(playing, { type: 'tracks-changed', tracks }, { type: 'config-toggled' }, { type: 'track-chosen', choice: { kind: 'quality', id: '240p' } });
    expect(next.state.tracks).toEqual(tracks);
    expect(next.state.overlay).toBe('config');
    expect(next.effects).toEqual([{ type: 'choose-track', choice: { kind: 'quality', id: '240p' } }]);
  });

  it('neither opens nor chooses on an errored or idle player; a new asset forgets the choices', () => {
    for (const state of [{ ...playing, phase: 'errored', error } as const, initialPlaybackState()]) {
      expect(run(state, { type: 'config-toggled' }, { type: 'track-chosen', choice: { kind: 'quality', id: 'auto' } })).toEqual({ state, effects: [] });
    }
    expect(run(playing, { type: 'tracks-changed', tracks }, { type: 'load' }).state.tracks).toEqual({ audio: [], quality: [], captions: [] });
  });

  it('a captions choice turns captions on (a track) or off (Off), as the Captions button does, and is handed to the engine', () => {
    const on = run(playing, { type: 'tracks-changed', tracks }, { type: 'track-chosen', choice: { kind: 'captions', id: 'text-en' } });
    expect(on.state.captionsEnabled).toBe(true);
    expect(on.effects).toEqual([{ type: 'choose-track', choice: { kind: 'captions', id: 'text-en' } }]);
    const off = run(on.state, { type: 'track-chosen', choice: { kind: 'captions', id: 'off' } });
    expect(off.state.captionsEnabled).toBe(false);
    expect(off.effects).toEqual([{ type: 'choose-track', choice: { kind: 'captions', id: 'off' } }]);
  });
});
