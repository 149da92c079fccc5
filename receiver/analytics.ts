/**
 * The receiver's analytics events, one typed module: who the receiver is (identify), what the device can do
 * (device capabilities) and every playback failure while casting (cast playback error); the events' shape is
 * common/cast/analytics.ts. Events go to a sink; the receiver's entry picks it (in mock mode the mock world's
 * analytics endpoint, listed in the app's Mocks panel, and a recorder the page exposes as `airwaveAnalytics`).
 */
import { PRODUCT_ID } from '../common/product.ts';
import type { CastDeviceCapabilities } from '../common/cast/adapter.ts';
import type { ReceiverAnalyticsEvent } from '../common/cast/analytics.ts';

export type { ReceiverAnalyticsEvent };

/** The receiver app's version, as identify reports it and the error views' footer shows it. */
export const RECEIVER_VERSION = '9.18.2';

export type AnalyticsSink = (event: ReceiverAnalyticsEvent) => void;

export interface ReceiverAnalytics {
  identify(implementation: 'simulation' | 'caf'): void;
  deviceCapabilities(capabilities: CastDeviceCapabilities): void;
  castPlaybackError(error: { code: string; message: string; detailedErrorName: string }, assetId: string | null): void;
}

export function createReceiverAnalytics(sink: AnalyticsSink): ReceiverAnalytics {
  return {
    identify: (implementation) => sink({ name: 'identify', app: `${PRODUCT_ID}-receiver`, appVersion: RECEIVER_VERSION, implementation }),
    deviceCapabilities: (capabilities) =>
      sink({ name: 'device capabilities', firmwareVersion: capabilities.firmwareVersion, model: capabilities.model, authorized: capabilities.authorized }),
    castPlaybackError: (error, assetId) =>
      sink({ name: 'cast playback error', code: error.code, message: error.message, detailedErrorName: error.detailedErrorName, assetId }),
  };
}
