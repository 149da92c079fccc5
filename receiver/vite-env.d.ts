import type { AnalyticsEnv } from '../common/analytics/settings.ts';

declare global {
  // The analytics SDK's write key and collector, the same variables as the web app's (common/analytics/settings.ts).
  interface ImportMetaEnv {
    readonly VITE_ANALYTICS_WRITE_KEY: AnalyticsEnv['VITE_ANALYTICS_WRITE_KEY'];
    readonly VITE_ANALYTICS_API_HOST: AnalyticsEnv['VITE_ANALYTICS_API_HOST'];
  }
}
