/**
 * The cast adapters: one interface on each side, so the app and the receiver are written once and run on the
 * real Cast SDKs on a device or on the simulation (`simulation.ts`) anywhere else. Which one is chosen at
 * start-up: on the receiver, the real one only where Google's Cast script has put `cast.framework` on the page;
 * on the sender, by the rule in app/cast/sender-choice.ts (the mocks: the simulation; a receiver app id in a
 * browser that can cast: Google's sender framework).
 *
 * ## The sender adapter (the web app)
 *
 * `CastSenderAdapter` is everything the app's cast button, device picker and mini controller need:
 *
 * - `getState()` / `subscribe(listener)`: a snapshot (`CastSenderState`) and change notification, shaped for
 *   React's `useSyncExternalStore`. `devices` are the discovered receivers (empty: no devices, the cast
 *   button hides); `connection` is not-connected, connecting or connected; `device` is the session's
 *   receiver; `media` the receiver's last status (player state, asset, position, duration, volume);
 *   `error` the last error payload the receiver sent (cleared by the next load).
 * - `startSession(deviceId)`: connects; resolves once connected, rejects with `CastSessionError` whose
 *   `reason` is `cancelled` (the viewer closed the Cast dialog: report nothing), `timeout`, `refused` or
 *   `unknown-device` (report code 110, `CASTING_ERROR` in errors.ts, and the state is not-connected again).
 * - `endSession()`: the picker's Stop casting and Disconnect; the receiver stops playing and returns to Not
 *   connected, and every page joined to the session is told.
 * - `send(command)`: a sender message without its request id (`load` with asset, position and auth; `play`,
 *   `pause`, `seek`, `jump` ±seconds, `volume`, `captions`, `stop`); returns the request id the receiver's status answer
 *   carries. Sending while not connected throws.
 * - While connected the adapter itself sends a keep-alive every `CAST_KEEP_ALIVE_MS` (20 s).
 * - A session outlives the page that started it: the adapter remembers it per origin (saved-session.ts) and,
 *   when a page of the origin starts again (a reload, another tab), joins it — `connection` is connecting with
 *   the remembered `device` at once, connected with the receiver's media status once it answers — as the Cast
 *   SDK's origin-scoped auto-join does. A session that has ended is forgotten.
 * - `dispose()`: ends the session and stops listening (leaving the page).
 *
 * The real sender adapter (app/cast/sdk/cast-sdk-sender.ts: Google's sender framework script, types from
 * `@types/chromecast-caf-sender` in their own tsconfig.sender.json) maps `cast.framework.CastContext` session
 * states onto `connection`, `requestSession()` onto `startSession` (its `cancel` error code onto `cancelled`;
 * the browser's Cast dialog, not the page, lists the devices), `RemotePlayer` onto `media` and the media
 * commands, a load onto a Cast LOAD, and the keep-alive and the receiver's errors onto `CAST_NAMESPACE`.
 *
 * ## The receiver adapter (the Chromecast receiver)
 *
 * `CastReceiverAdapter.start(handlers)` begins listening and tells the receiver of senders connecting and
 * leaving and of every sender message; `send` answers with status and error messages. `playback` says who
 * plays the video: the app's player engine in its own video element (the simulation), or the Cast
 * platform's player fed by the adapter (CAF: a LOAD interceptor, the JSON manifest converted to DASH in the
 * playback config's manifest handler, the DRM token added in its licence request handler).
 */
import type { CastErrorPayload, CastMediaStatus, ReceiverMessage, SenderMessage } from './protocol.ts';

/** A receiver as a sender's device picker lists it. */
export interface CastDevice {
  id: string;
  /** The name its owner gave it ('Living Room TV'): the picker's title and 'Casting on {device}'. */
  name: string;
  /** The picker's subtitle ('Chromecast'). */
  model: string;
  /** Another sender is casting to it. */
  busy: boolean;
  /** It cannot take a session now (busy with another app, updating): the picker shows it disabled. Unset: it can. */
  unavailable?: boolean;
}

export type CastConnection = 'not-connected' | 'connecting' | 'connected';

export interface CastSenderState {
  devices: readonly CastDevice[];
  connection: CastConnection;
  /** The session's receiver (set from the start of connecting). */
  device: CastDevice | null;
  media: CastMediaStatus | null;
  error: CastErrorPayload | null;
}

export type CastSessionFailure = 'cancelled' | 'timeout' | 'refused' | 'unknown-device';

/** A session that did not start, and why. */
export class CastSessionError extends Error {
  override name = 'CastSessionError';
  constructor(
    readonly reason: CastSessionFailure,
    message: string,
  ) {
    super(message);
  }
}

type WithoutRequestId<T> = T extends { requestId: number } ? Omit<T, 'requestId'> : never;

/** What the app sends: a sender message without its request id (the adapter numbers them), keep-alive excluded. */
export type SenderCommand = WithoutRequestId<Exclude<SenderMessage, { type: 'keep-alive' }>>;

export interface CastSenderAdapter {
  readonly implementation: 'simulation' | 'cast-sdk';
  getState(): CastSenderState;
  subscribe(listener: () => void): () => void;
  startSession(deviceId: string): Promise<void>;
  endSession(): void;
  send(command: SenderCommand): number;
  dispose(): void;
}

/** What the receiver knows of the device it runs on. */
export interface CastDeviceCapabilities {
  /**
   * The Chromecast firmware version ('1.56'), read from the device's capabilities, not the frozen CrKey token
   * alone; null when the device does not say (a TV with Cast built in), which is not held to the minimum.
   */
  firmwareVersion: string | null;
  model: string;
  /** The receiver app is authorized on this device (its identity check passed). */
  authorized: boolean;
}

export interface CastReceiverHandlers {
  onSenderConnected(senderId: string): void;
  /**
   * A page of the browser that holds the running session came back to it (a reload, another tab: see
   * saved-session.ts); the receiver answers with its current media status. Not called on CAF, whose
   * platform answers a joining sender itself.
   */
  onSenderJoined?(senderId: string): void;
  onSenderDisconnected(senderId: string): void;
  onMessage(message: SenderMessage, senderId: string): void;
  /** A message that does not follow the protocol (it is otherwise ignored). */
  onProtocolError?(error: Error, senderId: string): void;
}

export interface CastReceiverAdapter {
  readonly implementation: 'simulation' | 'caf';
  /** Who plays the video: the app's player engine ('engine') or the Cast platform's player ('platform'). */
  readonly playback: 'engine' | 'platform';
  deviceCapabilities(): CastDeviceCapabilities;
  /** Where the platform's player plays (`playback: 'platform'` only): the receiver's video element. */
  attachMediaElement?(video: HTMLMediaElement): void;
  start(handlers: CastReceiverHandlers): void;
  /** To every connected sender. */
  send(message: ReceiverMessage): void;
  stop(): void;
}
