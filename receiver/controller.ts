/**
 * The receiver's behaviour without React: it starts the cast adapter, runs the status box machine on its
 * timers (status-box-runner.ts), chooses the screen (state/screen.ts), and carries out what senders ask — loading
 * an asset in the player engine (the same engine as the web player); play, pause, seek, jump, volume, captions as
 * the engine's events (state/sender-commands.ts); stop — answering every change with a status message
 * (state/media-status.ts: what it says, and when; a sender page that joins the running session gets the current
 * one). A player error destroys the player, raises the error flag and tells the sender; the flag clears when the
 * player is available again (the next load makes a new one). The React face renders `getState()` and hands over
 * the video element; main.tsx only wires.
 */
import type { CastReceiverAdapter } from '../common/cast/adapter.ts';
import type { CastAsset, SenderMessage } from '../common/cast/protocol.ts';
import type { PlaybackState, PlayerEngine, PlayerErrorView } from '../common/player/index.ts';
import type { ReceiverAnalytics } from './analytics.ts';
import type { SessionWatch } from './session-watch.ts';
import { NO_STATUS_SENT, playerErrorPayload, receiverMediaStatus, statusDue, type StatusSent } from './state/media-status.ts';
import { receiverScreen, type ReceiverScreen } from './state/screen.ts';
import { engineEventsFor, isEngineCommand } from './state/sender-commands.ts';
import type { StatusBoxText } from './state/status-box.ts';
import { createStatusBoxRunner, type ReceiverTimers } from './status-box-runner.ts';

export type { ReceiverTimers } from './status-box-runner.ts';

export interface ReceiverViewState {
  status: StatusBoxText;
  screen: ReceiverScreen;
  asset: CastAsset | null;
  playback: PlaybackState | null;
  /** The error overlay's content while the error flag is up. */
  playerError: PlayerErrorView | null;
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

export function createReceiverController(options: ReceiverControllerOptions): ReceiverController {
  const { adapter, analytics } = options;
  const timers = options.timers ?? pageTimers;
  const capabilities = adapter.deviceCapabilities();
  const listeners = new Set<() => void>();
  const statusBox = createStatusBoxRunner(timers, () => changed());

  let asset: CastAsset | null = null;
  let sessionInvalid = false;
  let engine: PlayerEngine | null = null;
  let unsubscribeEngine: (() => void) | null = null;
  let playerError: PlayerErrorView | null = null;
  let video: HTMLVideoElement | null = null;
  let captions: HTMLElement | null = null;
  let lastStatus: StatusSent = NO_STATUS_SENT;
  let view: ReceiverViewState = snapshot();

  function snapshot(): ReceiverViewState {
    return {
      status: statusBox.status(),
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

  /** Tells the senders where playback is: at once on a change of state, else at most once a second (media-status.ts). */
  const sendStatus = (requestId: number | null, force = false) => {
    const status = receiverMediaStatus({ asset, playback: engine?.getState() ?? null, timeline: engine?.timeline() ?? null, hasError: playerError !== null });
    const now = timers.now();
    if (!statusDue(status, { requestId, force, now }, lastStatus)) return;
    lastStatus = { playerState: status.playerState, at: now };
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
    if (message.type === 'load') {
      void load(message);
      return;
    }
    if (isEngineCommand(message)) {
      // Play, pause, seek, jump, volume, captions: the engine's events for it (state/sender-commands.ts).
      const player = engine;
      if (player) for (const event of engineEventsFor(message, player.getState(), () => player.timeline().position)) player.send(event);
    } else if (message.type === 'stop') {
      stopPlayback();
      changed();
    } else {
      const unhandled: never = message;
      throw new Error(`The receiver does not handle ${JSON.stringify(unhandled)}`);
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
    showStatus: () => statusBox.show(),
    start() {
      if (!statusBox.shown()) statusBox.show();
      analytics.identify(adapter.implementation);
      analytics.deviceCapabilities(capabilities);
      adapter.start({
        onSenderConnected: () => statusBox.dispatch({ type: 'targeted' }),
        // A sender page back in the running session (a reload, another tab) is told what is playing.
        onSenderJoined: () => sendStatus(null, true),
        onSenderDisconnected: () => {
          stopPlayback();
          statusBox.dispatch({ type: 'target-lost' });
        },
        onMessage,
        onProtocolError: (error) => console.error(`[receiver] ${error.message}`),
      });
    },
    stop() {
      statusBox.stop();
      stopPlayback();
      adapter.stop();
      listeners.clear();
    },
  };
}
