import { ApolloProvider } from '@apollo/client/react';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createGraphQLClient } from '../../../app/api/graphql/client.ts';
import { createRestClients } from '../../../app/api/rest/clients.ts';
import { RestProvider } from '../../../app/api/rest/RestProvider.tsx';
import { ShellProvider } from '../../../app/shell/ShellProvider.tsx';
import { setupNodeMocks } from '../../../mocks/node.ts';
import type { PersonaId } from '../../../mocks/scenarios/personas.ts';
import { TEST_NOW } from '../../support/clock.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

export const ORIGIN = 'http://airwave.test';

/**
 * A billing screen as a viewer meets it, in a jsdom test file: the mock world in node (MSW, on the test
 * clock), the app's REST and GraphQL clients in one session of one persona, the shell's providers, and a
 * fresh container per test. Its helpers wait for what the page shows and press what a viewer presses.
 */
export function billingViewHarness() {
  const { server } = setupNodeMocks({ origin: ORIGIN, now: () => TEST_NOW });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  let container = document.createElement('div');
  let root: Root | null = null;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    server.events.removeAllListeners();
    root?.unmount();
    container.remove();
    // Dialogs the shell drew outside the container.
    document.body.innerHTML = '';
  });

  async function waitFor<T>(find: () => T | null | undefined | false, what: string): Promise<T> {
    for (let tries = 0; tries < 250; tries += 1) {
      const found = find();
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`never saw ${what}; the page shows: ${container.textContent ?? ''}`);
  }

  function button(name: string, scope: ParentNode = container): HTMLButtonElement | undefined {
    return Array.from(scope.querySelectorAll('button')).find((candidate) => candidate.textContent?.trim() === name);
  }

  return {
    server,
    /** This test's container. */
    get container(): HTMLDivElement {
      return container;
    },
    /** Draws `view` for `persona`, in the mock world's session `session`. */
    render(view: ReactElement, { persona, session }: { persona: PersonaId; session: string }): void {
      const headers = { cookie: `airwave_session=${session}`, 'x-mock-scenario': persona };
      const clients = createRestClients({ profileBaseUrl: ORIGIN, billingBaseUrl: ORIGIN, playbackBaseUrl: ORIGIN }, headers);
      const graphql = createGraphQLClient({
        graphqlUrl: `${ORIGIN}/graphql`,
        graphqlApiUrl: `${ORIGIN}/api/graphql`,
        graphqlWsUrl: 'ws://airwave.test/graphql-subscriptions',
        onSessionExpired: () => undefined,
        onNetworkIssue: () => undefined,
        fetch: (input, init) => globalThis.fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), ...headers } }),
      });
      root?.render(
        <MemoryRouter>
          <ApolloProvider client={graphql.apollo}>
            <RestProvider clients={clients}>
              <ShellProvider>{view}</ShellProvider>
            </RestProvider>
          </ApolloProvider>
        </MemoryRouter>,
      );
    },
    waitFor,
    waitForText: (text: string) => waitFor(() => (container.textContent ?? '').includes(text), `'${text}'`),
    /** The button named `name` in `scope` (the container by default), enabled or not. */
    button,
    /** Presses the enabled button named `name`; fails naming what the page shows when there is none. */
    click(name: string, scope: ParentNode = container): void {
      const found = Array.from(scope.querySelectorAll('button')).find((candidate) => candidate.textContent?.trim() === name && !candidate.disabled);
      if (!found) throw new Error(`no enabled button '${name}' in: ${container.textContent ?? ''}`);
      found.click();
    },
  };
}
