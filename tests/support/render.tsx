/**
 * A component or screen as a viewer meets it, in a jsdom test file: Testing Library's `render` inside the app's
 * providers (a router, the app's own Apollo client and REST clients, the shell's modals, notices and toasts) over
 * the mock world in node (MSW's `setupServer`, on the test clock). Read the screen with `screen` queries by role
 * and name, act with the `user` it returns (user-event), and wait with `findBy…` / `waitFor`:
 *
 * ```tsx
 * // @vitest-environment jsdom
 * const view = setupViewTests();
 * it("says 'Unable to load profiles'", async () => {
 *   view.server.use(http.get(`${ORIGIN}/user/profiles/list.json`, () => HttpResponse.json({ status: 'FAILURE' }, { status: 500 })));
 *   view.render(<ProfilesDialog onClose={() => undefined} />);
 *   expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Unable to load profiles');
 * });
 * ```
 *
 * A test that changes the world itself (creates notifications, reads what a hook stored in it) or needs its own
 * persona, faults or clock takes a world of its own: `setupViewTests({}, { worldPerTest: true })`, then
 * `view.startWorld({ persona: 'visitor', faults, now: runningClock() })` in the test (or a `beforeEach`) before it
 * renders; `view.backend` and `view.server` are that test's, and the world is closed after it.
 *
 * Call `setupViewTests()` once per file, at its top: the test files of a vitest worker share the modules they load
 * (vitest.config.ts `isolate: false`, no globals), so Testing Library's own automatic clean-up never registers; the
 * hooks this adds do it instead — after each test the rendered trees are unmounted, the GraphQL clients stopped and
 * the handlers a test added removed; after the file the server is closed and React's act flag put back.
 */
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, configure, getConfig, render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createGraphQLClient, type GraphQLClient } from '../../app/api/graphql/client.ts';
import { createRestClients, type RestClients } from '../../app/api/rest/clients.ts';
import { RestProvider } from '../../app/api/rest/RestProvider.tsx';
import { ShellProvider } from '../../app/kit/ShellProvider.tsx';
import type { MockBackendOptions } from '../../mocks/backend.ts';
import { setupNodeMocks, type NodeMocks } from '../../mocks/node.ts';
import type { PersonaId } from '../../mocks/scenarios/personas.ts';
import { TEST_NOW } from './clock.ts';

/** The origin the app's clients call and the node mock world answers. */
export const ORIGIN = 'http://airwave.test';

/**
 * How long `findBy…` and `waitFor` wait for the screen: generous, because the machine may be busy (a bound on a
 * hang, not a speed target). Testing Library's own default is one second. Home's first screen in a fresh jsdom, drawn
 * in a deferred render React cuts into slices, took over 10 s to show its hero at a load average of 50 (a third of a
 * test's 60 s backstop, vitest.config.ts, is still room for two such waits and the steps between).
 */
export const SCREEN_PATIENCE_MS = 20_000;

export interface RenderViewOptions {
  /** The mock world's persona for this view's requests (`x-mock-scenario`); the file's world by default. */
  persona?: PersonaId;
  /** Faults for this view's requests only (`x-mock-faults`, e.g. `checkGeoFence:geo-fail`). */
  faults?: string;
  /** The session cookie's value: a fresh session per view by default, so no test sees another's changes. */
  session?: string;
  /** The router's path (`/player/mytv` by default). */
  path?: string;
  /** Render inside `<StrictMode>` (effects run twice), as the app does. */
  strict?: boolean;
  /** What the app's GraphQL client reports (a test may assert that nothing was): nothing is done by default. */
  onNetworkIssue?: () => void;
  onSessionExpired?: () => void;
}

export interface ViewTestsOptions {
  /**
   * A fresh mock world for each test, started with `startWorld(options)` (the file's options under the test's),
   * closed after the test; without it, the file shares one world (a fresh session per view).
   */
  worldPerTest?: boolean;
}

/** What a test reads the screen through is `screen`; the render gives the rest. */
export type RenderedView = Pick<RenderResult, 'container' | 'baseElement' | 'rerender' | 'unmount' | 'debug'> & {
  /** user-event, set up for this view (and for vitest's fake timers when they are on). */
  user: UserEvent;
  rest: RestClients;
  graphql: GraphQLClient;
};

interface ActEnvironment {
  IS_REACT_ACT_ENVIRONMENT?: boolean;
}

let sessions = 0;

