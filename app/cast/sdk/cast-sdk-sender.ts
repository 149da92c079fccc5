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
 *   jump and volume; the session's media status adds the playback details our receiver puts in its `customData`
 *   (seekable window, airing, captions, audio track: the same the simulation's status carries); a load goes as a
 *   Cast LOAD with the protocol's asset, auth and audio track in `customData`, which the receiver's LOAD
 *   interceptor reads (receiver/caf/caf-receiver.ts).
 * - The app's own messages (the keep-alive and captions out, the receiver's error payloads in) travel on `CAST_NAMESPACE`.
 *
 * Beside it: the framework's values read as the adapter's (cast-sdk-status.ts), the session's keep-alive and
 * namespace (cast-sdk-session.ts), the commands (cast-sdk-commands.ts) and the script loader (cast-sdk-script.ts).
 */
import type { CastSenderAdapter, CastSenderState, SenderCommand } from '../../../common/cast/adapter.ts';
import { CAST_NAMESPACE } from '../../../common/cast/protocol.ts';
import type { CastSdkSenderModule } from '../sender-choice.ts';
import { controlRemotePlayer, loadRequestOf } from './cast-sdk-commands.ts';
import { loadCastSenderScript } from './cast-sdk-script.ts';
import { createMediaWatch, createSessionKeeper, pageTimers, requestCastSession, type KeepAliveTimers } from './cast-sdk-session.ts';
import { devicesFor, mediaStatusOf } from './cast-sdk-status.ts';

export interface CastSdkSenderOptions {
  receiverApplicationId: string;
  timers?: KeepAliveTimers;
}

export function createCastSdkSender(options: CastSdkSenderOptions): CastSenderAdapter {
  const { framework } = cast;
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
  let nextRequestId = 1;

  const update = (next: Partial<CastSenderState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const session = createSessionKeeper({ context, player, timers: options.timers ?? pageTimers, update });

  const onCastState = (event: cast.framework.CastStateEventData) => update({ devices: devicesFor(framework, event.castState, state.device) });
  const onPlayerChange = () => {
    const media = mediaWatch.follow(session.current()?.getMediaSession() ?? null);
    if (state.connection === 'connected') update({ media: mediaStatusOf(player, media) });
  };
  // A media status that changes only its `customData` (captions, the audio track) moves nothing of the remote player.
  const mediaWatch = createMediaWatch(onPlayerChange);

  context.addEventListener(framework.CastContextEventType.CAST_STATE_CHANGED, onCastState);
  context.addEventListener(framework.CastContextEventType.SESSION_STATE_CHANGED, session.onSessionState);
  controller.addEventListener(framework.RemotePlayerEventType.ANY_CHANGE, onPlayerChange);
  const current = context.getCurrentSession();
  if (current) session.started(current);
  else update({ devices: devicesFor(framework, context.getCastState(), null) });

  const connected = (): cast.framework.CastSession => {
    const target = session.current();
    if (target === null || state.connection !== 'connected') throw new Error('Not casting: start a session before sending cast messages.');
    return target;
  };

  return {
    implementation: 'cast-sdk',
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    startSession: () => requestCastSession(context, () => session.gone()),
    endSession() {
      context.endCurrentSession(true);
      session.gone();
    },
    send(command: SenderCommand) {
      const target = connected();
      const requestId = nextRequestId++;
      if (command.type === 'load') {
        update({ error: null });
        target.loadMedia(loadRequestOf(command)).catch((error: unknown) => console.error(`[cast] ${command.asset.title} did not load on the receiver:`, error));
      } else if (command.type === 'captions') {
        // The remote player has no captions switch: the app's own message, for the receiver to set its text track.
        target.sendMessage(CAST_NAMESPACE, { ...command, requestId }).catch((error: unknown) => console.error('[cast] captions not sent:', error));
      } else controlRemotePlayer(player, controller, command);
      return requestId;
    },
    dispose() {
      context.removeEventListener(framework.CastContextEventType.CAST_STATE_CHANGED, onCastState);
      context.removeEventListener(framework.CastContextEventType.SESSION_STATE_CHANGED, session.onSessionState);
      controller.removeEventListener(framework.RemotePlayerEventType.ANY_CHANGE, onPlayerChange);
      mediaWatch.follow(null);
      // Leaving the page ends this page's session; the receiver keeps playing (Cast's own behaviour), and a
      // reload of the page rejoins it (resumeSavedSession).
      if (session.current() !== null) context.endCurrentSession(false);
      session.gone(false);
      listeners.clear();
    },
  };
}

export const loadCastSdkSender: CastSdkSenderModule['loadCastSdkSender'] = async ({ receiverApplicationId }) =>
  (await loadCastSenderScript()) ? createCastSdkSender({ receiverApplicationId }) : null;
