/**
 * The sender adapter over Google's Cast sender framework (the real one; the simulation is
 * common/cast/simulation.ts). Its types come from `@types/chromecast-caf-sender`, which declares the same
 * global `cast.framework` as the receiver's type package, so this folder is its own TypeScript project
 * (tsconfig.sender.json) and the app loads it without its type program following the import (sender.ts).
 *
 * How the framework maps onto the adapter (`CastSenderAdapter` in common/cast/adapter.ts):
 * - The page's options: the receiver app id, the origin-scoped auto-join policy (a session started from any
 *   tab of this site is joined when a page of it starts: a reload, a new tab), and a saved session resumed
 *   after a reload. The adapter also remembers the session itself (saved-session.ts), only so that the app
 *   loads its cast layer at once after a reload instead of once the page has settled.
 * - Devices: the browser's own Cast dialog lists the devices, not the page. While the framework sees any
 *   device (cast state other than NO_DEVICES_AVAILABLE) the picker shows one entry, the session's device
 *   once connected or `CAST_DIALOG_DEVICE` before; with none the cast button hides.
 * - Connection: session states — starting is connecting; started and resumed are connected (the keep-alive
 *   starts and the app's namespace is listened to); a failed start, ending and ended are not connected.
 * - `startSession` opens the Cast dialog (`requestSession`); its error codes become `CastSessionError`
 *   reasons (`cancel`: the viewer closed the dialog).
 * - Media: the `RemotePlayer` (through `RemotePlayerController`) is the status and takes play, pause, seek,
 *   jump and volume; a load goes as a Cast LOAD with the protocol's asset and auth in `customData`, which
 *   the receiver's LOAD interceptor reads (receiver/caf/caf-receiver.ts).
 * - The app's own messages (the keep-alive out, the receiver's error payloads in) travel on `CAST_NAMESPACE`.
 */
import { CastSessionError, type CastDevice, type CastSenderAdapter, type CastSenderState, type CastSessionFailure, type SenderCommand } from '../../../common/cast/adapter.ts';
import { CAST_KEEP_ALIVE_MS, CAST_NAMESPACE, isCastAsset, parseCastMessage, type CastMediaStatus, type CastPlayerState } from '../../../common/cast/protocol.ts';
import { forgetSavedCastSession, writeSavedCastSession } from '../../../common/cast/saved-session.ts';
import type { CastSdkSenderModule } from '../sender-choice.ts';

/** Google's sender framework script (it cannot be bundled: Google serves it only from here). */
export const CAST_SENDER_SCRIPT = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';

/** The picker's entry before a session: choosing it opens the browser's Cast dialog, which lists the devices. */
export const CAST_DIALOG_DEVICE: CastDevice = { id: 'cast-dialog', name: 'Cast device', model: 'Choose in the Cast dialog', busy: false };

/** The clock of the keep-alive (the page's by default; tests pass a controllable one). */
export interface KeepAliveTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
}

const pageTimers: KeepAliveTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

export interface CastSdkSenderOptions {
  receiverApplicationId: string;
  timers?: KeepAliveTimers;
}

/** The session-start failure a Cast error code stands for. */
export function sessionFailureOf(code: unknown): CastSessionFailure {
  switch (code) {
    case chrome.cast.ErrorCode.CANCEL:
      return 'cancelled';
    case chrome.cast.ErrorCode.TIMEOUT:
      return 'timeout';
    case chrome.cast.ErrorCode.RECEIVER_UNAVAILABLE:
      return 'unknown-device';
    default:
      return 'refused';
  }
}

function playerStateOf(player: cast.framework.RemotePlayer): CastPlayerState {
  switch (player.playerState) {
    case chrome.cast.media.PlayerState.PLAYING:
      return 'PLAYING';
    case chrome.cast.media.PlayerState.PAUSED:
      return 'PAUSED';
    case chrome.cast.media.PlayerState.BUFFERING:
      return 'BUFFERING';
    case chrome.cast.media.PlayerState.IDLE:
      return 'IDLE';
    default:
      return player.isPaused ? 'PAUSED' : 'IDLE';
  }
}

const seconds = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
const level = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1);

/** The receiver's media as the remote player reports it; null while nothing of this app is loaded. */
export function mediaStatusOf(player: cast.framework.RemotePlayer): CastMediaStatus | null {
  if (!player.isMediaLoaded) return null;
  const custom = player.mediaInfo?.customData as { asset?: unknown } | undefined;
  return {
    playerState: playerStateOf(player),
    asset: isCastAsset(custom?.asset) ? custom.asset : null,
    position: seconds(player.currentTime),
    duration: seconds(player.duration),
    isLive: player.mediaInfo?.streamType === chrome.cast.media.StreamType.LIVE,
    volume: level(player.volumeLevel),
    muted: player.isMuted,
  };
}

