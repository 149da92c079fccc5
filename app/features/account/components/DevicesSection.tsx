import { useEffect, useId, useRef, useState } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { logoutDevices, type Device } from '../api/calls.ts';
import { useDevices, useReload } from '../hooks/reads.ts';
import {
  keptSelection,
  selectAllState,
  selectableIdents,
  showsSelection,
  signOutRequest,
  toggleAll,
  toggleDevice,
  type SelectAllState,
  type SignOutScope,
} from '../logic/device-selection.ts';
import { DEVICE_TYPE_NAMES, DEVICES_SHOWN_BY_DEFAULT, deviceListView } from '../logic/devices.ts';
import { DEVICE_SELECTION, DEVICES_FAILED_CODE, DEVICES_FAILED_TEXT, SIGN_OUT_FAILED, signedOutText, TRY_AGAIN } from '../texts.ts';

function lastWatchText(lastWatch: string | null): string {
  if (!lastWatch) return 'Not used yet';
  return `Last watched ${new Date(lastWatch).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

function DeviceItem({
  device,
  selection,
  checked,
  onToggle,
}: {
  device: Device;
  /** Whether the list offers checkboxes (this device never has one). */
  selection: boolean;
  checked: boolean;
  onToggle: () => void;
}) {
  const selectable = selection && !device.isCurrentDevice;
  const nameId = useId();
  const detailsId = useId();
  return (
    <li className="device" data-ident={device.deviceIdent}>
      {selectable ? (
        <input type="checkbox" className="device-check" checked={checked} onChange={onToggle} aria-labelledby={`${nameId} ${detailsId}`} />
      ) : (
        // Keeps the text in line with the devices that have a checkbox.
        selection && <span className="device-check" aria-hidden="true" />
      )}
      <div className="device-text">
        <span>
          <strong id={nameId}>{DEVICE_TYPE_NAMES[device.type]}</strong>
          {device.isCurrentDevice && <span className="settings-note"> (this device)</span>}
        </span>
        <span id={detailsId}>{[device.profileName, device.lastUsedFromLocation].filter(Boolean).join(' · ')}</span>
        <span>{lastWatchText(device.lastWatch)}</span>
      </div>
    </li>
  );
}

/** The select-all box; a native checkbox is indeterminate only through its DOM property. */
function SelectAllBox({ state, onToggle }: { state: SelectAllState; onToggle: () => void }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'indeterminate';
  }, [state]);
  return (
    <label className="device-select-all">
      <input ref={box} type="checkbox" checked={state === 'checked'} onChange={onToggle} />
      {DEVICE_SELECTION.selectAll}
    </label>
  );
}

function DeviceList({
  devices,
  initialCount,
  onSigningOut,
  onSignedOut,
}: {
  devices: Device[];
  initialCount: number;
  onSigningOut: () => void;
  onSignedOut: (scope: SignOutScope) => void;
}) {
  const clients = useRestClients();
  const [expanded, setExpanded] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selected = keptSelection(devices, chosen);
  const view = deviceListView(devices, expanded);
  const selection = showsSelection(initialCount) && selectableIdents(devices).length > 0;

  function signOut(scope: SignOutScope) {
    const request = signOutRequest(devices, selected, scope);
    if (!request || busy) return;
    setBusy(true);
    setError(null);
    onSigningOut();
    void logoutDevices(clients, request.deviceIdents).then((outcome) => {
      setBusy(false);
      // 'Something went wrong.', with the failure's own text under it (a billing action without its own text).
      if (outcome.kind !== 'success') return setError(outcome.message === SIGN_OUT_FAILED ? '' : outcome.message);
      setChosen([]);
      onSignedOut(request.scope);
    });
  }

  return (
    <>
      {selection && <SelectAllBox state={selectAllState(devices, selected)} onToggle={() => setChosen(toggleAll(devices, selected))} />}
      <ul className="device-list">
        {view.shown.map((device) => (
          <DeviceItem
            key={device.deviceIdent}
            device={device}
            selection={selection}
            checked={selected.includes(device.deviceIdent)}
            onToggle={() => setChosen(toggleDevice(devices, selected, device.deviceIdent))}
          />
        ))}
      </ul>
      {view.toggle && (
        <button type="button" className="device-toggle" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
          {view.toggle}
        </button>
      )}
      {selectableIdents(devices).length > 0 && (
        <div className="dialog-actions device-actions" aria-busy={busy}>
          {selection && (
            <button type="button" disabled={busy || !signOutRequest(devices, selected, 'selected')} onClick={() => signOut('selected')}>
              {DEVICE_SELECTION.signOutSelected}
            </button>
          )}
          <button type="button" disabled={busy} onClick={() => signOut('all other')}>
            {DEVICE_SELECTION.signOutAllOthers}
          </button>
        </div>
      )}
      {error !== null && (
        <div className="account-field-error" role="alert">
          <p>{SIGN_OUT_FAILED}</p>
          {error ? <p>{error}</p> : null}
        </div>
      )}
    </>
  );
}

/**
 * While the devices load: 'Loading devices…' for screen readers, and on screen the shapes of what usually comes (the
 * select-all box, DEVICES_SHOWN_BY_DEFAULT devices of three lines, Show More and the sign-out buttons), so the sections
 * below do not move when the list arrives.
 */
function DevicesPlaceholder() {
  return (
    <>
      <p className="visually-hidden" aria-busy="true">
        Loading devices…
      </p>
      <span className="device-select-all" aria-hidden="true">
        <span className="device-check skeleton" />
        <span className="skeleton skeleton-text">{'\u00a0'}</span>
      </span>
      <ul className="device-list" aria-hidden="true">
        {Array.from({ length: DEVICES_SHOWN_BY_DEFAULT }, (_, index) => (
          <li className="device-placeholder" key={index}>
            <span className="device-check skeleton" />
            <span className="device-text">
              {[0, 1, 2].map((line) => (
                <span key={line} className="skeleton skeleton-text">
                  {'\u00a0'}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <span className="skeleton skeleton-button" aria-hidden="true">
        {'\u00a0'}
      </span>
      <span className="dialog-actions" aria-hidden="true">
        <span className="skeleton skeleton-button">{'\u00a0'}</span>
      </span>
    </>
  );
}

/**
 * The settings page's devices: the signed-in devices (3, then Show More/Less), each but this browser with a
 * checkbox when the list first had more than one device, a select-all box, and signing out the chosen
 * devices or all other devices (the list reloads after). A sign-out done says so in the section as a polite
 * status ('You are now signed out of your selected devices'), and the section's heading takes focus from the
 * sign-out button that was disabled while it ran (unless the viewer has moved on outside the section meanwhile).
 */
export function DevicesSection() {
  const [version, reload] = useReload();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [signedOut, setSignedOut] = useState<SignOutScope | null>(null);
  function afterSignOut(scope: SignOutScope) {
    setSignedOut(scope);
    reload();
    const active = document.activeElement;
    if (!active || active === document.body || section.current?.contains(active)) heading.current?.focus();
  }
  const devices = useDevices(version);
  const outcome = devices.outcome;
  // Checkboxes depend on the list as it first loaded, not on what is left after signing devices out.
  const [initialCount, setInitialCount] = useState<number | null>(null);
  const loadedCount = outcome?.kind === 'success' ? outcome.result.deviceList.length : null;
  if (initialCount === null && loadedCount !== null) setInitialCount(loadedCount);
  return (
    <section ref={section} className="settings-section" aria-labelledby="settings-devices">
      <h2 id="settings-devices" ref={heading} tabIndex={-1}>
        Devices
      </h2>
      {!outcome && <DevicesPlaceholder />}
      {outcome?.kind === 'success' && (
        <DeviceList
          devices={outcome.result.deviceList}
          initialCount={initialCount ?? outcome.result.deviceList.length}
          onSigningOut={() => setSignedOut(null)}
          onSignedOut={afterSignOut}
        />
      )}
      {outcome && outcome.kind !== 'success' && (
        <div className="page-status" role="alert">
          <p>{DEVICES_FAILED_TEXT}</p>
          <p>
            {DEVICES_FAILED_CODE} {outcome.message}
          </p>
          <button type="button" onClick={reload}>
            {TRY_AGAIN}
          </button>
        </div>
      )}
      {/* Mounted from the start, so the confirmation is announced when it arrives. */}
      <p role="status" className="device-signed-out">
        {signedOut && signedOutText(signedOut)}
      </p>
    </section>
  );
}
