/**
 * The cast simulation: a sender and a receiver that find each other and talk over a `BroadcastChannel`, so
 * casting works with no Cast device and no Google script between two tabs (or two pages of one browser
 * context) of the same origin, the same way it works on a device: discovered devices, session start and
 * stop, the protocol's media commands and status answers, keep-alives.
 *
 * The frames travel over a transport: a `BroadcastChannel` between pages of one origin (the default), or the
 * standalone mock server's relay (`createRelayTransport`, relay.ts) between pages on different origins or
 * machines. On the transport travel frames: a sender asks who is there (`discover`), receivers say who they are
 * (`announce`, again whenever asked or their state changes) and that they leave (`gone`); a sender asks a
 * receiver for a session (`connect`), which it grants (`connected`) — taking it over from another sender,
 * who is told (`disconnect`) — and either side ends it (`disconnect`). A page of the browser that started a
 * session (a reload, another tab) asks to `join` it with the session id it saved (saved-session.ts); the
 * receiver grants it again (`connected`) and sends its current media status, or says the session is over
 * (`disconnect`). Who holds the receiver's session is the pure machine of receiver-session.ts. Protocol
 * messages travel in `message` frames addressed by device and session.
 */
import {
  CastSessionError,
  type CastDevice,
  type CastDeviceCapabilities,
  type CastReceiverAdapter,
  type CastReceiverHandlers,
  type CastSenderAdapter,
  type CastSenderState,
  type SenderCommand,
} from './adapter.ts';
import { CAST_KEEP_ALIVE_MS, isSenderMessage, parseCastMessage, type ReceiverMessage, type SenderMessage } from './protocol.ts';
import { receiverSessionTransition, type ReceiverSessionEffect, type ReceiverSessionEvent } from './receiver-session.ts';
import { forgetSavedCastSession, originSessionStore, readSavedCastSession, writeSavedCastSession, type SessionStore } from './saved-session.ts';

/** The channel both sides of the simulation use unless told another (tests may isolate theirs). */
export const CAST_SIMULATION_CHANNEL = 'airwave-cast-simulation';

/** A sender gives up on a receiver that has not granted its session within this time. */
export const SIMULATED_CONNECT_TIMEOUT_MS = 5_000;

type Frame =
  | { frame: 'discover' }
  | { frame: 'announce'; device: CastDevice }
  | { frame: 'gone'; deviceId: string }
  | { frame: 'connect'; deviceId: string; sessionId: string }
  | { frame: 'join'; deviceId: string; sessionId: string }
  | { frame: 'connected'; deviceId: string; sessionId: string }
  | { frame: 'disconnect'; deviceId: string; sessionId: string }
  | { frame: 'message'; deviceId: string; sessionId: string; from: 'sender' | 'receiver'; payload: unknown };

function isFrame(value: unknown): value is Frame {
  return typeof value === 'object' && value !== null && typeof (value as { frame?: unknown }).frame === 'string';
}

/**
 * How the simulation's frames travel: every frame posted reaches every other page on the same transport (not
 * the poster itself), as a `BroadcastChannel` does.
 */
export interface CastSimulationTransport {
  post(frame: unknown): void;
  onFrame(listener: (frame: unknown) => void): void;
  close(): void;
}

/** The simulation between pages of one origin: a `BroadcastChannel`. */
export function broadcastChannelTransport(name: string = CAST_SIMULATION_CHANNEL): CastSimulationTransport {
  const channel = new BroadcastChannel(name);
  return {
    post: (frame) => channel.postMessage(frame),
    onFrame: (listener) => channel.addEventListener('message', (event: MessageEvent<unknown>) => listener(event.data)),
    close: () => channel.close(),
  };
}

/** The timers the simulation uses (the page's by default; tests pass controllable ones). */
export interface SimulationTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
}

const pageTimers: SimulationTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

function randomId(prefix: string): string {
  return `${prefix}-${globalThis.crypto.randomUUID()}`;
}

export interface SimulatedReceiverOptions {
  /** The device as senders list it (`busy` is kept by the simulation). */
  device: { id?: string; name: string; model: string };
  /** false: the device is listed as not available (senders show it disabled). Default true. */
  available?: boolean;
  /** false: the device never answers a connect (the sender's attempt times out and fails). Default true. */
  answers?: boolean;
  capabilities: Omit<CastDeviceCapabilities, 'model'>;
  /** The `BroadcastChannel` name (when no `transport` is given). */
  channelName?: string;
  transport?: () => CastSimulationTransport;
}

