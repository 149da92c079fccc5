/**
 * The mock world's defaults that a command line names before it loads the world: `npm run mock:server`
 * (scripts/mock-server/main.ts) prints them in its usage and checks its arguments first, so this module imports
 * nothing. The code that applies each one imports it from here.
 */

/** Where the standalone server listens when no port is given. */
export const DEFAULT_MOCK_PORT = 4400;
/** The app's dev server, the origins allowed when none are given. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = ['http://localhost:5173', 'http://127.0.0.1:5173'];
/** The largest request body the server reads by default: 1 MiB (the app's largest, a batch of full GraphQL documents, is tens of kB). */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** How long one GraphQL request may run by default before it is answered 503 `TIMEOUT` (every transport). */
export const DEFAULT_TIME_BUDGET_MS = 5000;
