/**
 * Which sender adapter the web app casts through, decided once at start-up. Pure.
 *
 * - With the built-in mocks (the dev server, the mock build) the app casts to the simulation: a receiver tab
 *   at /receiver/ (or one relayed by the standalone mock server) is the device, and Google's script is never
 *   fetched.
 * - Otherwise, given a receiver app id (`VITE_CAST_RECEIVER_APP_ID`, one per environment) and a browser that
 *   can cast, the app casts through Google's Cast sender framework.
 * - The dev server without mocks and without an app id still casts to the simulation; a production build
 *   without an app id, or a browser that cannot cast, has no casting at all (no cast button).
 */
import type { CastSenderAdapter } from '../../common/cast/adapter.ts';

export type CastSenderChoice = 'simulation' | 'cast-sdk' | 'none';

/** The lowest Chrome major version the Cast sender framework is offered on. */
export const MINIMUM_CAST_CHROME = 75;

export interface CastSenderEnvironment {
  /** The build runs against the built-in mocks (`__AIRWAVE_MOCKS__`). */
  mocks: boolean;
  /** The Vite dev server (`import.meta.env.DEV`). */
  dev: boolean;
  /** The registered receiver app's id, or empty when none is configured. */
  receiverAppId: string | undefined;
  userAgent: string;
}

/**
 * Whether this browser can cast with Google's sender framework: a desktop or Android Chromium at
 * `MINIMUM_CAST_CHROME` or later. Chrome on iOS (CriOS) and a Cast device itself (CrKey) cannot.
 */
export function browserCanCast(userAgent: string): boolean {
  if (/\b(CrKey|CriOS)\//.test(userAgent)) return false;
  const major = /\bChrome\/(\d+)\./.exec(userAgent)?.[1];
  return major !== undefined && Number(major) >= MINIMUM_CAST_CHROME;
}

export function chooseCastSender(environment: CastSenderEnvironment): CastSenderChoice {
  if (environment.mocks) return 'simulation';
  const appId = environment.receiverAppId?.trim() ?? '';
  if (appId !== '') return browserCanCast(environment.userAgent) ? 'cast-sdk' : 'none';
  return environment.dev ? 'simulation' : 'none';
}

/** What `app/cast/sdk/cast-sdk-sender.ts` exports (it is type-checked in its own project, tsconfig.sender.json). */
export interface CastSdkSenderModule {
  /**
   * Loads Google's sender framework script and resolves to the adapter over it, or to null when the
   * framework says casting is not available in this browser (or its script cannot load).
   */
  loadCastSdkSender(options: { receiverApplicationId: string }): Promise<CastSenderAdapter | null>;
}
