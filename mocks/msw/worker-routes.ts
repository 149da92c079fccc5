/**
 * What MSW's service worker is told to leave alone: the paths the mock world never answers (the mock build's files
 * under /assets/, the dev server's modules), which the browser then fetches as if no worker were there, through the
 * Service Worker Static Routing API (`InstallEvent.addRoutes`, Chromium 123 and later). Without it each of those
 * requests, once the worker controls the page, woke the worker, went to the page's main thread (MSW runs the handlers
 * there) only to be told "pass through", and was fetched again by the worker: eleven of a first load of Home on the
 * mock build, the lazily loaded pages' code among them. A browser without the API ignores the routes (MSW's own
 * handling stays), and a route the browser refuses leaves the worker as it was.
 *
 * The script is appended to msw's own worker (vite.config.ts serves and emits the two as /mockServiceWorker.js), so
 * the worker stays msw's. None of these paths is one of the mocked ones (mocks/msw/handlers.ts MOCKED_PATHS:
 * tests/mocks/worker-routes.test.ts holds them apart).
 */

/** URL patterns (same-origin pathnames) fetched from the network, never through the worker. */
export const NETWORK_ROUTED_PATHS = [
  // The mock build's JavaScript, styles and hashed images (Vite's assets directory).
  '/assets/*',
  // The dev server's modules: the sources by folder, dependencies and Vite's own.
  '/app/*',
  '/common/*',
  '/generated/*',
  '/mocks/*',
  '/receiver/*',
  '/node_modules/*',
  '/@vite/*',
  '/@id/*',
  '/@fs/*',
  '/@react-refresh',
] as const;

/** The classic-script code appended to msw's worker: its install adds the routes. */
export function workerRoutesScript(): string {
  const rules = NETWORK_ROUTED_PATHS.map((urlPattern) => ({ condition: { urlPattern }, source: 'network' }));
  return `
// Airwave (mocks/msw/worker-routes.ts): requests the mock world never answers go to the network without this worker.
addEventListener('install', function (event) {
  if (typeof event.addRoutes !== 'function') return
  event.waitUntil(event.addRoutes(${JSON.stringify(rules)}).catch(function () {}))
})
`;
}
