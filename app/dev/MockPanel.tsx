/**
 * Dev server and mock build only: a small panel to pick the mock persona, set faults, reset the world, finish a
 * pending email/mobile verification, set the experiments and feature flags and set the world's clock (which the page's
 * time follows), and to see the analytics events the app tracked (with their tracking-plan violations), the errors it
 * reported and the analytics events the Chromecast receiver sent (recorded by the mock world). It talks to the mocks'
 * control API (`/__mocks`), so it works the same against the service worker and the
 * standalone server.
 */
import './mock-panel.css';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { SendNotification } from './SendNotification.tsx';
import { DeviceLinkTokens } from './DeviceLinkTokens.tsx';
import { ExperimentsPanel, type ExperimentState, type FlagState } from './ExperimentsPanel.tsx';
import { ClockControl, type ClockState } from './ClockControl.tsx';
import { controlBase } from './control-base.ts';
import { SharedWorld } from './SharedWorld.tsx';

/** The receiver's analytics list loads when the panel is first opened, so the closed panel stays as small as before. */
/** The proxy's section likewise; it shows only when the control API is a standalone server's in proxy mode. */
const ProxyPanel = lazy(() => import('./ProxyPanel.tsx').then((module) => ({ default: module.ProxyPanel })));
/** The collector's list of the app's tracked events, with their tracking-plan violations (loaded the same way). */
const TrackedAnalytics = lazy(() => import('./TrackedAnalytics.tsx').then((module) => ({ default: module.TrackedAnalytics })));
/** The errors the app reported through the error SDK, as the mock world's envelope endpoint received them. */
const ReportedErrors = lazy(() => import('./ReportedErrors.tsx').then((module) => ({ default: module.ReportedErrors })));

interface MockState {
  persona: string;
  faults: string;
  /** Ready-made fault texts, offered as the faults field's choices. */
  faultPresets: Array<{ faults: string; label: string }>;
  personas: Array<{ id: string; title: string; description: string }>;
  /** The persona's Smart TV link tokens (older mock servers may not send them). */
  deviceLinkTokens?: Array<{ token: string; state: string }>;
  /** The registered experiments and feature flags (older mock servers may not send them). */
  experiments?: ExperimentState[];
  flags?: FlagState[];
  /** The world's clock (older mock servers may not send it). */
  clock?: ClockState;
  /** The named world the caller is in, or null (its own). */
  world?: string | null;
  /** Whether the control API keeps a world per session (the standalone mock server), so named worlds can be joined. */
  worldsPerSession?: boolean;
}

async function control(method: string, path: string, body?: unknown): Promise<MockState> {
  const response = await fetch(`${await controlBase()}/__mocks${path}`, {
    method,
    // On a standalone mock server the control API acts on the world of the caller's session (its cookie).
    credentials: 'include',
    // The control API takes every change as JSON (a body-less POST included).
    headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as MockState | { error: string };
  if ('error' in payload) throw new Error(payload.error);
  return payload;
}

type PanelMessage = { kind: 'error' | 'info'; text: string };

export function MockPanel() {
  const { state, faults, setFaults, message, setMessage, run, refresh } = useMockControl();
  const [open, setOpen] = useState(false);

  return (
    <details
      className="mock-panel"
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
        // The world may have changed since the page loaded (an experiment the page assigned): show it as it is now.
        if (event.currentTarget.open) refresh();
      }}
    >
      <summary>Mocks: {state?.persona ?? '…'}</summary>
      {state && (
        <>
          <label>
            Persona{' '}
            <select
              value={state.persona}
              onChange={(event) => void run(() => control('PUT', '/persona', { persona: event.target.value }), 'Persona switched.', true)}
            >
              {state.personas.map((persona) => (
                <option key={persona.id} value={persona.id} title={persona.description}>
                  {persona.title}
                </option>
              ))}
            </select>
          </label>
          <FaultsForm faults={faults} onFaultsChange={setFaults} presets={state.faultPresets} run={run} />
          {state.worldsPerSession && (
            <SharedWorld
              world={state.world ?? null}
              join={(name) => void run(() => control('PUT', '/world', { world: name }), name === null ? 'Back in this browser\'s own world.' : `Joined world ${name}.`, true)}
            />
          )}
          <button type="button" onClick={() => void run(() => control('POST', '/reset'), 'World reset.', true)}>
            Reset world
          </button>
          <button type="button" onClick={() => void run(() => control('POST', '/verification/complete'), 'Verification will succeed on the next poll.')}>
            Complete verification
          </button>
          <SendNotification onResult={setMessage} />
          <DeviceLinkTokens tokens={state.deviceLinkTokens ?? []} />
          <ExperimentsPanel
            experiments={state.experiments ?? []}
            flags={state.flags ?? []}
            onSet={(name, value) => void run(() => control('PUT', '/preferences', { name, value }), `${name} set.`, true)}
          />
          {state.clock && <ClockControl clock={state.clock} onResult={setMessage} />}
          {open && (
            <Suspense fallback={null}>
              <ProxyPanel />
              <TrackedAnalytics />
              <ReportedErrors />
            </Suspense>
          )}
        </>
      )}
      {message && (
        <p id="mock-panel-message" role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </details>
  );
}

type Run = (action: () => Promise<MockState>, done: string, reload?: boolean) => Promise<void>;

/** The mock world's state as the control API reports it, the faults being typed, and the panel's last message. */
function useMockControl() {
  const [state, setState] = useState<MockState | null>(null);
  const [faults, setFaults] = useState('');
  const [message, setMessage] = useState<PanelMessage | null>(null);

  useEffect(() => {
    control('GET', '')
      .then((loaded) => {
        setState(loaded);
        setFaults(loaded.faults);
      })
      .catch((error: Error) => setMessage({ kind: 'error', text: `Mocks unavailable: ${error.message}` }));
  }, []);

  function refresh() {
    control('GET', '')
      .then(setState)
      .catch((error: Error) => setMessage({ kind: 'error', text: `Mocks unavailable: ${error.message}` }));
  }

  async function run(action: () => Promise<MockState>, done: string, reload = false) {
    try {
      const next = await action();
      setState(next);
      setMessage({ kind: 'info', text: done });
      if (reload) window.location.reload();
    } catch (error) {
      // The typed faults stay in the field so they can be corrected.
      setMessage({ kind: 'error', text: (error as Error).message });
    }
  }

  return { state, faults, setFaults, message, setMessage, run, refresh };
}

/** The faults field, with the ready-made fault texts as its choices, and Apply. */
function FaultsForm({
  faults,
  onFaultsChange,
  presets,
  run,
}: {
  faults: string;
  onFaultsChange: (faults: string) => void;
  presets: MockState['faultPresets'];
  run: Run;
}) {
  function applyFaults(event: FormEvent) {
    event.preventDefault();
    void run(() => control('PUT', '/faults', { faults }), faults ? 'Faults applied.' : 'Faults cleared.');
  }

  return (
    <form onSubmit={applyFaults}>
      <label>
        Faults{' '}
        <input
          value={faults}
          onChange={(event) => onFaultsChange(event.target.value)}
          placeholder="subscribe:billing-error=1102"
          aria-describedby="mock-panel-message"
          list="mock-panel-fault-presets"
        />
        <datalist id="mock-panel-fault-presets">
          {presets.map((preset) => (
            <option key={preset.faults} value={preset.faults} label={preset.label} />
          ))}
        </datalist>
      </label>
      <button type="submit">Apply</button>
    </form>
  );
}