/** The receiver's side of the simulation. */
export function createSimulatedReceiver(options: SimulatedReceiverOptions): CastReceiverAdapter {
  const device = { id: options.device.id ?? randomId('receiver'), name: options.device.name, model: options.device.model };
  let channel: CastSimulationTransport | null = null;
  let session: string | null = null;
  let handlers: CastReceiverHandlers | null = null;

  const post = (frame: Frame) => channel?.post(frame);
  const unavailable = options.available === false ? { unavailable: true } : {};
  const announce = () => post({ frame: 'announce', device: { ...device, busy: session !== null, ...unavailable } });

  const perform = (effect: ReceiverSessionEffect) => {
    switch (effect.type) {
      case 'post-connected':
        post({ frame: 'connected', deviceId: device.id, sessionId: effect.sessionId });
        return;
      case 'post-disconnect':
        post({ frame: 'disconnect', deviceId: device.id, sessionId: effect.sessionId });
        return;
      case 'announce':
        announce();
        return;
      case 'sender-connected':
        handlers?.onSenderConnected(effect.sessionId);
        return;
      case 'sender-joined':
        handlers?.onSenderJoined?.(effect.sessionId);
        return;
      case 'sender-disconnected':
        handlers?.onSenderDisconnected(effect.sessionId);
        return;
    }
  };

  const dispatch = (event: ReceiverSessionEvent) => {
    const transition = receiverSessionTransition({ sessionId: session }, event);
    session = transition.state.sessionId;
    for (const effect of transition.effects) perform(effect);
  };

  const onFrame = (frame: unknown) => {
    if (!isFrame(frame)) return;
    if (frame.frame === 'discover') {
      announce();
      return;
    }
    if (!('deviceId' in frame) || frame.deviceId !== device.id) return;
    switch (frame.frame) {
      case 'connect':
        if (options.answers === false) return;
        dispatch({ type: frame.frame, sessionId: frame.sessionId });
        return;
      case 'join':
      case 'disconnect':
        dispatch({ type: frame.frame, sessionId: frame.sessionId });
        return;
      case 'message': {
        if (frame.from !== 'sender' || frame.sessionId !== session) return;
        let message: SenderMessage;
        try {
          const parsed = parseCastMessage(frame.payload);
          if (!isSenderMessage(parsed)) throw new Error(`A sender does not send "${parsed.type}" messages.`);
          message = parsed;
        } catch (error) {
          handlers?.onProtocolError?.(error as Error, frame.sessionId);
          return;
        }
        handlers?.onMessage(message, frame.sessionId);
        return;
      }
      default:
        return;
    }
  };

  const onPageHide = () => post({ frame: 'gone', deviceId: device.id });

  return {
    implementation: 'simulation',
    playback: 'engine',
    deviceCapabilities: () => ({ ...options.capabilities, model: device.model }),
    start(given) {
      if (channel) throw new Error('The simulated receiver has already started.');
      handlers = given;
      channel = options.transport ? options.transport() : broadcastChannelTransport(options.channelName);
      channel.onFrame(onFrame);
      globalThis.addEventListener?.('pagehide', onPageHide);
      announce();
    },
    send(message: ReceiverMessage) {
      if (session === null) return;
      post({ frame: 'message', deviceId: device.id, sessionId: session, from: 'receiver', payload: message });
    },
    stop() {
      dispatch({ type: 'stop' });
      onPageHide();
      globalThis.removeEventListener?.('pagehide', onPageHide);
      channel?.close();
      channel = null;
      handlers = null;
    },
  };
}

export interface SimulatedSenderOptions {
  /** The `BroadcastChannel` name (when no `transport` is given). */
  channelName?: string;
  transport?: () => CastSimulationTransport;
  timers?: SimulationTimers;
  /**
   * Where the session is remembered for a reload or another tab to rejoin (saved-session.ts): the origin's
   * `localStorage` by default, as the Cast sender framework's origin-scoped auto-join; null: not remembered.
   */
  sessionStore?: SessionStore | null;
}

