// @vitest-environment jsdom
/**
 * The reactivation page's Reactivate for an account a provider billed: the provider-managed warning for an
 * ended subscription first, through the REST provider, the app's clients and the mock world in node (MSW).
 * The deactivated persona's signup details are answered as if Apple had billed it (no persona has that).
 */
import { ApolloProvider } from '@apollo/client/react';
import { http, HttpResponse } from 'msw';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGraphQLClient } from '../../../app/api/graphql/client.ts';
import { createRestClients } from '../../../app/api/rest/clients.ts';
import { RestProvider } from '../../../app/api/rest/RestProvider.tsx';
import { ReactivationView } from '../../../app/features/billing/components/ReactivationView.tsx';
import type { SignupDetails } from '../../../app/features/billing/logic/types.ts';
import { ShellProvider } from '../../../app/shell/ShellProvider.tsx';
import { createMockBackend } from '../../../mocks/backend.ts';
import { SESSION_COOKIE } from '../../../mocks/core/exchange.ts';
import { setupNodeMocks } from '../../../mocks/node.ts';
import { TEST_NOW } from '../../support/clock.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const ORIGIN = 'http://airwave.test';
const { server } = setupNodeMocks({ origin: ORIGIN, now: () => TEST_NOW });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let container: HTMLDivElement;
let root: Root;
let subscribes = 0;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  subscribes = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/billing/subscribe')) subscribes += 1;
  });
  // The deactivated account, billed by Apple before it ended.
  server.use(
    http.get(`${ORIGIN}/billing/signup_details`, async () => HttpResponse.json({ success: true, result: { ...(await deactivatedSignupDetails()), biller: 'apple' } })),
  );
});
afterEach(() => {
  server.events.removeAllListeners();
  root.unmount();
  container.remove();
});

/** The deactivated persona's GET /billing/signup_details result, from a mock world of its own. */
async function deactivatedSignupDetails(): Promise<SignupDetails> {
  const backend = createMockBackend({ persona: 'deactivated', now: () => TEST_NOW });
  const response = await backend.handle({ method: 'GET', origin: ORIGIN, path: '/billing/signup_details', query: new URLSearchParams(), headers: {}, cookies: { [SESSION_COOKIE]: 'signup' }, body: undefined });
  if (!response || response.body.kind !== 'json') throw new Error('No JSON signup details');
  const text = response.body.encoded ? new TextDecoder().decode(response.body.encoded) : JSON.stringify(response.body.value);
  const envelope = JSON.parse(text) as { result?: SignupDetails };
  if (!envelope.result) throw new Error(`No signup details: ${text}`);
  return envelope.result;
}

function render() {
  const headers = { cookie: 'airwave_session=reactivation-descriptor', 'x-mock-scenario': 'deactivated' };
  const clients = createRestClients({ profileBaseUrl: ORIGIN, billingBaseUrl: ORIGIN, playbackBaseUrl: ORIGIN }, headers);
  const graphql = createGraphQLClient({
    graphqlUrl: `${ORIGIN}/graphql`,
    graphqlApiUrl: `${ORIGIN}/api/graphql`,
    graphqlWsUrl: 'ws://airwave.test/graphql-subscriptions',
    onSessionExpired: () => undefined,
    onNetworkIssue: () => undefined,
    fetch: (input, init) => globalThis.fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), ...headers } }),
  });
  root.render(
    <MemoryRouter>
      <ApolloProvider client={graphql.apollo}>
        <RestProvider clients={clients}>
          <ShellProvider>
            <ReactivationView title="Welcome back" />
          </ShellProvider>
        </RestProvider>
      </ApolloProvider>
    </MemoryRouter>,
  );
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 250; tries += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never ${what}: ${container.textContent ?? ''}`);
}

function button(scope: ParentNode, name: string): HTMLButtonElement {
  const found = Array.from(scope.querySelectorAll('button')).find((candidate) => candidate.textContent?.trim() === name && !candidate.disabled);
  if (!found) throw new Error(`no enabled button '${name}' in: ${container.textContent ?? ''}`);
  return found;
}

const dialog = () => container.querySelector<HTMLElement>('[role="dialog"]');

describe("the reactivation page's Reactivate for an account a provider billed", () => {
  it('first warns that the provider may still bill; Go back sends nothing, Continue reactivates', async () => {
    render();
    await until(() => (container.textContent ?? '').includes('Welcome back,'), 'greeted');
    button(container, 'Reactivate').click();
    await until(() => dialog() !== null, 'warned');
    expect(dialog()?.textContent).toContain('Billed by Apple');
    expect(dialog()?.textContent).toContain(
      'Your last Airwave subscription was billed by Apple. If you reactivate here, Airwave bills you directly: if Apple still has a subscription for you, cancel it with Apple so you are not billed twice.',
    );
    const current = dialog();
    if (!current) throw new Error('no dialog');
    button(current, 'Go back').click();
    await until(() => dialog() === null, 'closed');
    expect(subscribes).toBe(0);

    button(container, 'Reactivate').click();
    await until(() => dialog() !== null, 'warned again');
    const again = dialog();
    if (!again) throw new Error('no dialog');
    button(again, 'Continue').click();
    await until(() => subscribes === 1, 'reactivated');
    expect(dialog()).toBeNull();
  });
});
