/**
 * The web app's one sender adapter, chosen once at start-up by `chooseCastSender` (sender-choice.ts) and
 * loaded with import(): the simulation, or Google's sender framework (app/cast/sdk/, fetched only when
 * chosen). Until it is ready, and when casting is off, there is no adapter and no cast button.
 */
import type { CastSenderAdapter } from '../../common/cast/adapter.ts';
import { chooseCastSender, type CastSdkSenderModule } from './sender-choice.ts';

/**
 * The Cast sender framework adapter, loaded through import.meta.glob rather than import(): the same lazy
 * chunk for Vite, but the app's type program does not follow it into `@types/chromecast-caf-sender`, whose
 * global `cast.framework` clashes with the receiver's; app/cast/sdk is type-checked in tsconfig.sender.json.
 */
const castSdkModule = import.meta.glob<CastSdkSenderModule>('./sdk/cast-sdk-sender.ts');

let adapter: CastSenderAdapter | null = null;
let starting: Promise<void> | null = null;
const listeners = new Set<() => void>();

async function load(): Promise<CastSenderAdapter | null> {
  const receiverAppId = import.meta.env.VITE_CAST_RECEIVER_APP_ID;
  const choice = chooseCastSender({ mocks: __AIRWAVE_MOCKS__, dev: import.meta.env.DEV, receiverAppId, userAgent: navigator.userAgent });
  if (choice === 'simulation') {
    const { createSimulatedSender } = await import('../../common/cast/simulation.ts');
    // A receiver on another origin or machine: through the standalone mock server's relay.
    const relay = import.meta.env.VITE_CAST_RELAY_URL?.trim();
    if (!relay) return createSimulatedSender();
    const { castRelayUrl, createRelayTransport } = await import('../../common/cast/relay.ts');
    return createSimulatedSender({ transport: () => createRelayTransport(castRelayUrl(relay)) });
  }
  if (choice === 'none' || !receiverAppId) return null;
  const loadModule = Object.values(castSdkModule)[0];
  if (!loadModule) throw new Error('app/cast/sdk/cast-sdk-sender.ts is missing from the build.');
  return (await loadModule()).loadCastSdkSender({ receiverApplicationId: receiverAppId.trim() });
}

/** Chooses and loads the sender adapter (once). */
export function startCastSender(): Promise<void> {
  starting ??= load().then(
    (loaded) => {
      adapter = loaded;
      for (const listener of listeners) listener();
    },
    (error: unknown) => console.error('[cast] casting is off:', error),
  );
  return starting;
}

/** The sender adapter, or null while it loads and when casting is off. */
export function castSender(): CastSenderAdapter | null {
  return adapter;
}

/** Runs `listener` when the adapter is ready (for React's useSyncExternalStore). */
export function subscribeCastSender(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
