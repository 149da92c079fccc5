import './cast.css';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromEvent, throttleTime } from 'rxjs';
import { CastSessionError, type CastSenderAdapter, type CastSenderState } from '../../common/cast/adapter.ts';
import { CASTING_ERROR } from '../../common/cast/errors.ts';
import type { CastAsset } from '../../common/cast/protocol.ts';
import { PLAYER_BASE } from '../../common/links.ts';
import { Button } from '../kit/Button.tsx';
import { useToasts } from '../kit/ShellProvider.tsx';
import { setCaster, usePlayerRemoteOf } from './cast-bridge.ts';
import { castButtonView, miniControllerView, pickerView, type PickerEntry } from './casting.ts';
import { castSender, startCastSender, subscribeCastSender } from './sender.ts';
import { receiverSessionToken } from './session-token.ts';

/** The picker closes when the window is resized, at most once per this many ms. */
export const PICKER_RESIZE_THROTTLE_MS = 500;

/** How far the mini controller's back and forward buttons jump (seconds). */
const MINI_JUMP_SECONDS = 10;

startCastSender();

let lastLoad = 0;

// A Play anywhere in the app goes to the receiver while a session is connected, with this session's token for the
// receiver to sign in with (a device never has this browser's cookie); a later Play overtakes one still asking. The
// player's hand-over names the viewer's audio track in the load, and turns the receiver's captions on right after it
// when the viewer had them on here.
setCaster((asset, position, { captionsEnabled = false, audio = null }) => {
  const adapter = castSender();
  if (adapter?.getState().connection !== 'connected') return false;
  const load = ++lastLoad;
  void receiverSessionToken().then((sessionToken) => {
    if (load !== lastLoad) return;
    adapter.send({ type: 'load', asset, position, auth: { sessionToken }, audio });
    if (captionsEnabled) adapter.send({ type: 'captions', enabled: true });
  });
  return true;
});

const NOT_CASTING: CastSenderState = { devices: [], connection: 'not-connected', device: null, media: null, error: null };
const noSubscription = () => () => undefined;

/** The sender adapter once it is ready (see sender.ts), or null. */
export function useCastSender(): CastSenderAdapter | null {
  return useSyncExternalStore(subscribeCastSender, castSender, () => null);
}

export function useCastState(): CastSenderState {
  const adapter = useCastSender();
  return useSyncExternalStore(adapter ? adapter.subscribe : noSubscription, () => adapter?.getState() ?? NOT_CASTING, () => NOT_CASTING);
}

function CastIcon({ connected }: { connected: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M21 3H3a2 2 0 0 0-2 2v3h2V5h18v14h-7v2h7a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2ZM1 18v3h3a3 3 0 0 0-3-3Zm0-4v2a5 5 0 0 1 5 5h2a7 7 0 0 0-7-7Zm0-4v2a9 9 0 0 1 9 9h2A11 11 0 0 0 1 10Z" />
      {connected && <path fill="currentColor" d="M5 7v1.6A10.4 10.4 0 0 1 15.4 19H19V7H5Z" />}
    </svg>
  );
}

/** The picker's first control takes focus; a pointer-down outside it, Escape or a resize of the window closes it. */
function usePickerDismissal(onClose: () => void) {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    const resizes = fromEvent(window, 'resize').pipe(throttleTime(PICKER_RESIZE_THROTTLE_MS)).subscribe(onClose);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
      resizes.unsubscribe();
    };
  }, [onClose]);
  // Once, when it opens: a later render (the device list changing) leaves focus where the viewer has moved it.
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return ref;
}

/**
 * One entry of the picker: the device (choosing it connects, unless it is this browser's or disabled), its
 * state in words, and Try again after a failed connect or Disconnect for the device this browser casts to.
 */
