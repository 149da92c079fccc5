/**
 * The receiver adapter on a Chromecast: Google's Cast Application Framework (CAF), present only on a
 * device, where the receiver's page loads Google's receiver script (types from
 * `@types/chromecast-caf-receiver`, in the receiver's tsconfig only: the sender's type package declares
 * the same `cast.framework` namespace). Here the Cast platform's player plays, fed the same way the web
 * player's engine is:
 *
 * - the LOAD interceptor takes the app's load (the sender's `customData`: the protocol's asset, position and
 *   auth), opens the playback session with the contract's manifest call, points the platform player at the
 *   session's continuation URL and its DRM licence server, and tells the receiver what plays;
 * - the playback config's manifest handler turns every JSON manifest (the opening one and each live
 *   refresh) into DASH with the player engine's `manifestToDash`, and keeps the DRM token it carries;
 * - its licence request handler adds that token (`X-Auth-Token`), as the web player does;
 * - the LOAD's audio track (the viewer's on the sender) is made the platform player's once it has loaded;
 * - every MEDIA_STATUS carries the playback details Cast's own status lacks in its `customData` (captions, the
 *   seekable window, a live stream's airing, the audio track: caf-status.ts), as the simulation's status does;
 * - the app's own messages travel on `CAST_NAMESPACE` (captions on or off set the platform player's text
 *   track); senders connecting and leaving come from the
 *   context's system events.
 *
 * Google's script cannot load offline and no device is at hand: its mapping is unit-tested against a stand-in for
 * the framework (tests/unit/receiver/caf-receiver.test.ts), never on a device; the simulation
 * (common/cast/simulation.ts) stands in for it everywhere else.
 */
import type { framework as CafFramework } from 'chromecast-caf-receiver';
import { airingOnTimeline, manifestToDash, type Manifest, type TimelineSpan } from '../../common/player/index.ts';
import type { CastDeviceCapabilities, CastReceiverAdapter, CastReceiverHandlers } from '../../common/cast/adapter.ts';
import { CAST_NAMESPACE, isSenderMessage, parseCastMessage, type CastAsset, type CastAudioTrack, type CastAuth, type ReceiverMessage } from '../../common/cast/protocol.ts';
import { cafPlaybackDetails, chooseCafAudio } from './caf-status.ts';
import { firmwareFromDevice } from './firmware.ts';

/** The app's part of a Cast LOAD request (`customData`), as the sender puts it (app/cast/sdk/cast-sdk-commands.ts). */
interface LoadCustomData {
  asset: CastAsset;
  auth: CastAuth;
  audio: CastAudioTrack | null;
}

function loadCustomData(value: unknown): LoadCustomData | null {
  const data = value as Partial<LoadCustomData> | undefined;
  if (!data?.asset || !data.auth) return null;
  try {
    const parsed = parseCastMessage({ type: 'load', requestId: 0, asset: data.asset, position: null, auth: data.auth, audio: data.audio });
    return parsed.type === 'load' ? { asset: parsed.asset, auth: parsed.auth, audio: parsed.audio } : null;
  } catch {
    return null;
  }
}

