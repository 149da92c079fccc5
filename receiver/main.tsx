import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createPlayerEngine } from '../common/player/index.ts';
import type { CastReceiverAdapter } from '../common/cast/adapter.ts';
import { resolveAnalytics } from '../common/analytics/settings.ts';
import type { TrackedEvent } from '../common/analytics/tracked-event.ts';
import { castRelayUrl, createRelayTransport } from '../common/cast/relay.ts';
import { createSimulatedReceiver } from '../common/cast/simulation.ts';
import { createSdkQueue } from '../common/sdk-queue.ts';
import { createReceiverAnalytics, RECEIVER_APP } from './analytics.ts';
import { graphqlEndpoints, playbackBaseUrl } from './config.ts';
import { createReceiverController } from './controller.ts';
import { ReceiverApp } from './ReceiverApp.tsx';
import { createSessionWatch } from './session-watch.ts';
import { readSimulationSettings, SIMULATED_DEVICE_MODEL } from './state/simulation-settings.ts';
import './receiver.css';

/** The simulated device of this page (its URL query says which; see simulation-settings.ts), and its player id. */
function simulatedReceiver(): { adapter: CastReceiverAdapter; playerId: string | null } {
  const { settings, problems } = readSimulationSettings(window.location.search);
  for (const problem of problems) console.error(`[receiver] ${problem}`);
  // Senders on another origin or machine reach it through the standalone mock server's relay.
  const relay = (import.meta.env.VITE_CAST_RELAY_URL as string | undefined)?.trim();
  const adapter = createSimulatedReceiver({
    device: { name: settings.deviceName, model: SIMULATED_DEVICE_MODEL },
    available: settings.available,
    answers: settings.answers,
    capabilities: { firmwareVersion: settings.firmwareVersion, authorized: settings.authorized },
    ...(relay ? { transport: () => createRelayTransport(castRelayUrl(relay)) } : {}),
  });
  return { adapter, playerId: settings.playerId };
}

/** Google's receiver script, on a Chromecast only (its user agent says CrKey): it cannot load anywhere offline. */
const CAF_RECEIVER_SCRIPT = 'https://www.gstatic.com/cast/sdk/libs/caf_receiver/v3/cast_receiver_framework.js';

function loadCastReceiverScript(): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = CAF_RECEIVER_SCRIPT;
    script.onload = () => resolve();
    script.onerror = () => {
      console.error('[receiver] The Cast receiver script did not load; running the simulation.');
      resolve();
    };
    document.head.append(script);
  });
}

/** Whether Google's receiver script has put `cast.framework` on the page (only on a device). */
function castFrameworkAvailable(): boolean {
  return typeof cast !== 'undefined' && typeof cast.framework !== 'undefined';
}

/**
 * The real Cast receiver where `cast.framework` is on the page, the simulation everywhere else; and the device's player
 * registration id where it is known (the simulation's; a device's is not, so it follows none).
 */
async function chooseAdapter(baseUrl: string): Promise<{ adapter: CastReceiverAdapter; playerId: string | null }> {
  if (/\bCrKey\//.test(navigator.userAgent)) await loadCastReceiverScript();
  if (!castFrameworkAvailable()) return simulatedReceiver();
  const { createCafReceiver } = await import('./caf/caf-receiver.ts');
  return { adapter: createCafReceiver({ playbackBaseUrl: baseUrl, userAgent: navigator.userAgent }), playerId: null };
}

/** The most events kept while the analytics SDK loads. */
const MAX_PENDING_ANALYTICS = 50;

/**
 * The receiver's analytics go through Segment's SDK, loaded once the receiver has settled (its first screen and
 * playback come first); what is sent before waits. Without a write key a production build sends nothing; in mock
 * mode the mock world on the receiver's origin is the collector.
 */
function startAnalytics(): (tracked: TrackedEvent) => void {
  const queue = createSdkQueue<TrackedEvent>(MAX_PENDING_ANALYTICS);
  const settings = resolveAnalytics(import.meta.env, window.location);
  if (settings) {
    queue.loadWhenSettled(
      () => import('../common/analytics/segment.ts').then(({ loadSegment }) => loadSegment(settings, RECEIVER_APP)),
      (error) => console.error('[receiver analytics] the SDK did not load:', error),
    );
  } else queue.disable();
  return (tracked) => queue.send(tracked);
}

async function start(): Promise<void> {
  const baseUrl = playbackBaseUrl(import.meta.env, window.location.origin);
  const { adapter, playerId } = await chooseAdapter(baseUrl);
  const graphqlEnv = { VITE_GRAPHQL_URL: import.meta.env.VITE_GRAPHQL_URL as string | undefined, VITE_GRAPHQL_WS_URL: import.meta.env.VITE_GRAPHQL_WS_URL as string | undefined };
  const { firmwareVersion } = adapter.deviceCapabilities();
  const analytics = createReceiverAnalytics(startAnalytics());
  const controller = createReceiverController({
    adapter,
    analytics,
    createEngine: (video, handlers, captions) =>
      createPlayerEngine({ video, captionsContainer: captions, playbackBaseUrl: baseUrl, device: { isTv: true }, onUnauthorized: handlers.onUnauthorized }),
    ...(playerId ? { watchSession: createSessionWatch({ ...graphqlEndpoints(graphqlEnv, baseUrl), playerId }) } : {}),
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('receiver/index.html has no #root element');
  // The first screen (Loading, or a device's error view) is on the page at once, before anything else loads.
  const reactRoot = createRoot(root);
  flushSync(() =>
    reactRoot.render(
      <StrictMode>
        <ReceiverApp controller={controller} firmwareVersion={firmwareVersion} />
      </StrictMode>,
    ),
  );
  // The status box's timer runs from the first screen, not from when the mock world is up.
  controller.showStatus();
  // The service worker must answer before the player's first request (never on a device: see the README).
  if (__AIRWAVE_MOCKS__) await import('../mocks/browser.ts').then((mocks) => mocks.startBrowserMocks());
  controller.start();
  window.addEventListener('pagehide', () => controller.stop());
}

void start();
