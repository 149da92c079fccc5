/**
 * Set by vite.config.ts: true in the dev server and the mock build, false in a production build,
 * where the bundler then drops every import guarded by it.
 */
declare const __AIRWAVE_MOCKS__: boolean;

/** Set by vite.config.ts: the app's version (package.json) and the player's (shaka-player's), for the app-info footer. */
declare const __APP_VERSION__: string;
declare const __PLAYER_VERSION__: string;