function DeviceEntry({ entry, onChoose, onStop }: { entry: PickerEntry; onChoose: () => void; onStop: () => void }) {
  const titleId = useId();
  const { device, state, subtitle, canChoose, canRetry, canStop } = entry;
  return (
    <li data-state={state}>
      <button type="button" className="cast-device" disabled={!canChoose} aria-current={state === 'selected' || undefined} onClick={onChoose}>
        <CastIcon connected={state === 'selected'} />
        <span className="cast-device-text">
          <span className="cast-device-title" id={titleId}>
            {device.name}
          </span>
          <span className="cast-device-subtitle">{subtitle}</span>
        </span>
      </button>
      {canRetry && (
        <Button className="cast-entry-action" aria-describedby={titleId} onClick={onChoose}>
          Try again
        </Button>
      )}
      {canStop && (
        <Button className="cast-entry-action" aria-describedby={titleId} onClick={onStop}>
          Disconnect
        </Button>
      )}
    </li>
  );
}

/**
 * 'Connect to': the device this browser casts to (or is rejoining) as its own entry with Disconnect, then the
 * devices to connect to. Closes on Close, Escape, a click outside and a resize.
 */
function DevicePicker({ adapter, state, onClose, onChosen, onConnected }: { adapter: CastSenderAdapter; state: CastSenderState; onClose: () => void; onChosen: (withFocus: boolean) => void; onConnected?: () => void }) {
  const toasts = useToasts();
  const ref = usePickerDismissal(onClose);
  const [failed, setFailed] = useState<string | null>(null);
  const connect = (deviceId: string) => {
    setFailed(null);
    const withFocus = Boolean(ref.current?.contains(document.activeElement));
    adapter.startSession(deviceId).then(
      () => {
        onChosen(withFocus);
        onConnected?.();
      },
      (error: unknown) => {
        // The viewer closing the Cast dialog is no failure; anything else is casting error 110.
        if (error instanceof CastSessionError && error.reason === 'cancelled') return;
        setFailed(deviceId);
        toasts.show(`${CASTING_ERROR.title} (${CASTING_ERROR.code}): ${CASTING_ERROR.problem}`);
      },
    );
  };
  const stop = () => {
    adapter.endSession();
    onClose();
  };
  const { casting, devices } = pickerView(state, failed);
  return (
    <div ref={ref} className="cast-picker" role="dialog" aria-label="Connect to">
      <div className="cast-picker-header">
        <h2>Connect to</h2>
        <button type="button" className="cast-picker-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {casting && (
        <ul className="cast-picker-devices cast-picker-casting" aria-label="Casting device">
          <DeviceEntry entry={casting} onChoose={() => undefined} onStop={stop} />
        </ul>
      )}
      {devices.length > 0 && (
        <ul className="cast-picker-devices" aria-label="Devices">
          {devices.map((entry) => (
            <DeviceEntry key={entry.device.id} entry={entry} onChoose={() => connect(entry.device.id)} onStop={stop} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The picker closed (a device chosen, Disconnect, Close, Escape, a resize) with focus inside it: focus goes back to
 * the cast button that opened it, not to the page's body, nor to where a dropped focus was caught meanwhile (a device
 * chosen with focus in the picker). A click outside keeps the focus it gave.
 */
function usePickerFocusReturn(open: boolean, buttonRef: RefObject<HTMLButtonElement | null>, chosenWithFocusRef: RefObject<boolean>): void {
  const wasOpen = useRef(open);
  // In the commit that removes the picker, before anything else looks for the dropped focus.
  useLayoutEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    const dropped = document.activeElement === null || document.activeElement === document.body;
    if (closed && (dropped || chosenWithFocusRef.current)) buttonRef.current?.focus();
    chosenWithFocusRef.current = false;
  }, [open, buttonRef, chosenWithFocusRef]);
}

/**
 * The cast button with its device picker; hidden while no device is discovered. `onConnected` runs when a
 * session starts from this button (the player hands its title over).
 */
export function CastButton({ onConnected, onOpenChange, className = '' }: { onConnected?: () => void; onOpenChange?: (open: boolean) => void; className?: string }) {
  const adapter = useCastSender();
  const state = useCastState();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  // A device chosen with focus in the picker: the chosen entry is disabled while it connects, which drops focus (the
  // player's layer then takes it), so by the time the picker closes focus is no longer on the body.
  const chosenWithFocusRef = useRef(false);
  const close = useCallback(() => setOpen(false), []);
  const connected = useCallback((withFocus: boolean) => {
    chosenWithFocusRef.current = withFocus;
    setOpen(false);
  }, []);
  usePickerFocusReturn(open, buttonRef, chosenWithFocusRef);
  useOpenReport(open, onOpenChange);
  const view = castButtonView(state);
  if (!adapter || !view.visible) return null;
  return (
    <div className={`cast ${className}`}>
      <button ref={buttonRef} type="button" className="cast-button" aria-label={view.label} aria-haspopup="dialog" aria-expanded={open} data-connection={view.connection} onClick={() => setOpen((shown) => !shown)}>
        <CastIcon connected={view.connection === 'connected'} />
      </button>
      {open && <DevicePicker adapter={adapter} state={state} onClose={close} onChosen={connected} onConnected={onConnected} />}
    </div>
  );
}

/** Tells `onOpenChange` each time the picker opens or closes (and that it closed, if it goes while open). */
function useOpenReport(open: boolean, onOpenChange: ((open: boolean) => void) | undefined): void {
  const reported = useRef(false);
  const listener = useRef(onOpenChange);
  useLayoutEffect(() => {
    listener.current = onOpenChange;
  });
  useEffect(() => {
    if (open === reported.current) return;
    reported.current = open;
    listener.current?.(open);
  }, [open]);
  useEffect(
    () => () => {
      if (reported.current) listener.current?.(false);
    },
    [],
  );
}

/** The route of the player for a cast asset (the 'Maximize player controls' target). */
function playerPath(asset: CastAsset): string {
  return `${PLAYER_BASE}/player/${asset.assetType.toLowerCase()}/${encodeURIComponent(asset.assetId)}`;
}

/**
 * The mini controller while casting: Play/Pause, back and forward 10 s, the title's thumbnail, show title,
 * episode subtitle, 'Casting on {device}', the picker, and 'Maximize player controls' back to the player.
 * Not over the player page that is the session's remote: its own controls drive the receiver.
 */
export function MiniController() {
  const adapter = useCastSender();
  const state = useCastState();
  const navigate = useNavigate();
  const remoteOf = usePlayerRemoteOf();
  const view = miniControllerView(state);
  if (!adapter || !view || view.asset.assetId === remoteOf) return null;
  const { asset } = view;
  return (
    <>
      {/* Room at the end of the page, so the bar covers none of it. */}
      <div className="cast-mini-spacer" aria-hidden="true" />
      {/* Over the player too: its Tab cycle includes the bar (app/player/usePlayerLayer.ts). */}
      <section className="cast-mini" aria-label="Cast controls" data-layer="above-player">
        {asset.thumbnailUrl && <img className="cast-mini-thumbnail" src={asset.thumbnailUrl} alt="" />}
        <div className="cast-mini-text">
          <p className="cast-mini-title">{asset.title}</p>
          {asset.subtitle && <p className="cast-mini-subtitle">{asset.subtitle}</p>}
          <p className="cast-mini-device">Casting on {view.deviceName}</p>
        </div>
        <div className="cast-mini-buttons">
          <button type="button" aria-label="Back 10 seconds" onClick={() => adapter.send({ type: 'jump', seconds: -MINI_JUMP_SECONDS })}>
            −10
          </button>
          <button type="button" aria-label={view.playing ? 'Pause' : 'Play'} onClick={() => adapter.send({ type: view.playing ? 'pause' : 'play' })}>
            {view.playing ? '❚❚' : '▶'}
          </button>
          <button type="button" aria-label="Forward 10 seconds" onClick={() => adapter.send({ type: 'jump', seconds: MINI_JUMP_SECONDS })}>
            +10
          </button>
          <CastButton />
          <button type="button" aria-label="Maximize player controls" onClick={() => void navigate(playerPath(asset))}>
            ⤢
          </button>
        </div>
      </section>
    </>
  );
}
