import type { CastSenderAdapter } from '../../common/cast/adapter.ts';
import type { CastMediaStatus } from '../../common/cast/protocol.ts';
import { initialPlaybackState, playbackTransition, type PlaybackState } from '../../common/player/index.ts';
import { castCommandsOf, castPlaybackState, castTimeline } from './cast-remote.ts';
import type { PlaybackSurface } from './playback-surface.ts';

/**
 * The cast session as a playback surface (playback-surface.ts): its state is the playback machine's, brought up
 * to date with each media status the adapter holds (read when asked, so it needs no listener of its own and
 * nothing to dispose of); each event the controls send runs the machine, and its effects go to the receiver
 * as sender commands (cast-remote.ts). While the session is not connected, nothing is sent.
 */
export function createCastRemote(adapter: CastSenderAdapter): PlaybackSurface {
  let state: PlaybackState = initialPlaybackState();
  let seen: CastMediaStatus | null = null;
  const listeners = new Set<() => void>();

  const current = (): PlaybackState => {
    const { media } = adapter.getState();
    if (media && media !== seen) {
      seen = media;
      state = castPlaybackState(state, media);
    }
    return state;
  };

  return {
    getState: current,
    subscribe(listener) {
      listeners.add(listener);
      const unsubscribe = adapter.subscribe(listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    send(event) {
      const transition = playbackTransition(current(), event);
      state = transition.state;
      if (adapter.getState().connection === 'connected') for (const command of castCommandsOf(transition.effects)) adapter.send(command);
      for (const listener of listeners) listener();
    },
    timeline: () => castTimeline(adapter.getState().media),
    // The receiver's frames are not the page's to preview.
    thumbnailAt: () => Promise.resolve(null),
  };
}
