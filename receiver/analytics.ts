/**
 * The receiver's analytics events, as the tracking plan (contracts/analytics/tracking-plan.yaml) names and types
 * them: who the receiver is (Receiver Identified), what the device can do (Device Capabilities) and every playback
 * failure while casting (Cast Playback Error), each with the integrations the plan routes it to. The receiver's entry
 * hands them to Segment's SDK (common/analytics/segment.ts), as the web app's `track()` does; in mock mode the mock
 * world is the collector, and the app's Mocks panel lists them under Tracked events.
 */
import type { AnalyticsEventName, AnalyticsEventProperties } from '../generated/analytics/events.ts';
import { PRODUCT_ID } from '../common/product.ts';
import type { CastDeviceCapabilities } from '../common/cast/adapter.ts';
import { integrationsFor } from '../common/analytics/integrations.ts';
import type { AnalyticsSender } from '../common/analytics/tracked-event.ts';

/** The receiver app's version, as Receiver Identified reports it and the error views' footer shows it. */
export const RECEIVER_VERSION = '9.18.2';

/** What the receiver's events say its app is (their `app` property and their context's app name). */
export const RECEIVER_APP = `${PRODUCT_ID}-receiver`;

export interface ReceiverAnalytics {
  identify(implementation: 'simulation' | 'caf'): void;
  deviceCapabilities(capabilities: CastDeviceCapabilities): void;
  castPlaybackError(error: { code: string; message: string; detailedErrorName: string }, assetId: string | null): void;
}

export function createReceiverAnalytics(send: AnalyticsSender): ReceiverAnalytics {
  // A receiver has no do-not-sell choice of its own: each event goes where the plan routes it.
  const track = <Name extends AnalyticsEventName>(event: Name, properties: AnalyticsEventProperties[Name]) =>
    send({ event, properties, integrations: integrationsFor(event, false) });
  return {
    identify: (implementation) => track('Receiver Identified', { app: RECEIVER_APP, appVersion: RECEIVER_VERSION, implementation }),
    deviceCapabilities: (capabilities) =>
      track('Device Capabilities', { firmwareVersion: capabilities.firmwareVersion, model: capabilities.model, authorized: capabilities.authorized }),
    castPlaybackError: (error, assetId) =>
      track('Cast Playback Error', { code: error.code, message: error.message, detailedErrorName: error.detailedErrorName, assetId }),
  };
}