function deviceOf(session: cast.framework.CastSession): CastDevice {
  const receiver = session.getCastDevice();
  return { id: receiver.label, name: receiver.friendlyName, model: 'Chromecast', busy: false };
}

export function createCastSdkSender(options: CastSdkSenderOptions): CastSenderAdapter {
  const { framework } = cast;
  const timers = options.timers ?? pageTimers;
  const context = framework.CastContext.getInstance();
  context.setOptions({
    receiverApplicationId: options.receiverApplicationId,
    autoJoinPolicy: chrome.cast.AutoJoinPolicy.ORIGIN_SCOPED,
    resumeSavedSession: true,
  });
  const player = new framework.RemotePlayer();
  const controller = new framework.RemotePlayerController(player);
  const listeners = new Set<() => void>();
  let state: CastSenderState = { devices: [], connection: 'not-connected', device: null, media: null, error: null };
  let session: cast.framework.CastSession | null = null;
  let keepAlive: unknown = null;
  let nextRequestId = 1;

  const update = (next: Partial<CastSenderState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const devicesFor = (castState: cast.framework.CastState, device: CastDevice | null): CastDevice[] =>
    castState === framework.CastState.NO_DEVICES_AVAILABLE ? [] : [device ?? CAST_DIALOG_DEVICE];

  const onNamespaceMessage = (_namespace: string, text: string) => {
    let message;
    try {
      message = parseCastMessage(text);
    } catch (error) {
      console.error(`[cast] ${(error as Error).message}`);
      return;
    }
    if (message.type === 'error') update({ error: message.error });
    else if (message.type === 'status' && message.status.playerState === 'LOADING') update({ error: null });
  };

  /** A session is up (started here, or resumed): listen on the app's namespace and keep it alive. */
  const sessionStarted = (started: cast.framework.CastSession) => {
    if (session !== started) {
      session?.removeMessageListener(CAST_NAMESPACE, onNamespaceMessage);
      session = started;
      started.addMessageListener(CAST_NAMESPACE, onNamespaceMessage);
    }
    if (keepAlive === null) {
      keepAlive = timers.setInterval(() => {
        session?.sendMessage(CAST_NAMESPACE, { type: 'keep-alive', sentAt: timers.now() }).catch((error: unknown) => console.error('[cast] keep-alive not sent:', error));
      }, CAST_KEEP_ALIVE_MS);
    }
    const device = deviceOf(started);
    writeSavedCastSession({ sessionId: started.getSessionId(), device: { id: device.id, name: device.name, model: device.model } });
    update({ connection: 'connected', device, devices: devicesFor(context.getCastState(), device), media: mediaStatusOf(player) });
  };

  /** The session is over or never started (ending, ended, a failed start). */
  const sessionGone = (forget = true) => {
    if (session !== null && forget) forgetSavedCastSession(session.getSessionId());
    session?.removeMessageListener(CAST_NAMESPACE, onNamespaceMessage);
    session = null;
    if (keepAlive !== null) timers.clearInterval(keepAlive);
    keepAlive = null;
    update({ connection: 'not-connected', device: null, media: null, devices: devicesFor(context.getCastState(), null) });
  };

  const onCastState = (event: cast.framework.CastStateEventData) => update({ devices: devicesFor(event.castState, state.device) });

  const onSessionState = (event: cast.framework.SessionStateEventData) => {
    switch (event.sessionState) {
      case framework.SessionState.SESSION_STARTING:
        update({ connection: 'connecting', error: null });
        return;
      case framework.SessionState.SESSION_STARTED:
      case framework.SessionState.SESSION_RESUMED:
        sessionStarted(event.session);
        return;
      default:
        sessionGone();
    }
  };

  const onPlayerChange = () => {
    if (state.connection === 'connected') update({ media: mediaStatusOf(player) });
  };

  context.addEventListener(framework.CastContextEventType.CAST_STATE_CHANGED, onCastState);
  context.addEventListener(framework.CastContextEventType.SESSION_STATE_CHANGED, onSessionState);
  controller.addEventListener(framework.RemotePlayerEventType.ANY_CHANGE, onPlayerChange);
  const current = context.getCurrentSession();
  if (current) sessionStarted(current);
  else update({ devices: devicesFor(context.getCastState(), null) });

  const connected = (): cast.framework.CastSession => {
    if (session === null || state.connection !== 'connected') throw new Error('Not casting: start a session before sending cast messages.');
    return session;
  };

  const load = (target: cast.framework.CastSession, command: Extract<SenderCommand, { type: 'load' }>) => {
    const { asset, position, auth } = command;
    const media = new chrome.cast.media.MediaInfo(asset.assetId, 'application/dash+xml');
    media.streamType = asset.assetType === 'CHANNEL' ? chrome.cast.media.StreamType.LIVE : chrome.cast.media.StreamType.BUFFERED;
    const metadata = new chrome.cast.media.GenericMediaMetadata();
    metadata.title = asset.title;
    if (asset.subtitle) metadata.subtitle = asset.subtitle;
    metadata.images = asset.thumbnailUrl ? [new chrome.cast.Image(asset.thumbnailUrl)] : [];
    media.metadata = metadata;
    // The asset comes back in the remote player's media info: the mini controller's title and thumbnail.
    media.customData = { asset };
    const request = new chrome.cast.media.LoadRequest(media);
    request.autoplay = true;
    if (position !== null) request.currentTime = position;
    request.customData = { asset, auth };
    update({ error: null });
    target.loadMedia(request).catch((error: unknown) => console.error(`[cast] ${asset.title} did not load on the receiver:`, error));
  };

  return {
    implementation: 'cast-sdk',
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async startSession() {
      // Whichever entry was chosen, the browser's Cast dialog is where the viewer picks the device.
      let failure: unknown;
      try {
        failure = (await context.requestSession()) ?? null;
      } catch (error) {
        failure = error ?? chrome.cast.ErrorCode.SESSION_ERROR;
      }
      if (failure === null && context.getCurrentSession()) return;
      sessionGone();
      const reason = failure === null ? 'refused' : sessionFailureOf(failure);
      throw new CastSessionError(reason, `The cast session did not start (${String(failure ?? 'no session')}).`);
    },
    endSession() {
      context.endCurrentSession(true);
      sessionGone();
    },
    send(command: SenderCommand) {
      const target = connected();
      const requestId = nextRequestId++;
      switch (command.type) {
        case 'load':
          load(target, command);
          break;
        case 'play':
          if (player.isPaused) controller.playOrPause();
          break;
        case 'pause':
          if (!player.isPaused) controller.playOrPause();
          break;
        case 'seek':
          player.currentTime = command.position;
          controller.seek();
          break;
        case 'jump': {
          const end = player.duration > 0 ? player.duration : Number.POSITIVE_INFINITY;
          player.currentTime = Math.min(end, Math.max(0, player.currentTime + command.seconds));
          controller.seek();
          break;
        }
        case 'volume':
          if (player.volumeLevel !== command.level) {
            player.volumeLevel = command.level;
            controller.setVolumeLevel();
          }
          if (player.isMuted !== command.muted) controller.muteOrUnmute();
          break;
        case 'stop':
          controller.stop();
          break;
        default: {
          const unhandled: never = command;
          throw new Error(`Unknown cast command ${JSON.stringify(unhandled)}`);
        }
      }
      return requestId;
    },
    dispose() {
      context.removeEventListener(framework.CastContextEventType.CAST_STATE_CHANGED, onCastState);
      context.removeEventListener(framework.CastContextEventType.SESSION_STATE_CHANGED, onSessionState);
      controller.removeEventListener(framework.RemotePlayerEventType.ANY_CHANGE, onPlayerChange);
      // Leaving the page ends this page's session; the receiver keeps playing (Cast's own behaviour), and a
      // reload of the page rejoins it (resumeSavedSession).
      if (session !== null) context.endCurrentSession(false);
      sessionGone(false);
      listeners.clear();
    },
  };
}

/**
 * Adds Google's sender script to the page and resolves once the framework says whether casting is
 * available here (`__onGCastApiAvailable`); false also when the script cannot load.
 */
export function loadCastSenderScript(page: Window = window): Promise<boolean> {
  if (typeof page.cast !== 'undefined' && typeof page.cast.framework !== 'undefined') return Promise.resolve(true);
  return new Promise((resolve) => {
    page.__onGCastApiAvailable = (available) => resolve(available);
    const script = page.document.createElement('script');
    script.src = CAST_SENDER_SCRIPT;
    script.async = true;
    script.addEventListener('error', () => {
      console.error('[cast] The Cast sender script did not load; casting is off.');
      resolve(false);
    });
    page.document.head.append(script);
  });
}

export const loadCastSdkSender: CastSdkSenderModule['loadCastSdkSender'] = async ({ receiverApplicationId }) =>
  (await loadCastSenderScript()) ? createCastSdkSender({ receiverApplicationId }) : null;