/** Registers the file's hooks and returns its mock world and `render`. */
export function setupViewTests(
  world: Omit<MockBackendOptions, 'streamFiles'> = {},
  { worldPerTest = false }: ViewTestsOptions = {},
): NodeMocks & {
  render: (ui: ReactElement, options?: RenderViewOptions) => RenderedView;
  /** With `worldPerTest`: starts this test's world (call it before rendering). */
  startWorld: (options?: Omit<MockBackendOptions, 'streamFiles'>) => NodeMocks;
} {
  // A GraphQL request's time budget is wall time (5 s by default): on a loaded machine a view's first Home build can pass
  // it and be answered 503, and the page then shows what a failure shows. Views are not about that budget, so a test
  // that is sets its own.
  const createWorld = (options: Omit<MockBackendOptions, 'streamFiles'> = {}) =>
    setupNodeMocks({ origin: ORIGIN, now: () => TEST_NOW, timeBudgetMs: 10 * 60_000, ...world, ...options });
  // The file's world, or (worldPerTest) the current test's, started by startWorld.
  let mocks: NodeMocks | null = worldPerTest ? null : createWorld();
  const current = (): NodeMocks => {
    if (!mocks) throw new Error('No mock world yet: call startWorld() in the test before rendering (setupViewTests with worldPerTest).');
    return mocks;
  };
  const clients: GraphQLClient[] = [];
  const actEnvironment = globalThis as ActEnvironment;
  let previousAct: boolean | undefined;
  let previousTimeout = getConfig().asyncUtilTimeout;

  function startWorld(options: Omit<MockBackendOptions, 'streamFiles'> = {}): NodeMocks {
    if (!worldPerTest) throw new Error('startWorld() needs setupViewTests(…, { worldPerTest: true }): this file shares one world.');
    mocks?.server.close();
    mocks = createWorld(options);
    mocks.server.listen({ onUnhandledRequest: 'error' });
    return mocks;
  }

  beforeAll(() => {
    // The mock world's answers land outside act(), whenever they arrive: React is told not to expect act() around
    // every update (it would warn about each answer). Testing Library turns the flag on itself for the renders and
    // events it wraps in act().
    previousAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    previousTimeout = getConfig().asyncUtilTimeout;
    configure({ asyncUtilTimeout: SCREEN_PATIENCE_MS });
    mocks?.server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(async () => {
    cleanup();
    for (const client of clients.splice(0)) {
      await client.subscriptions.dispose();
      client.apollo.stop();
    }
    if (worldPerTest) {
      mocks?.server.close();
      mocks = null;
    } else {
      mocks?.server.resetHandlers();
      mocks?.server.events.removeAllListeners();
    }
    // Anything a dialog or a test drew outside the rendered container.
    document.body.innerHTML = '';
  });
  afterAll(() => {
    mocks?.server.close();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousAct;
    configure({ asyncUtilTimeout: previousTimeout });
  });

  function renderView(ui: ReactElement, { persona, faults, session, path = '/player/mytv', strict = false, onNetworkIssue, onSessionExpired }: RenderViewOptions = {}): RenderedView {
    current();
    sessions += 1;
    const headers: Record<string, string> = { cookie: `airwave_session=${session ?? `view-test-${sessions}`}` };
    if (persona) headers['x-mock-scenario'] = persona;
    if (faults) headers['x-mock-faults'] = faults;
    const rest = createRestClients({ profileBaseUrl: ORIGIN, billingBaseUrl: ORIGIN, playbackBaseUrl: ORIGIN }, headers);
    const graphql = createGraphQLClient({
      graphqlUrl: `${ORIGIN}/graphql`,
      graphqlApiUrl: `${ORIGIN}/api/graphql`,
      graphqlWsUrl: `${ORIGIN.replace('http', 'ws')}/graphql-subscriptions`,
      onSessionExpired: onSessionExpired ?? (() => undefined),
      onNetworkIssue: onNetworkIssue ?? (() => undefined),
      fetch: (input, init) => globalThis.fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), ...headers } }),
    });
    clients.push(graphql);
    function Providers({ children }: { children: ReactNode }) {
      const tree = (
        <MemoryRouter initialEntries={[path]}>
          <ApolloProvider client={graphql.apollo}>
            <RestProvider clients={rest}>
              <ShellProvider>{children}</ShellProvider>
            </RestProvider>
          </ApolloProvider>
        </MemoryRouter>
      );
      return strict ? <StrictMode>{tree}</StrictMode> : tree;
    }
    // No pause between keys and clicks (nothing here depends on one, and each costs a turn of the busy machine's
    // event loop); with vitest's fake timers on, any wait user-event makes moves them along.
    const user = userEvent.setup({ delay: null, ...(vi.isFakeTimers() ? { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) } : {}) });
    const { container, baseElement, rerender, unmount, debug } = render(ui, { wrapper: Providers });
    return { container, baseElement, rerender, unmount, debug, user, rest, graphql };
  }

  return {
    get backend() {
      return current().backend;
    },
    get server() {
      return current().server;
    },
    render: renderView,
    startWorld,
  };
}
