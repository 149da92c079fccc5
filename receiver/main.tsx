import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createPlayerEngine } from '../app/player/engine/index.ts';
import type { CastReceiverAdapter } from '../common/cast/adapter.ts';
import { createSimulatedReceiver } from '../common/cast/simulation.ts';
import { createReceiverAnalytics, type ReceiverAnalyticsEvent } from './analytics.ts';
import { playbackBaseUrl } from './config.ts';
import { createReceiverController } from './controller.ts';
import { ReceiverApp } from './ReceiverApp.tsx';
import { readSimulationSettings, SIMULATED_DEVICE_MODEL } from './state/simulation-settings.ts';
import './receiver.css';

declare global {
  interface Window {
    /** Mock mode: the analytics events the receiver would have sent, newest last. */
    airwaveAnalytics?: ReceiverAnalyticsEvent[];
  }
}

/** The simulated device of this page (its URL query says which; see simulation-settings.ts). */
function simulatedReceiver(): { adapter: CastReceiverAdapter; firmwareVersion: string } {
  const { settings, problems } = readSimulationSettings(window.location.search);
  for (const problem of problems) console.error(`[receiver] ${problem}`);
  const adapter = createSimulatedReceiver({
    device: { name: settings.deviceName, model: SIMULATED_DEVICE_MODEL },
    capabilities: { firmwareVersion: settings.firmwareVersion, authorized: settings.authorized },
  });
  return { adapter, firmwareVersion: settings.firmwareVersion };
}

async function start(): Promise<void> {
  // The service worker must answer before the player's first request (never on a device: see the README).
  if (__AIRWAVE_MOCKS__) await import('../mocks/browser.ts').then((mocks) => mocks.startBrowserMocks());
  const { adapter, firmwareVersion } = simulatedReceiver();
  const recorded: ReceiverAnalyticsEvent[] = [];
  if (__AIRWAVE_MOCKS__) window.airwaveAnalytics = recorded;
  const analytics = createReceiverAnalytics((event) => {
    recorded.push(event);
    if (__AIRWAVE_MOCKS__) console.info('[receiver analytics]', event);
  });
  const baseUrl = playbackBaseUrl(import.meta.env, window.location.origin);
  const controller = createReceiverController({
    adapter,
    analytics,
    createEngine: (video, handlers) => createPlayerEngine({ video, playbackBaseUrl: baseUrl, device: { isTv: true }, onUnauthorized: handlers.onUnauthorized }),
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('receiver/index.html has no #root element');
  // The first screen (Loading) is on the page before the status box's timers start.
  const reactRoot = createRoot(root);
  flushSync(() =>
    reactRoot.render(
      <StrictMode>
        <ReceiverApp controller={controller} firmwareVersion={firmwareVersion} />
      </StrictMode>,
    ),
  );
  controller.start();
  window.addEventListener('pagehide', () => controller.stop());
}

void start();
