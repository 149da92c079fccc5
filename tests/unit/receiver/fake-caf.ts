/**
 * A small stand-in for Google's Cast receiver framework (`cast.framework`, CAF), installed as the page global the
 * way the real script installs it (which only loads on a device). It keeps what the receiver adapter registers
 * (message interceptors, event listeners) and what it asks of the platform player, so a test plays the platform's
 * part — a LOAD arriving, the player loaded, a media status going out — and asserts the adapter's mapping. The
 * platform player's tracks, live range and duration are the test's to set.
 */
import { vi } from 'vitest';
import type { CafTrackLike } from '../../../receiver/caf/caf-status.ts';

type Handler = (data: never) => unknown;

export class FakePlayerManager {
  readonly interceptors = new Map<string, Handler>();
  readonly listeners = new Map<string, Handler[]>();
  readonly broadcasts: boolean[] = [];
  readonly audioChosen: number[] = [];
  liveRange: { start?: number; end?: number } | null = null;
  duration = 0;
  loaded = false;
  audioTracks: CafTrackLike[] = [];
  activeAudio: number | undefined = undefined;
  activeText: number[] = [];
  playbackConfig: unknown = null;

  setMessageInterceptor(type: string, interceptor: Handler) {
    this.interceptors.set(type, interceptor);
  }
  addEventListener(type: string, listener: Handler) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  setPlaybackConfig(config: unknown) {
    this.playbackConfig = config;
  }
  setMediaElement() {}
  broadcastStatus(includeMedia: boolean) {
    this.broadcasts.push(includeMedia);
  }
  getLiveSeekableRange() {
    return this.liveRange;
  }
  getDurationSec() {
    return this.duration;
  }
  private whenLoaded<T>(manager: T): T {
    if (!this.loaded) throw new Error('Player is not loaded');
    return manager;
  }
  getTextTracksManager() {
    return this.whenLoaded({ getActiveIds: () => this.activeText, getTracks: () => [], setActiveByIds: (ids: number[] | null) => void (this.activeText = ids ?? []) });
  }
  getAudioTracksManager() {
    return this.whenLoaded({
      getActiveTrack: () => this.audioTracks.find((track) => track.trackId === this.activeAudio),
      getTracks: () => this.audioTracks,
      setActiveById: (id: number) => {
        this.audioChosen.push(id);
        this.activeAudio = id;
      },
    });
  }
  /** The platform's part: runs the interceptor the adapter set for `type` on `data`. */
  intercept(type: string, data: object): unknown {
    const interceptor = this.interceptors.get(type);
    if (!interceptor) throw new Error(`The adapter set no ${type} interceptor.`);
    return (interceptor as (data: object) => unknown)(data);
  }
  /** The platform's part: the player fires `type`. */
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) (listener as (event: object) => void)({ type });
  }
}

class FakeReceiverContext {
  readonly sent: unknown[] = [];
  constructor(readonly playerManager: FakePlayerManager) {}
  getPlayerManager() {
    return this.playerManager;
  }
  getDeviceCapabilities() {
    return {};
  }
  addEventListener() {}
  addCustomMessageListener() {}
  start() {}
  stop() {}
  sendCustomMessage(_namespace: string, _senderId: string | undefined, message: unknown) {
    this.sent.push(message);
  }
}

class FakePlaybackConfig {
  licenseUrl: string | undefined;
  protectionSystem: string | undefined;
}

class FakeErrorData {
  reason: string | undefined;
  constructor(readonly type: string) {}
}

/** Installs the fake as the page's `cast` global; returns its platform player. */
export function installFakeCaf(): FakePlayerManager {
  const playerManager = new FakePlayerManager();
  const context = new FakeReceiverContext(playerManager);
  vi.stubGlobal('cast', {
    framework: {
      CastReceiverContext: { getInstance: () => context },
      PlaybackConfig: FakePlaybackConfig,
      ContentProtection: { CLEARKEY: 'clearkey', WIDEVINE: 'widevine' },
      messages: {
        MessageType: { LOAD: 'LOAD', MEDIA_STATUS: 'MEDIA_STATUS' },
        ErrorData: FakeErrorData,
        ErrorType: { LOAD_FAILED: 'LOAD_FAILED' },
        ErrorReason: { AUTHENTICATION_EXPIRED: 'AUTHENTICATION_EXPIRED' },
      },
      events: { EventType: { PLAYER_LOAD_COMPLETE: 'PLAYER_LOAD_COMPLETE' } },
      system: {
        EventType: { SENDER_CONNECTED: 'senderconnected', SENDER_DISCONNECTED: 'senderdisconnected' },
        MessageType: { JSON: 'JSON' },
        DeviceCapabilities: { DISPLAY_SUPPORTED: 'display_supported' },
      },
    },
  });
  return playerManager;
}
