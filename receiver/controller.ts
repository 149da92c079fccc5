/**
 * The receiver's behaviour without React: it starts the cast adapter, runs the status box machine on its
 * timers, chooses the screen, and carries out what senders ask — loading an asset in the player engine (the
 * same engine as the web player), play, pause, seek, jump, volume, captions, stop — answering every change with a
 * status message (a sender page that joins the running session gets the current one). A player error destroys
 * the player, raises the error flag and tells the sender; the flag clears when the player is available again
 * (the next load makes a new one). The React face renders `getState()` and hands over the video element.
 */
import type { CastReceiverAdapter } from '../common/cast/adapter.ts';
import type { CastAsset, CastErrorPayload, CastMediaStatus, CastPlaybackDetails, CastPlayerState, SenderMessage } from '../common/cast/protocol.ts';
import { JUMP_STEP_MS, selectedAudio, type PlaybackState, type PlayerEngine, type PlayerErrorView } from '../common/player/index.ts';
import type { ReceiverAnalytics } from './analytics.ts';
import type { SessionWatch } from './session-watch.ts';
import { receiverScreen, type ReceiverScreen } from './state/screen.ts';
import { initialStatusBox, statusBoxTransition, type StatusBoxEffect, type StatusBoxEvent, type StatusBoxState, type StatusBoxText, type StatusBoxTimer } from './state/status-box.ts';

/** A status answer about the position alone is sent at most this often (state changes go at once). */
export const POSITION_STATUS_INTERVAL_MS = 1000;

export interface ReceiverViewState {
  status: StatusBoxText;
  screen: ReceiverScreen;
  asset: CastAsset | null;
  playback: PlaybackState | null;
  /** The error overlay's content while the error flag is up. */
  playerError: PlayerErrorView | null;
}

export interface ReceiverTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

export interface ReceiverControllerOptions {
  adapter: CastReceiverAdapter;
  analytics: ReceiverAnalytics;
  /**
   * Makes a player engine on the receiver's video element (the web player's engine), its captions drawn in
   * `captions` (the screen's box over the picture, clear of the overlay) when there is one.
   */
  createEngine(video: HTMLVideoElement, handlers: { onUnauthorized(): void }, captions: HTMLElement | null): PlayerEngine;
  /** Follows the session of a LOAD's sender token (the registration over GraphQL, session-watch.ts) while it plays. */
  watchSession?: SessionWatch;
  timers?: ReceiverTimers;
}

export interface ReceiverController {
  getState(): ReceiverViewState;
  subscribe(listener: () => void): () => void;
  /** The video element the player plays in (the React face's, once mounted). */
  attachVideo(video: HTMLVideoElement | null): void;
  /** The box the player's captions render in (the React face's, once mounted). */
  attachCaptions(captions: HTMLElement | null): void;
  /** Puts the status box on its first text and starts its timer: at once, before anything else loads. */
  showStatus(): void;
  /** Reports the device and listens for senders (start() shows the status first if showStatus() did not). */
  start(): void;
  stop(): void;
}

const pageTimers: ReceiverTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/** The player's phase as the sender sees it. */
export function castPlayerState(playback: PlaybackState | null, hasError: boolean): CastPlayerState {
  if (hasError) return 'ERRORED';
  switch (playback?.phase) {
    case 'loading':
      return 'LOADING';
    case 'buffering':
      return 'BUFFERING';
    case 'playing':
      return 'PLAYING';
    case 'paused':
      return 'PAUSED';
    case 'errored':
      return 'ERRORED';
    default:
      return 'IDLE';
  }
}

/** The cast error payload a player error becomes on its way to the sender: the catalogue entry's title, code, message and advice. */
export function playerErrorPayload(error: PlayerErrorView): CastErrorPayload {
  return { code: error.code, title: error.title, problem: error.message, troubleshootingTips: error.troubleshooting === null ? [] : [error.troubleshooting] };
}