/** The sender's side of the simulation (the API is described in adapter.ts). */
export function createSimulatedSender(options: SimulatedSenderOptions = {}): CastSenderAdapter {
  const timers = options.timers ?? pageTimers;
  const store = options.sessionStore === undefined ? originSessionStore() : options.sessionStore;
  const channel = options.transport ? options.transport() : broadcastChannelTransport(options.channelName);
  const listeners = new Set<() => void>();
  let state: CastSenderState = { devices: [], connection: 'not-connected', device: null, media: null, error: null };
  let sessionId: string | null = null;
  /** A session being started (startSession) or rejoined (a saved one) waits for the receiver's answer. */
  let pending: { resolve: () => void; reject: (error: CastSessionError) => void; timeout: unknown } | null = null;
  let keepAlive: unknown = null;
  let nextRequestId = 1;
  let disposed = false;

  const update = (next: Partial<CastSenderState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const post = (frame: Frame) => channel.post(frame);

  const stopKeepAlive = () => {
    if (keepAlive !== null) timers.clearInterval(keepAlive);
    keepAlive = null;
  };

  /** The session is over (ended here, by the receiver, or the receiver left): it is no longer this browser's. */
  const sessionEnded = () => {
    if (sessionId !== null) forgetSavedCastSession(sessionId, store);
    sessionId = null;
    stopKeepAlive();
    if (pending) {
      timers.clearTimeout(pending.timeout);
      pending.reject(new CastSessionError('refused', 'The receiver ended the session before it started.'));
      pending = null;
    }
    update({ connection: 'not-connected', device: null, media: null });
  };

  const postMessage = (message: SenderMessage) => {
    if (sessionId === null || state.device === null) throw new Error('Not casting: start a session before sending cast messages.');
    post({ frame: 'message', deviceId: state.device.id, sessionId, from: 'sender', payload: message });
  };

  /** Waits for the receiver to grant session `id` on `device`; gives up after SIMULATED_CONNECT_TIMEOUT_MS. */
  const awaitGrant = (id: string, device: CastDevice, onTimeout: () => void) =>
    new Promise<void>((resolve, reject) => {
      const timeout = timers.setTimeout(() => {
        if (sessionId !== id) return;
        onTimeout();
        pending = null;
        sessionEnded();
        reject(new CastSessionError('timeout', `${device.name} did not answer within ${SIMULATED_CONNECT_TIMEOUT_MS} ms.`));
      }, SIMULATED_CONNECT_TIMEOUT_MS);
      pending = { resolve, reject, timeout };
    });

  channel.onFrame((frame) => {
    if (!isFrame(frame) || disposed) return;
    switch (frame.frame) {
      case 'announce': {
        const others = state.devices.filter((device) => device.id !== frame.device.id);
        const ours = state.device?.id === frame.device.id;
        // The session's device says it is free: its session ended without this page hearing of it.
        if (ours && state.connection === 'connected' && !frame.device.busy) sessionEnded();
        const device = state.device?.id === frame.device.id ? { ...frame.device } : state.device;
        update({ devices: [...others, frame.device].sort((a, b) => a.name.localeCompare(b.name)), device });
        return;
      }
      case 'gone':
        if (state.device?.id === frame.deviceId) sessionEnded();
        update({ devices: state.devices.filter((device) => device.id !== frame.deviceId) });
        return;
      case 'connected': {
        if (frame.sessionId !== sessionId || !pending || state.device === null) return;
        timers.clearTimeout(pending.timeout);
        pending.resolve();
        pending = null;
        const { id, name, model } = state.device;
        writeSavedCastSession({ sessionId: frame.sessionId, device: { id, name, model } }, store);
        update({ connection: 'connected' });
        keepAlive = timers.setInterval(() => postMessage({ type: 'keep-alive', sentAt: timers.now() }), CAST_KEEP_ALIVE_MS);
        return;
      }
      case 'disconnect':
        if (frame.sessionId === sessionId) sessionEnded();
        return;
      case 'message': {
        if (frame.from !== 'receiver' || frame.sessionId !== sessionId) return;
        let message;
        try {
          message = parseCastMessage(frame.payload);
        } catch (error) {
          console.error(`[cast] ${(error as Error).message}`);
          return;
        }
        if (message.type === 'status') update({ media: message.status, ...(message.status.playerState === 'LOADING' ? { error: null } : {}) });
        else if (message.type === 'error') update({ error: message.error });
        return;
      }
      default:
        return;
    }
  });
  post({ frame: 'discover' });

  // A session this browser started (before a reload, or in another tab) is joined again: the device is
  // named at once (connecting), and the receiver's answer brings the connection and its media status back.
  const saved = readSavedCastSession(store);
  if (saved) {
    sessionId = saved.sessionId;
    const device: CastDevice = { ...saved.device, busy: true };
    update({ connection: 'connecting', device });
    // A receiver that does not answer is gone: the session is forgotten, and nothing is told to end.
    awaitGrant(saved.sessionId, device, () => undefined).catch(() => undefined);
    post({ frame: 'join', deviceId: device.id, sessionId: saved.sessionId });
  }

  return {
    implementation: 'simulation',
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    startSession(deviceId) {
      const device = state.devices.find((candidate) => candidate.id === deviceId);
      if (!device) return Promise.reject(new CastSessionError('unknown-device', `No cast device "${deviceId}" has been discovered.`));
      if (sessionId !== null && state.device) post({ frame: 'disconnect', deviceId: state.device.id, sessionId });
      sessionEnded();
      const id = randomId('session');
      sessionId = id;
      update({ connection: 'connecting', device, error: null });
      const granted = awaitGrant(id, device, () => post({ frame: 'disconnect', deviceId, sessionId: id }));
      post({ frame: 'connect', deviceId, sessionId: id });
      return granted;
    },
    endSession() {
      if (sessionId !== null && state.device) post({ frame: 'disconnect', deviceId: state.device.id, sessionId });
      sessionEnded();
    },
    send(command: SenderCommand) {
      const requestId = nextRequestId++;
      postMessage({ ...command, requestId } as SenderMessage);
      return requestId;
    },
    dispose() {
      if (disposed) return;
      if (sessionId !== null && state.device) post({ frame: 'disconnect', deviceId: state.device.id, sessionId });
      sessionEnded();
      disposed = true;
      listeners.clear();
      channel.close();
    },
  };
}
