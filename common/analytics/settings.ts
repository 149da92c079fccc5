/**
 * Where analytics go: the analytics SDK's write key and the collector it sends to (Segment's tracking API,
 * `https://api.segment.io/v1` unless `VITE_ANALYTICS_API_HOST` says otherwise). Without a write key a production
 * build sends nothing and never loads the SDK. In mock mode the collector is the mock world on the page's own
 * origin (`/__analytics/v1`), with a fixed key: the events are recorded and listed in the Mocks panel.
 */
export interface AnalyticsEnv {
  /** The analytics source's write key (Segment: Sources → the web source → Settings → API Keys). */
  readonly VITE_ANALYTICS_WRITE_KEY?: string;
  /** The collector's host and path, without the scheme (`api.segment.io/v1`, or a first-party proxy). */
  readonly VITE_ANALYTICS_API_HOST?: string;
}

export interface AnalyticsSettings {
  writeKey: string;
  /** Host and path the SDK posts to (`<protocol>://<apiHost>/b`). */
  apiHost: string;
  protocol: 'http' | 'https';
}

const SEGMENT_API_HOST = 'api.segment.io/v1';

export function resolveAnalytics(env: AnalyticsEnv, location: Pick<Location, 'host' | 'protocol'>): AnalyticsSettings | null {
  const protocol = location.protocol === 'http:' ? 'http' : 'https';
  const writeKey = env.VITE_ANALYTICS_WRITE_KEY?.trim();
  const apiHost = env.VITE_ANALYTICS_API_HOST?.trim();
  if (writeKey) return { writeKey, apiHost: apiHost || SEGMENT_API_HOST, protocol: apiHost ? protocol : 'https' };
  // The mock world collects on the page's own origin (a compile-time branch: a production build has none of it).
  if (__AIRWAVE_MOCKS__) return { writeKey: 'airwave-mock-write-key', apiHost: `${location.host}/__analytics/v1`, protocol };
  return null;
}
