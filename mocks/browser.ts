/**
 * The mocks in the browser (dev server and browser tests): MSW's service worker over one backend,
 * started before the app creates any client. The persona and faults come from the URL
 * (`?scenario=trial&faults=subscribe:billing-error=1102`), else from the last visit; the world is
 * saved per persona after every change and survives a reload. This module is only ever loaded
 * through a dynamic import guarded by the mock-mode flag, so a production build holds none of it.
 */
import { browserStreamFiles } from './media/browser-files.ts';
import { workerRasterArt } from './media/worker-raster-art.ts';
import { setupWorker } from 'msw/browser';
import { createMockBackend, type MockBackend } from './backend.ts';
import { parseCookies, SESSION_COOKIE } from './core/exchange.ts';
import { createWorld } from './scenarios/create-world.ts';
import { startPageClock } from './page-clock.ts';
import type { PersonaId } from './scenarios/personas.ts';
import { prepareGraphQL } from './graphql/http.ts';
import { createMockHandlers } from './msw/handlers.ts';
import { persistedQueryCount, persistedQueryEntries, restorePersistedQueries } from './graphql/documents.ts';
import { loadPersistedQueries, loadSavedMocks, savedMocksOf, savePersistedQueries, saveMocks, type SavedMocks } from './persistence.ts';
import { parseFaults, type FaultSettings } from './scenarios/faults.ts';
import { DEFAULT_PERSONA, isPersonaId, personas } from './scenarios/personas.ts';

export interface BrowserMocks {
  backend: MockBackend;
  stop(): void;
}

function chooseFromUrl(url: URL, saved: SavedMocks | null): { persona: PersonaId; faults: FaultSettings } {
  const asked = url.searchParams.get('scenario');
  if (asked !== null && !isPersonaId(asked)) {
    console.error(`[mocks] Unknown scenario "${asked}"; using ${saved?.persona ?? DEFAULT_PERSONA}. Known: ${Object.keys(personas).join(', ')}.`);
  }
  const persona = asked !== null && isPersonaId(asked) ? asked : (saved?.persona ?? DEFAULT_PERSONA);
  let faults = saved?.faults ?? {};
  const faultText = url.searchParams.get('faults');
  if (faultText !== null) {
    try {
      faults = parseFaults(faultText);
    } catch (error) {
      console.error(`[mocks] ${(error as Error).message}`);
    }
  }
  return { persona, faults };
}

/** A new browser's session id (getRandomValues, which a page on a LAN address over plain http has too). */
function newMockSession(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `mock-session-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export async function startBrowserMocks(): Promise<BrowserMocks> {
  // The world's clock, which the page's Date reads from here on (page-clock.ts): app and world tell one time.
  const clock = startPageClock(window);
  const saved = loadSavedMocks(window.localStorage);
  restorePersistedQueries(loadPersistedQueries(window.localStorage));
  const { persona, faults } = chooseFromUrl(new URL(window.location.href), saved);
  const account = saved?.accounts[persona];

  // The backend is made while the browser registers the service worker, not before: the two overlap,
  // and no request reaches a handler before `start()` below has resolved.
  const made: { backend?: MockBackend } = {};
  const ready = (): MockBackend => {
    if (!made.backend) throw new Error('The mock backend is not ready yet.');
    return made.backend;
  };

  // Saved at once, not debounced: a reload right after a change (or the panel's own reload) must keep it.
  const persist = () => {
    const latest = loadSavedMocks(window.localStorage);
    const world = ready().world;
    saveMocks(window.localStorage, {
      persona: world.persona,
      faults: world.faults,
      accounts: { ...latest?.accounts, [world.persona]: world.account },
      tracked: world.tracked,
      errors: world.errors,
    });
  };
  // What another tab of this origin sent the collector (a receiver tab's events) shows in this tab's world (its Mocks panel).
  window.addEventListener('storage', (event) => {
    const tracked = savedMocksOf(event)?.tracked;
    if (tracked && made.backend) made.backend.world.tracked.splice(0, Infinity, ...tracked);
  });

  // Every contract authenticates with the session cookie; the mock session is always signed in. Each browser keeps a
  // session of its own (made the first time), so that on a standalone mock server (the app's calls pointed at it) each
  // browser has its own world.
  const pageSession = parseCookies(document.cookie)[SESSION_COOKIE] || newMockSession();
  document.cookie = `${SESSION_COOKIE}=${pageSession}; path=/; SameSite=Lax`;
  const handlers = createMockHandlers(
    {
      get world() {
        return ready().world;
      },
      clock,
      worldFor: (request) => ready().worldFor(request),
      placeFor: (request) => ready().placeFor(request),
      handle: async (request) => {
        const learnt = persistedQueryCount();
        const answer = await ready().handle(request);
        if (request.method !== 'GET') persist();
        if (persistedQueryCount() !== learnt) savePersistedQueries(window.localStorage, persistedQueryEntries());
        return answer;
      },
      refuse: (...args) => ready().refuse(...args),
    },
    { origins: [window.location.origin], pageSession },
  );
  const worker = setupWorker(...handlers);
  const started = worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  made.backend = createMockBackend({
    clock,
    world: createWorld({ persona, faults, clock, ...(account ? { account } : {}), ...(saved?.tracked ? { tracked: saved.tracked } : {}), ...(saved?.errors ? { errors: saved.errors } : {}) }),
    streamFiles: browserStreamFiles,
    // The hero art's JPEG is encoded in a worker, not on the thread that draws the app (worker-raster-art.ts).
    rasterArt: workerRasterArt(),
  });
  prepareGraphQL(made.backend.world);
  await started;
  return { backend: made.backend, stop: () => worker.stop() };
}
