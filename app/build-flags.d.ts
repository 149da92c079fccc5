/**
 * Set by vite.config.ts: true in the dev server and the mock build, false in a production build,
 * where the bundler then drops every import guarded by it.
 */
declare const __AIRWAVE_MOCKS__: boolean;
