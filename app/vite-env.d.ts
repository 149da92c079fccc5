/// <reference types="vite/client" />
import type { EndpointEnv } from './config/endpoints.ts';
import type { EnvironmentEnv } from './config/environment.ts';
import type { AnalyticsEnv } from '../common/analytics/settings.ts';
import type { ErrorReportingEnv } from './config/error-reporting.ts';

declare global {
  // The endpoint variables are optional: unset means "the page's own origin", where the mocks answer.
  // The environment's variables (name, debug, secure base URL, payment key, providers' links): app/config/environment.ts.
  interface ImportMetaEnv extends EndpointEnv, EnvironmentEnv, AnalyticsEnv, ErrorReportingEnv {
    /** `false` runs the dev server against real backends only (see app/main.tsx). */
    readonly VITE_MOCKS?: string;
    /** The Cast receiver app id of this environment (Google Cast SDK Developer Console); casting to a real device needs it (see app/cast/sender-choice.ts). */
    readonly VITE_CAST_RECEIVER_APP_ID?: string;
    /** The standalone mock server (`http://host:4400`) whose cast relay the simulation uses instead of a BroadcastChannel, for a receiver on another origin or machine. */
    readonly VITE_CAST_RELAY_URL?: string;
  }
}
