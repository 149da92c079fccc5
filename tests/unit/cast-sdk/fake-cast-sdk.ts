/**
 * A small stand-in for Google's Cast sender framework (`cast.framework` and `chrome.cast`), installed as page
 * globals the way the real script installs them. It keeps what the adapter may observe (options, listeners,
 * the Cast dialog's answer) and records what the adapter asks of it (session messages, loads, remote player
 * controller calls), so a test drives the framework's events and asserts the adapter's mapping.
 */
import { vi } from 'vitest';

type Listener = (event: never) => void;

class Listeners {
  private readonly byType = new Map<string, Set<Listener>>();
  addEventListener(type: string, listener: Listener) {
    if (!this.byType.has(type)) this.byType.set(type, new Set());
    this.byType.get(type)?.add(listener);
  }
  removeEventListener(type: string, listener: Listener) {
    this.byType.get(type)?.delete(listener);
  }
  emit(type: string, event: object) {
    for (const listener of this.byType.get(type) ?? []) (listener as (event: object) => void)(event);
  }
  count(type: string): number {
    return this.byType.get(type)?.size ?? 0;
  }
}

const CastState = { NO_DEVICES_AVAILABLE: 'NO_DEVICES_AVAILABLE', NOT_CONNECTED: 'NOT_CONNECTED', CONNECTING: 'CONNECTING', CONNECTED: 'CONNECTED' } as const;
const SessionState = {
  NO_SESSION: 'NO_SESSION',
  SESSION_STARTING: 'SESSION_STARTING',
  SESSION_STARTED: 'SESSION_STARTED',
  SESSION_START_FAILED: 'SESSION_START_FAILED',
  SESSION_ENDING: 'SESSION_ENDING',
  SESSION_ENDED: 'SESSION_ENDED',
  SESSION_RESUMED: 'SESSION_RESUMED',
} as const;
const CastContextEventType = { CAST_STATE_CHANGED: 'caststatechanged', SESSION_STATE_CHANGED: 'sessionstatechanged' } as const;
const RemotePlayerEventType = { ANY_CHANGE: 'anyChanged' } as const;

/** The session's media (`chrome.cast.media.Media`): the receiver's media status, its `customData` included. */
export class FakeMedia {
  customData: unknown = null;
  readonly updateListeners = new Set<(isAlive: boolean) => void>();
  addUpdateListener(listener: (isAlive: boolean) => void) {
    this.updateListeners.add(listener);
  }
  removeUpdateListener(listener: (isAlive: boolean) => void) {
    this.updateListeners.delete(listener);
  }
  /** A media status arrived with this `customData` (the framework sets it, then tells). */
  update(customData: unknown) {
    this.customData = customData;
    for (const listener of this.updateListeners) listener(true);
  }
}

export class FakeCastSession {
  /** The media the receiver plays (null: none loaded). */
  media: FakeMedia | null = null;
  getMediaSession() {
    return this.media;
  }
  readonly sent: Array<{ namespace: string; data: unknown }> = [];
  readonly loads: Array<{ media: FakeMediaInfo; autoplay: boolean; currentTime: number | undefined; customData: unknown }> = [];
  readonly messageListeners = new Map<string, Set<(namespace: string, message: string) => void>>();
  constructor(readonly device: { label: string; friendlyName: string }) {}
  getCastDevice() {
    return this.device;
  }
  getSessionId() {
    return `session-${this.device.label}`;
  }
  sendMessage(namespace: string, data: unknown) {
    this.sent.push({ namespace, data });
    return Promise.resolve(undefined);
  }
  addMessageListener(namespace: string, listener: (namespace: string, message: string) => void) {
    if (!this.messageListeners.has(namespace)) this.messageListeners.set(namespace, new Set());
    this.messageListeners.get(namespace)?.add(listener);
  }
  removeMessageListener(namespace: string, listener: (namespace: string, message: string) => void) {
    this.messageListeners.get(namespace)?.delete(listener);
  }
  /** The receiver sends `message` (JSON text) on `namespace`. */
  receive(namespace: string, message: string) {
    for (const listener of this.messageListeners.get(namespace) ?? []) listener(namespace, message);
  }
  loadMedia(request: FakeLoadRequest) {
    this.loads.push({ media: request.media, autoplay: request.autoplay, currentTime: request.currentTime, customData: request.customData });
    return Promise.resolve(undefined);
  }
}

