import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { CastSessionError, type CastSenderAdapter } from '../../common/cast/adapter.ts';
import { CASTING_ERROR } from '../../common/cast/errors.ts';
import type { CastAssetType } from '../../common/cast/protocol.ts';

const ASSET_TYPES: readonly CastAssetType[] = ['VOD', 'CHANNEL', 'BROADCAST', 'RECORDING'];

/**
 * A bare cast sender over the simulation, for trying the receiver without the web app and for the browser
 * tests: discovered devices to connect to, an asset to cast (type, id, title, start position), the media
 * commands, Disconnect, and what the receiver reports back.
 */
export function SenderConsole({ sender }: { sender: CastSenderAdapter }) {
  const state = useSyncExternalStore(sender.subscribe, sender.getState);
  const [failure, setFailure] = useState<string | null>(null);
  const connected = state.connection === 'connected';

  const connect = (deviceId: string) => {
    setFailure(null);
    sender.startSession(deviceId).catch((error: unknown) => {
      if (error instanceof CastSessionError && error.reason === 'cancelled') return;
      setFailure(`${CASTING_ERROR.title} (code ${CASTING_ERROR.code}): ${(error as Error).message}`);
    });
  };

  const cast = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const position = String(form.get('position') ?? '').trim();
    sender.send({
      type: 'load',
      asset: {
        assetType: String(form.get('assetType')) as CastAssetType,
        assetId: String(form.get('assetId')).trim(),
        title: String(form.get('title')).trim() || 'Untitled',
        subtitle: null,
        thumbnailUrl: null,
      },
      position: position === '' ? null : Number(position),
      auth: { sessionToken: null },
      audio: null,
    });
  };

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '1rem 2rem', maxWidth: '40rem' }}>
      <h1>Cast sender (simulation)</h1>
      <p role="status" aria-label="Connection">
        {state.connection === 'connected' && state.device ? `Connected to ${state.device.name}` : state.connection === 'connecting' ? 'Connecting' : 'Not connected'}
      </p>
      {failure && <p role="alert">{failure}</p>}
      <section aria-labelledby="devices">
        <h2 id="devices">Devices</h2>
        {state.devices.length === 0 ? (
          <p>No devices found. Open /receiver/ in another tab.</p>
        ) : (
          <ul>
            {state.devices.map((device) => (
              <li key={device.id}>
                <button type="button" onClick={() => connect(device.id)} disabled={state.device?.id === device.id && state.connection !== 'not-connected'}>
                  Connect to {device.name}
                </button>{' '}
                {device.model}
                {device.busy ? ' (busy)' : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="cast">
        <h2 id="cast">Cast</h2>
        <form onSubmit={cast}>
          <p>
            <label>
              Asset type{' '}
              <select name="assetType" defaultValue="VOD">
                {ASSET_TYPES.map((type) => (
                  <option key={type}>{type}</option>
                ))}
              </select>
            </label>
          </p>
          <p>
            <label>
              Asset id <input name="assetId" required defaultValue="epi-yellowstone-s5e1" />
            </label>
          </p>
          <p>
            <label>
              Title <input name="title" defaultValue="Yellowstone" />
            </label>
          </p>
          <p>
            <label>
              Start at (seconds) <input name="position" inputMode="decimal" />
            </label>
          </p>
          <button type="submit" disabled={!connected}>
            Cast
          </button>
        </form>
      </section>
      <section aria-labelledby="controls">
        <h2 id="controls">Controls</h2>
        <p>
          <button type="button" disabled={!connected} onClick={() => sender.send({ type: 'play' })}>
            Play
          </button>{' '}
          <button type="button" disabled={!connected} onClick={() => sender.send({ type: 'pause' })}>
            Pause
          </button>{' '}
          <button type="button" disabled={!connected} onClick={() => sender.send({ type: 'jump', seconds: -10 })}>
            Back 10 s
          </button>{' '}
          <button type="button" disabled={!connected} onClick={() => sender.send({ type: 'jump', seconds: 10 })}>
            Ahead 10 s
          </button>{' '}
          <button type="button" disabled={!connected} onClick={() => sender.send({ type: 'stop' })}>
            Stop
          </button>{' '}
          <button type="button" disabled={state.connection === 'not-connected'} onClick={() => sender.endSession()}>
            Disconnect
          </button>
        </p>
      </section>
      <section aria-labelledby="receiver">
        <h2 id="receiver">Receiver</h2>
        <p data-testid="receiver-state">{state.media ? `${state.media.playerState} at ${state.media.position.toFixed(1)} s` : 'No status yet'}</p>
        {state.error && (
          <p data-testid="receiver-error">
            {state.error.title}
            {state.error.code ? ` (code ${state.error.code})` : ''}: {state.error.problem}
          </p>
        )}
      </section>
    </main>
  );
}
