// @vitest-environment jsdom
/**
 * The profile modal through the REST provider, the app's clients and the mock world in node (MSW): the
 * profiles it lists, add with a random avatar, and a failed create shown above the editor.
 */
import { MockedProvider } from '@apollo/client/testing/react';
import { http, HttpResponse } from 'msw';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRestClients } from '../../../app/api/rest/clients.ts';
import { RestProvider } from '../../../app/api/rest/RestProvider.tsx';
import { ProfilesDialog } from '../../../app/features/account/components/ProfilesDialog.tsx';
import { ShellProvider } from '../../../app/shell/ShellProvider.tsx';
import { setupNodeMocks } from '../../../mocks/node.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const ORIGIN = 'http://airwave.test';
const { server } = setupNodeMocks({ origin: ORIGIN });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  root.unmount();
  container.remove();
});

async function waitFor<T>(find: () => T | null | undefined, what: string): Promise<T> {
  for (let tries = 0; tries < 200; tries += 1) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never saw ${what}; the page shows: ${container.textContent ?? ''}`);
}

function button(name: string): HTMLButtonElement | undefined {
  return Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent?.trim() === name && !candidate.disabled);
}

function render() {
  // Outside a browser the session cookie goes in the clients' headers.
  const clients = createRestClients({ profileBaseUrl: ORIGIN, billingBaseUrl: ORIGIN, playbackBaseUrl: ORIGIN }, { cookie: 'airwave_session=node-test' });
  root.render(
    <MockedProvider>
      <RestProvider clients={clients}>
        <ShellProvider>
          <div>
            <ProfilesDialog onClose={() => undefined} />
          </div>
        </ShellProvider>
      </RestProvider>
    </MockedProvider>,
  );
}

describe('the profile modal', () => {
  it('lists the profiles in select mode and adds one with an avatar from the list', async () => {
    render();
    await waitFor(() => button('Sam'), 'the profile Sam');
    expect(document.querySelector('[role=dialog] h2')?.textContent).toBe('Profiles');
    (await waitFor(() => button('Add profile'), 'Add profile enabled once the avatars load')).click();
    await waitFor(() => document.querySelector('[role=dialog] h2')?.textContent === 'Add profile' || null, 'the add mode');
    expect(document.querySelector('img[alt^="Avatar: "]')).not.toBeNull();
  });

  it("shows 'Unable to create profile.' above the editor when create fails without a message", async () => {
    server.use(http.post(`${ORIGIN}/user/profiles/create.json`, () => HttpResponse.json({ status: 'FAILURE' }, { status: 500 })));
    render();
    (await waitFor(() => button('Add profile'), 'Add profile')).click();
    const input = await waitFor(() => document.querySelector<HTMLInputElement>('input[type=text]'), 'the name field');
    // React reads the value through its own setter: set it the way a user's typing does.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'Casey');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    (await waitFor(() => button('Finished'), 'Finished')).click();
    await waitFor(() => Array.from(document.querySelectorAll('[role=alert]')).find((alert) => alert.textContent === 'Unable to create profile.'), 'the create error');
  });
});