export class FakeCastContext extends Listeners {
  options: unknown = null;
  castState: string = CastState.NO_DEVICES_AVAILABLE;
  session: FakeCastSession | null = null;
  ended: boolean[] = [];
  /** What the Cast dialog does when the page asks for a session. */
  dialog: () => Promise<unknown> = () => Promise.resolve(undefined);
  setOptions(options: unknown) {
    this.options = options;
  }
  getCastState() {
    return this.castState;
  }
  getCurrentSession() {
    return this.session;
  }
  requestSession() {
    return this.dialog();
  }
  endCurrentSession(stopCasting: boolean) {
    this.ended.push(stopCasting);
  }
  setCastState(castState: keyof typeof CastState) {
    this.castState = castState;
    this.emit(CastContextEventType.CAST_STATE_CHANGED, { castState });
  }
  setSessionState(sessionState: keyof typeof SessionState, session: FakeCastSession | null = this.session, errorCode?: string) {
    this.session = sessionState === 'SESSION_STARTED' || sessionState === 'SESSION_RESUMED' ? session : null;
    this.emit(CastContextEventType.SESSION_STATE_CHANGED, { sessionState, session, errorCode });
  }
}

export class FakeRemotePlayer {
  isConnected = false;
  isMediaLoaded = false;
  duration = 0;
  currentTime = 0;
  volumeLevel = 1;
  isPaused = false;
  isMuted = false;
  playerState: string | null = null;
  mediaInfo: FakeMediaInfo | undefined = undefined;
}

export class FakeRemotePlayerController extends Listeners {
  readonly calls: string[] = [];
  static last: FakeRemotePlayerController | null = null;
  constructor(readonly player: FakeRemotePlayer) {
    super();
    FakeRemotePlayerController.last = this;
  }
  playOrPause() {
    this.calls.push(`playOrPause`);
  }
  seek() {
    this.calls.push(`seek ${this.player.currentTime}`);
  }
  setVolumeLevel() {
    this.calls.push(`setVolumeLevel ${this.player.volumeLevel}`);
  }
  muteOrUnmute() {
    this.calls.push('muteOrUnmute');
  }
  stop() {
    this.calls.push('stop');
  }
  /** The remote player changed (the framework sets the fields first, then tells). */
  change(fields: Partial<FakeRemotePlayer>) {
    Object.assign(this.player, fields);
    this.emit(RemotePlayerEventType.ANY_CHANGE, { type: RemotePlayerEventType.ANY_CHANGE });
  }
}

export class FakeMediaInfo {
  streamType = 'BUFFERED';
  metadata: unknown = null;
  customData: unknown = null;
  constructor(
    readonly contentId: string,
    readonly contentType: string,
  ) {}
}

class FakeLoadRequest {
  autoplay = false;
  currentTime: number | undefined = undefined;
  customData: unknown = null;
  constructor(readonly media: FakeMediaInfo) {}
}

class FakeGenericMediaMetadata {
  title: string | undefined;
  subtitle: string | undefined;
  images: unknown[] = [];
}

class FakeImage {
  constructor(readonly url: string) {}
}

/** Installs the fake as the page's `cast` and `chrome` globals; returns the context the adapter will get. */
export function installFakeCastSdk(): { context: FakeCastContext; controller: () => FakeRemotePlayerController } {
  const context = new FakeCastContext();
  vi.stubGlobal('cast', {
    framework: {
      CastContext: { getInstance: () => context },
      CastState,
      SessionState,
      CastContextEventType,
      RemotePlayerEventType,
      RemotePlayer: FakeRemotePlayer,
      RemotePlayerController: FakeRemotePlayerController,
    },
  });
  vi.stubGlobal('chrome', {
    cast: {
      AutoJoinPolicy: { TAB_AND_ORIGIN_SCOPED: 'tab_and_origin_scoped', ORIGIN_SCOPED: 'origin_scoped', PAGE_SCOPED: 'page_scoped' },
      ErrorCode: { CANCEL: 'cancel', TIMEOUT: 'timeout', RECEIVER_UNAVAILABLE: 'receiver_unavailable', SESSION_ERROR: 'session_error' },
      Image: FakeImage,
      media: {
        PlayerState: { IDLE: 'IDLE', PLAYING: 'PLAYING', PAUSED: 'PAUSED', BUFFERING: 'BUFFERING' },
        StreamType: { BUFFERED: 'BUFFERED', LIVE: 'LIVE', OTHER: 'OTHER' },
        MediaInfo: FakeMediaInfo,
        LoadRequest: FakeLoadRequest,
        GenericMediaMetadata: FakeGenericMediaMetadata,
      },
    },
  });
  return {
    context,
    controller: () => {
      if (!FakeRemotePlayerController.last) throw new Error('The adapter has not made a RemotePlayerController yet.');
      return FakeRemotePlayerController.last;
    },
  };
}