export function createReceiverController(options: ReceiverControllerOptions): ReceiverController {
  const { adapter, analytics } = options;
  const timers = options.timers ?? pageTimers;
  const capabilities = adapter.deviceCapabilities();
  const listeners = new Set<() => void>();
  const running = new Map<StatusBoxTimer, unknown>();

  let statusBox: StatusBoxState = { status: 'Loading', targeted: false };
  let asset: CastAsset | null = null;
  let sessionInvalid = false;
  let engine: PlayerEngine | null = null;
  let unsubscribeEngine: (() => void) | null = null;
  let playerError: PlayerErrorView | null = null;
  let video: HTMLVideoElement | null = null;
  let captions: HTMLElement | null = null;
  let lastStatusAt = -Infinity;
  let lastStatusState: CastPlayerState | null = null;
  let view: ReceiverViewState = snapshot();

  function snapshot(): ReceiverViewState {
    return {
      status: statusBox.status,
      screen: receiverScreen({ capabilities, sessionInvalid, playerId: asset?.assetId ?? null }),
      asset,
      playback: engine?.getState() ?? null,
      playerError,
    };
  }

  const changed = () => {
    view = snapshot();
    for (const listener of listeners) listener();
  };

  const perform = (effects: StatusBoxEffect[]) => {
    for (const effect of effects) {
      const existing = running.get(effect.timer);
      if (existing !== undefined) timers.clearTimeout(existing);
      running.delete(effect.timer);
      if (effect.type === 'start-timer') {
        running.set(
          effect.timer,
          timers.setTimeout(() => {
            running.delete(effect.timer);
            dispatch({ type: 'timer', timer: effect.timer });
          }, effect.ms),
        );
      }
    }
  };

  function dispatch(event: StatusBoxEvent): void {
    const transition = statusBoxTransition(statusBox, event);
    statusBox = transition.state;
    perform(transition.effects);
    changed();
  }

  let statusShown = false;
  function showStatus(): void {
    if (statusShown) return;
    statusShown = true;
    const initial = initialStatusBox(false);
    statusBox = initial.state;
    perform(initial.effects);
    changed();
  }

  /** Everything the receiver knows of its playback, each detail included (a new one does not compile until said here). */
  const mediaStatus = (): CastMediaStatus & CastPlaybackDetails => {
    const playback = engine?.getState() ?? null;
    const timeline = engine?.timeline();
    return {
      playerState: castPlayerState(playback, playerError !== null),
      asset,
      position: Math.max(0, timeline?.position ?? 0),
      duration: Math.max(0, timeline?.duration ?? 0),
      isLive: timeline?.isLive ?? false,
      volume: playback?.volume ?? 1,
      muted: playback?.isMuted ?? false,
      captionsEnabled: playback?.captionsEnabled ?? false,
      // Where the sender's seek bar may seek, and the programme it spans on a live stream.
      seekable: { start: timeline?.seekStart ?? 0, end: Math.max(timeline?.seekStart ?? 0, timeline?.seekEnd ?? 0) },
      airing: timeline?.airing ?? null,
      // The audio track its engine plays (the sender's remote names it, and local playback takes it back after casting).
      audio: playback ? selectedAudio(playback.tracks) : null,
    };
  };

  /** Tells the senders where playback is: at once on a change of state, else at most once a second. */
  const sendStatus = (requestId: number | null, force = false) => {
    const status = mediaStatus();
    const now = timers.now();
    if (!force && requestId === null && status.playerState === lastStatusState && now - lastStatusAt < POSITION_STATUS_INTERVAL_MS) return;
    lastStatusAt = now;
    lastStatusState = status.playerState;
    adapter.send({ type: 'status', requestId, status });
  };

  const releaseEngine = () => {
    unsubscribeEngine?.();
    unsubscribeEngine = null;
    const current = engine;
    engine = null;
    void current?.destroy();
  };

  const onEngineChange = () => {
    const playback = engine?.getState();
    if (playback?.phase === 'errored' && playback.error) {
      fail(playback.error);
    } else {
      sendStatus(null);
      changed();
    }
  };

  /** The error overlay destroys the player (a new one is made by the next load) and tells the sender. */
  function fail(error: PlayerErrorView): void {
    playerError = error;
    releaseEngine();
    analytics.castPlaybackError(error, asset?.assetId ?? null);
    adapter.send({ type: 'error', requestId: null, error: playerErrorPayload(error) });
    sendStatus(null, true);
    changed();
  }

  const engineFor = (element: HTMLVideoElement): PlayerEngine => {
    if (engine) return engine;
    const made = options.createEngine(
      element,
      {
        onUnauthorized: () => {
          sessionInvalid = true;
          changed();
        },
      },
      captions,
    );
    engine = made;
    // The player is available again: the error flag clears.
    playerError = null;
    unsubscribeEngine = made.subscribe(onEngineChange);
    return made;
  };

  let stopWatch: (() => void) | null = null;
  const endSession = () => {
    sessionInvalid = true;
    releaseEngine();
    changed();
  };

  const stopPlayback = () => {
    stopWatch?.();
    stopWatch = null;
    releaseEngine();
    asset = null;
    playerError = null;
  };

  async function load(message: Extract<SenderMessage, { type: 'load' }>): Promise<void> {
    asset = message.asset;
    sessionInvalid = false;
    stopWatch?.();
    const token = message.auth.sessionToken;
    stopWatch = token && options.watchSession ? options.watchSession(token, endSession, fail) : null;
    if (adapter.playback === 'platform') {
      // The Cast platform's player plays it (and answers the media commands itself); the screens follow.
      playerError = null;
      changed();
      return;
    }
    if (!video) throw new Error('The receiver has no video element to play in.');
    const player = engineFor(video);
    changed();
    // Signed in by the sender's token (a device never has the sender's session cookie), from the sender's position
    // (a seek after loading would be undone by the player starting at the manifest's).
    await player.load({
      assetType: message.asset.assetType,
      assetId: message.asset.assetId,
      startAtLive: message.position === null,
      startAt: message.position,
      sessionToken: message.auth.sessionToken,
      // In the audio track the viewer chose on the sender (null: the stream's default).
      audio: message.audio,
    });
    if (engine !== player) return;
    sendStatus(message.requestId, true);
  }

  const onMessage = (message: SenderMessage) => {
    const screen = view.screen.screen;
    if (message.type === 'keep-alive') return;
    if (screen === 'firmware' || screen === 'identity') {
      // A device that cannot play answers every command with the reason.
      if (view.screen.screen === 'firmware' || view.screen.screen === 'identity') adapter.send({ type: 'error', requestId: message.requestId, error: view.screen.error });
      return;
    }
    switch (message.type) {
      case 'load':
        void load(message);
        return;
      case 'play':
        engine?.send({ type: 'command', command: 'play' });
        break;
      case 'pause':
        engine?.send({ type: 'command', command: 'pause' });
        break;
      case 'seek':
        engine?.send({ type: 'seek', seconds: message.position });
        break;
      case 'jump':
        if (Math.abs(message.seconds) * 1000 === JUMP_STEP_MS) engine?.send({ type: 'command', command: message.seconds < 0 ? 'jumpBack' : 'jumpForward' });
        else if (engine) engine.send({ type: 'seek', seconds: Math.max(0, engine.timeline().position + message.seconds) });
        break;
      case 'volume': {
        engine?.send({ type: 'volume', volume: message.level });
        if (engine && engine.getState().isMuted !== message.muted) engine.send({ type: 'mute-toggled' });
        break;
      }
      case 'captions':
        if (engine && engine.getState().captionsEnabled !== message.enabled) engine.send({ type: 'captions-toggled' });
        break;
      case 'stop':
        stopPlayback();
        changed();
        break;
    }
    sendStatus(message.requestId, true);
  };

  return {
    getState: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    attachVideo(element) {
      video = element;
      if (element && adapter.playback === 'platform') adapter.attachMediaElement?.(element);
    },
    attachCaptions(element) {
      captions = element;
    },
    showStatus,
    start() {
      if (!statusShown) showStatus();
      analytics.identify(adapter.implementation);
      analytics.deviceCapabilities(capabilities);
      adapter.start({
        onSenderConnected: () => dispatch({ type: 'targeted' }),
        // A sender page back in the running session (a reload, another tab) is told what is playing.
        onSenderJoined: () => sendStatus(null, true),
        onSenderDisconnected: () => {
          stopPlayback();
          dispatch({ type: 'target-lost' });
        },
        onMessage,
        onProtocolError: (error) => console.error(`[receiver] ${error.message}`),
      });
    },
    stop() {
      for (const handle of running.values()) timers.clearTimeout(handle);
      running.clear();
      stopPlayback();
      adapter.stop();
      listeners.clear();
    },
  };
}
