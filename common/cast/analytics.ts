/**
 * The receiver's analytics events as data, shared by the receiver (which sends them) and the mock world
 * (which records them in mock mode, for the Mocks panel): who the receiver is (identify), what the device
 * can do (device capabilities) and every playback failure while casting (cast playback error).
 */

export type ReceiverAnalyticsEvent =
  | { name: 'identify'; app: string; appVersion: string; implementation: 'simulation' | 'caf' }
  | { name: 'device capabilities'; firmwareVersion: string | null; model: string; authorized: boolean }
  | { name: 'cast playback error'; code: string; message: string; detailedErrorName: string; assetId: string | null };

/** Where a receiver in mock mode posts each event (the mock world's control API); listed by GET on the same path. */
export const MOCK_ANALYTICS_PATH = '/__mocks/analytics';

/** An event as the mock world keeps it: when it arrived, and the event. */
export interface RecordedAnalyticsEvent {
  receivedAt: string;
  event: ReceiverAnalyticsEvent;
}

/** An analytics event that is not one of `ReceiverAnalyticsEvent`; the text says what is wrong. */
export class AnalyticsEventError extends Error {
  override name = 'AnalyticsEventError';
}

type Fields = Record<string, unknown>;

const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isImplementation = (value: unknown): value is 'simulation' | 'caf' => value === 'simulation' || value === 'caf';

function field<T>(event: Fields, key: string, check: (value: unknown) => value is T, expected: string): T {
  const value = event[key];
  if (!check(value)) throw new AnalyticsEventError(`The "${String(event.name)}" analytics event needs ${key} as ${expected}; got ${JSON.stringify(value) ?? 'nothing'}.`);
  return value;
}

/** Reads a posted analytics event, keeping only its known fields. Throws `AnalyticsEventError` naming the problem. */
export function parseReceiverAnalyticsEvent(value: unknown): ReceiverAnalyticsEvent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AnalyticsEventError(`An analytics event is an object with a name; got ${JSON.stringify(value)?.slice(0, 80) ?? 'nothing'}.`);
  }
  const event = value as Fields;
  switch (event.name) {
    case 'identify':
      return {
        name: 'identify',
        app: field(event, 'app', isString, 'a string'),
        appVersion: field(event, 'appVersion', isString, 'a string'),
        implementation: field(event, 'implementation', isImplementation, '"simulation" or "caf"'),
      };
    case 'device capabilities':
      return {
        name: 'device capabilities',
        firmwareVersion: field(event, 'firmwareVersion', isNullableString, 'a string or null'),
        model: field(event, 'model', isString, 'a string'),
        authorized: field(event, 'authorized', isBoolean, 'true or false'),
      };
    case 'cast playback error':
      return {
        name: 'cast playback error',
        code: field(event, 'code', isString, 'a string'),
        message: field(event, 'message', isString, 'a string'),
        detailedErrorName: field(event, 'detailedErrorName', isString, 'a string'),
        assetId: field(event, 'assetId', isNullableString, 'a string or null'),
      };
    default:
      throw new AnalyticsEventError(`Unknown analytics event ${JSON.stringify(event.name) ?? 'without a name'}: one of "identify", "device capabilities", "cast playback error".`);
  }
}
