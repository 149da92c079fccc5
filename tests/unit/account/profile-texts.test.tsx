// @vitest-environment jsdom
/**
 * The account area's quoted texts as a viewer reads them on the screen (each failure made by the server answering
 * without a message of its own, so the app's words show): the profile modal's load, avatar, switch, save and
 * delete failures, its delete question and 'Edit sign-in information'; the settings page's devices failure and
 * the toast after signing all other devices out.
 */
import { MockedProvider } from '@apollo/client/testing/react';
import { http, HttpResponse } from 'msw';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRestClients } from '../../../app/api/rest/clients.ts';
import { RestProvider } from '../../../app/api/rest/RestProvider.tsx';
import { DevicesSection } from '../../../app/features/account/components/DevicesSection.tsx';
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
  document.body.innerHTML = '';
});

/** A failure without a message of the server's own: the modal says it in its own words. */
const failing = () => HttpResponse.json({ status: 'FAILURE' }, { status: 500 });

async function waitFor<T>(find: () => T | null | undefined | false, what: string): Promise<T> {
  for (let tries = 0; tries < 250; tries += 1) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never saw ${what}; the page shows: ${document.body.textContent ?? ''}`);
}

const button = (name: string) => waitFor(() => Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent?.trim() === name && !candidate.disabled), `the button '${name}'`);
const alertSaying = (text: string) => waitFor(() => Array.from(document.querySelectorAll('[role=alert]')).find((alert) => alert.textContent === text), `the alert '${text}'`);

function render(view = <ProfilesDialog onClose={() => undefined} />) {
  const clients = createRestClients({ profileBaseUrl: ORIGIN, billingBaseUrl: ORIGIN, playbackBaseUrl: ORIGIN }, { cookie: `airwave_session=profile-texts-${Math.random()}` });
  root.render(
    <MockedProvider>
      <RestProvider clients={clients}>
        <ShellProvider>{view}</ShellProvider>
      </RestProvider>
    </MockedProvider>,
  );
}

describe("the profile modal's texts, on the screen", () => {
  it("'Unable to load profiles' when the list cannot be read", async () => {
    server.use(http.get(`${ORIGIN}/user/profiles/list.json`, failing));
    render();
    expect((await alertSaying('Unable to load profiles')).textContent).toBe('Unable to load profiles');
  });

  it("'Unable to load avatars.' where 'Add profile' waits for them", async () => {
    server.use(http.get(`${ORIGIN}/user/avatars`, failing));
    render();
    await alertSaying('Unable to load avatars.');
    expect(Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent === 'Add profile')?.disabled).toBe(true);
  });

  it("'Unable to switch profiles.' when choosing another profile fails", async () => {
    server.use(http.post(`${ORIGIN}/user/profiles/switch.json`, failing));
    render();
    (await button('Sam')).click();
    await alertSaying('Unable to switch profiles.');
  });

  it("an edited profile offers 'Edit sign-in information'; 'Unable to save profile.' when saving it fails", async () => {
    server.use(http.post(`${ORIGIN}/user/profiles/update.json`, failing));
    render();
    (await button('Edit profiles')).click();
    await waitFor(() => document.querySelector('[role=dialog] h2')?.textContent === 'Choose a profile to edit', "'Choose a profile to edit'");
    (await button('Sam')).click();
    await button('Edit sign-in information');
    const input = await waitFor(() => document.querySelector<HTMLInputElement>('input[type=text]'), 'the name field');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'Samantha');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    (await button('Finished')).click();
    await alertSaying('Unable to save profile.');
  });

  it("asks 'Are you sure you want to delete Sam?' and says 'Unable to delete profile.' when it fails", async () => {
    server.use(http.post(`${ORIGIN}/user/profiles/delete.json`, failing));
    render();
    (await button('Edit profiles')).click();
    (await button('Sam')).click();
    (await button('Delete this profile')).click();
    const question = await waitFor(() => Array.from(document.querySelectorAll('[role=dialog]')).find((dialog) => dialog.querySelector('h2')?.textContent === 'Delete Profile?'), "'Delete Profile?'");
    expect(question.textContent).toContain('Are you sure you want to delete Sam?');
    (await button('Delete profile')).click();
    await alertSaying('Unable to delete profile.');
  });
});

describe("the settings page's devices texts, on the screen", () => {
  it("'There was an issue loading your logged in devices.' with 'Error 123' when the list cannot be read", async () => {
    server.use(http.get(`${ORIGIN}/user/devices`, failing));
    render(<DevicesSection />);
    const alert = await waitFor(() => document.querySelector('.settings-section [role=alert]'), 'the devices failure');
    expect(alert.querySelector('p')?.textContent).toBe('There was an issue loading your logged in devices.');
    expect(alert.querySelectorAll('p')[1]?.textContent).toMatch(/^Error 123 /);
  });

  it("'You are now signed out of your all other devices' after 'Sign out all other devices'", async () => {
    render(<DevicesSection />);
    (await button('Sign out all other devices')).click();
    await waitFor(() => document.querySelector('.toasts')?.textContent === 'You are now signed out of your all other devices', 'the signed-out toast');
  });
});
