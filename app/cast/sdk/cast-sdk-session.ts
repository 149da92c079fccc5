/**
 * The Cast session this page casts on: while it is up the app's namespace is listened to (the receiver's error
 * payloads) and kept alive, and the session is remembered for the origin (saved-session.ts).
 */
import { CastSessionError, type CastSenderState } from '../../../common/cast/adapter.ts';
import { CAST_KEEP_ALIVE_MS, CAST_NAMESPACE, parseCastMessage } from '../../../common/cast/protocol.ts';
import { forgetSavedCastSession, writeSavedCastSession } from '../../../common/cast/saved-session.ts';
import { deviceOf, devicesFor, mediaStatusOf, sessionFailureOf } from './cast-sdk-status.ts';

/** The clock of the keep-alive (the page's by default; tests pass a controllable one). */
export interface KeepAliveTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
}

export const pageTimers: KeepAliveTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

interface SessionKeeperOptions {
  context: cast.framework.CastContext;
  player: cast.framework.RemotePlayer;
  timers: KeepAliveTimers;
  update: (next: Partial<CastSenderState>) => void;
}

export function createSessionKeeper({ context, player, timers, update }: SessionKeeperOptions) {
  const { framework } = cast;
  let session: cast.framework.CastSession | null = null;
  let keepAlive: unknown = null;

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
  const started = (next: cast.framework.CastSession) => {
    if (session !== next) {
      session?.removeMessageListener(CAST_NAMESPACE, onNamespaceMessage);
      session = next;
      next.addMessageListener(CAST_NAMESPACE, onNamespaceMessage);
    }
    if (keepAlive === null) {
      keepAlive = timers.setInterval(() => {
        session?.sendMessage(CAST_NAMESPACE, { type: 'keep-alive', sentAt: timers.now() }).catch((error: unknown) => console.error('[cast] keep-alive not sent:', error));
      }, CAST_KEEP_ALIVE_MS);
    }
    const device = deviceOf(next);
    writeSavedCastSession({ sessionId: next.getSessionId(), device: { id: device.id, name: device.name, model: device.model } });
    update({ connection: 'connected', device, devices: devicesFor(framework, context.getCastState(), device), media: mediaStatusOf(player, next.getMediaSession()) });
  };

  /** The session is over or never started (ending, ended, a failed start). */
  const gone = (forget = true) => {
    if (session !== null && forget) forgetSavedCastSession(session.getSessionId());
    session?.removeMessageListener(CAST_NAMESPACE, onNamespaceMessage);
    session = null;
    if (keepAlive !== null) timers.clearInterval(keepAlive);
    keepAlive = null;
    update({ connection: 'not-connected', device: null, media: null, devices: devicesFor(framework, context.getCastState(), null) });
  };

  /** Session states: starting is connecting; started and resumed are connected; a failed start, ending and ended are not. */
  const onSessionState = (event: cast.framework.SessionStateEventData) => {
    switch (event.sessionState) {
      case framework.SessionState.SESSION_STARTING:
        update({ connection: 'connecting', error: null });
        return;
      case framework.SessionState.SESSION_STARTED:
      case framework.SessionState.SESSION_RESUMED:
        started(event.session);
        return;
      default:
        gone();
    }
  };

  return { current: () => session, started, gone, onSessionState };
}

/** Follows the session's media (`chrome.cast.media.Media`, null: none): each of its status updates calls `onUpdate`. */
export function createMediaWatch(onUpdate: () => void) {
  let followed: chrome.cast.media.Media | null = null;
  return {
    /** Follows `media` from now on (null: stops following); returns it. */
    follow(media: chrome.cast.media.Media | null): chrome.cast.media.Media | null {
      if (media !== followed) {
        followed?.removeUpdateListener(onUpdate);
        media?.addUpdateListener(onUpdate);
        followed = media;
      }
      return media;
    },
  };
}

/**
 * Opens the browser's Cast dialog, where the viewer picks the device whichever entry was chosen; a start that
 * fails ends the session (`onFailure`) and rejects with the `CastSessionError` its code stands for.
 */
export async function requestCastSession(context: cast.framework.CastContext, onFailure: () => void): Promise<void> {
  let failure: unknown;
  try {
    failure = (await context.requestSession()) ?? null;
  } catch (error) {
    failure = error ?? chrome.cast.ErrorCode.SESSION_ERROR;
  }
  if (failure === null && context.getCurrentSession()) return;
  onFailure();
  const reason = failure === null ? 'refused' : sessionFailureOf(failure);
  throw new CastSessionError(reason, `The cast session did not start (${String(failure ?? 'no session')}).`);
}