export function createCafReceiver(options: { playbackBaseUrl: string; userAgent: string }): CastReceiverAdapter {
  const { framework } = cast;
  const context = framework.CastReceiverContext.getInstance();
  const playerManager = context.getPlayerManager();
  let drmToken: string | null = null;
  /** The sender's session token of the playing LOAD: a device signs in with it, never with the sender's cookie. */
  let sessionToken: string | null = null;
  const signedIn = (headers: Record<string, string> | undefined): Record<string, string> => ({ ...headers, ...(sessionToken ? { 'X-Session-Token': sessionToken } : {}) });
  /** Where the playing session's manifest comes from (relative URLs inside it resolve against it). */
  let manifestUrl = options.playbackBaseUrl;
  let handlers: CastReceiverHandlers | null = null;
  /** The playing session's airing on the player's timeline (renewed by each live manifest). */
  let airing: TimelineSpan | null = null;
  /** The audio track the playing LOAD asked for (null: the stream's default). */
  let wantedAudio: CastAudioTrack | null = null;

  const playbackConfig = new framework.PlaybackConfig();
  playbackConfig.manifestRequestHandler = (request) => {
    request.headers = signedIn(request.headers);
    request.withCredentials = true;
  };
  playbackConfig.manifestHandler = (text) => {
    const manifest = JSON.parse(text) as Manifest;
    drmToken = manifest.drm?.drmToken ?? drmToken;
    airing = airingOnTimeline(manifest);
    return manifestToDash(manifest, manifestUrl);
  };
  playbackConfig.licenseRequestHandler = (request) => {
    request.headers = signedIn(request.headers);
    if (drmToken) request.headers = { ...request.headers, 'X-Auth-Token': drmToken };
    request.withCredentials = true;
  };

  /** Opens the playback session (the contract's manifest call) and aims the platform player at it. */
  async function prepareLoad(request: CafFramework.messages.LoadRequestData): Promise<CafFramework.messages.LoadRequestData> {
    const custom = loadCustomData(request.customData);
    if (!custom) return request;
    const { asset } = custom;
    const url = `${options.playbackBaseUrl}/playback/manifest/${asset.assetType}/${encodeURIComponent(asset.assetId)}`;
    sessionToken = custom.auth.sessionToken;
    const response = await fetch(url, { credentials: 'include', headers: signedIn({}) });
    if (!response.ok) {
      if (response.status === 401) handlers?.onProtocolError?.(new Error('The playback service refused the cast session (401).'), 'caf');
      const error = new framework.messages.ErrorData(framework.messages.ErrorType.LOAD_FAILED);
      error.reason = framework.messages.ErrorReason.AUTHENTICATION_EXPIRED;
      throw error;
    }
    const manifest = (await response.json()) as Manifest;
    drmToken = manifest.drm?.drmToken ?? null;
    airing = airingOnTimeline(manifest);
    wantedAudio = custom.audio;
    const server = manifest.drm?.keySystems['org.w3.clearkey'] ?? manifest.drm?.keySystems['com.widevine.alpha'];
    if (server) {
      playbackConfig.licenseUrl = new URL(server.licenseServerURL, options.playbackBaseUrl).toString();
      playbackConfig.protectionSystem = manifest.drm?.keySystems['org.w3.clearkey'] ? framework.ContentProtection.CLEARKEY : framework.ContentProtection.WIDEVINE;
    }
    playerManager.setPlaybackConfig(playbackConfig);
    const continuation = manifest.type === 'dynamic' ? new URL(manifest.updateURL, url) : new URL(url);
    if (manifest.type !== 'dynamic') continuation.searchParams.set('sessionId', manifest.sessionId);
    request.media.contentId = asset.assetId;
    manifestUrl = continuation.toString();
    request.media.contentUrl = manifestUrl;
    request.media.contentType = 'application/dash+xml';
    handlers?.onMessage({ type: 'load', requestId: request.requestId, asset, position: request.currentTime ?? null, auth: custom.auth, audio: custom.audio }, 'caf');
    return request;
  }

  const capabilities = (): CastDeviceCapabilities => {
    const device = (context.getDeviceCapabilities() ?? {}) as Record<string, unknown>;
    return {
      firmwareVersion: firmwareFromDevice(device, options.userAgent),
      model: device[framework.system.DeviceCapabilities.DISPLAY_SUPPORTED] === false ? 'Cast audio device' : 'Chromecast',
      // The app's identity is the playback service's to judge: a refused session shows the session view.
      authorized: true,
    };
  };

  /** The platform player's captions: its first text track on, or none (the sender's Captions while casting). */
  const showCaptions = (enabled: boolean) => {
    const textTracks = playerManager.getTextTracksManager();
    textTracks.setActiveByIds(enabled ? textTracks.getTracks().slice(0, 1).map((track) => track.trackId) : []);
    // The senders hear of it at once (the status's details say captions).
    playerManager.broadcastStatus(true);
  };

  return {
    implementation: 'caf',
    playback: 'platform',
    deviceCapabilities: capabilities,
    attachMediaElement(video) {
      playerManager.setMediaElement(video);
    },
    start(given) {
      handlers = given;
      context.addEventListener(framework.system.EventType.SENDER_CONNECTED, (event) => {
        given.onSenderConnected((event as CafFramework.system.SenderConnectedEvent).senderId);
      });
      context.addEventListener(framework.system.EventType.SENDER_DISCONNECTED, (event) => {
        given.onSenderDisconnected((event as CafFramework.system.SenderDisconnectedEvent).senderId);
      });
      context.addCustomMessageListener(CAST_NAMESPACE, (event) => {
        try {
          const message = parseCastMessage(event.data);
          if (!isSenderMessage(message)) throw new Error(`A sender does not send "${message.type}" messages.`);
          if (message.type === 'captions') showCaptions(message.enabled);
          given.onMessage(message, event.senderId);
        } catch (error) {
          given.onProtocolError?.(error as Error, event.senderId);
        }
      });
      playerManager.setMessageInterceptor(framework.messages.MessageType.LOAD, prepareLoad);
      // Every media status carries what Cast's own lacks, for the sender's remote (caf-status.ts).
      playerManager.setMessageInterceptor(framework.messages.MessageType.MEDIA_STATUS, (status) => {
        status.customData = cafPlaybackDetails(playerManager, airing);
        return status;
      });
      // The audio track the LOAD asked for, once the title's tracks are known; the senders hear of it at once.
      playerManager.addEventListener(framework.events.EventType.PLAYER_LOAD_COMPLETE, () => {
        if (chooseCafAudio(playerManager, wantedAudio)) playerManager.broadcastStatus(true);
      });
      context.start({ customNamespaces: { [CAST_NAMESPACE]: framework.system.MessageType.JSON }, playbackConfig });
    },
    send(message: ReceiverMessage) {
      context.sendCustomMessage(CAST_NAMESPACE, undefined, message);
    },
    stop() {
      handlers = null;
      context.stop();
    },
  };
}
