/**
 * Set by vite.config.ts: true in the dev server and the mock build, false in a production build, where the
 * bundler then drops every import guarded by it (the receiver's entry starts the browser mocks behind it).
 */
declare const __AIRWAVE_MOCKS__: boolean;

interface ImportMetaEnv {
  /** Where the receiver sends its playback calls (the page's origin when unset, where the mocks answer). */
  readonly VITE_PLAYBACK_BASE_URL?: string;
  readonly VITE_REST_BASE_URL?: string;
}
