// @vitest-environment jsdom
/**
 * The profile modal through the REST provider, the app's clients and the mock world in node (MSW): the
 * profiles it lists, add with a random avatar, and the texts of a failed create and of a sign-in change (an
 * empty primary email, a failed email or mobile change, poll or resend) when the server answers FAILURE without
 * a message of its own. The modal's other failures are in profile-texts.test.tsx.
 */
import { MockedProvider } from '@apollo/client/testing/react';
import { http, HttpResponse } from 'msw';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
  // Up to 10 s: a busy machine answers slowly.
  for (let tries = 0; tries < 500; tries += 1) {
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


/** Sets an input's value the way a user's typing does (React reads it through its own setter). */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function alertSaying(text: string) {
  return waitFor(() => Array.from(document.querySelectorAll('[role=alert]')).find((alert) => alert.textContent === text), `the alert '${text}'`);
}

/** FAILURE with no message of its own: the modal shows its own text for the action. */
const refuse = () => HttpResponse.json({ status: 'FAILURE' }, { status: 500 });

async function editProfile(name: string) {
  (await waitFor(() => button('Edit profiles'), 'Edit profiles')).click();
  await waitFor(() => document.querySelector('[role=dialog] h2')?.textContent === 'Choose a profile to edit' || null, 'select-edit mode');
  (await waitFor(() => button(name), name)).click();
  await waitFor(() => document.querySelector('[role=dialog] h2')?.textContent === 'Edit profile' || null, 'edit mode');
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

  it("changes sign-in information: an empty primary email says 'Please enter an email.', a failed change 'Unable to save email.' and 'Unable to update mobile number.'", async () => {
    server.use(http.post(`${ORIGIN}/user/change_email/init`, refuse), http.post(`${ORIGIN}/user/change_mobile_number/init`, refuse));
    render();
    await waitFor(() => button('Jordan'), 'the profiles');
    await editProfile('Jordan');
    (await waitFor(() => button('Edit sign-in information'), 'Edit sign-in information')).click();
    const email = await waitFor(() => document.querySelector<HTMLInputElement>('input[type=email]'), 'the email field');
    type(email, '');
    email.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await alertSaying('Please enter an email.');
    type(email, 'jordan.new@example.com');
    email.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    (await waitFor(() => button('Verify'), 'Verify enabled')).click();
    await alertSaying('Unable to save email.');

    (await waitFor(() => button('Edit mobile number instead'), 'Edit mobile number instead')).click();
    const mobile = await waitFor(() => document.querySelector<HTMLInputElement>('input[type=tel]'), 'the mobile field');
    expect(button('Edit email instead')).toBeDefined();
    type(mobile, '(512) 555-0177');
    mobile.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    (await waitFor(() => button('Verify'), 'Verify enabled')).click();
    await alertSaying('Unable to update mobile number.');
  });

  /** Jordan's email changed to a new address: the modal verifying it (the init answered with a 1-second poll). */
  async function verifyingNewEmail() {
    render();
    await waitFor(() => button('Jordan'), 'the profiles');
    await editProfile('Jordan');
    (await waitFor(() => button('Edit sign-in information'), 'Edit sign-in information')).click();
    const email = await waitFor(() => document.querySelector<HTMLInputElement>('input[type=email]'), 'the email field');
    type(email, 'jordan.new@example.com');
    email.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    (await waitFor(() => button('Verify'), 'Verify enabled')).click();
  }

  it("says 'Unable to verify email.' when a poll fails, back at the email field", async () => {
    server.use(
      http.post(`${ORIGIN}/user/change_email/init`, () => HttpResponse.json({ status: 'SUCCESS', polling_interval_seconds: 1, can_resend: true })),
      http.post(`${ORIGIN}/user/change_email/poll`, refuse),
    );
    await verifyingNewEmail();
    await alertSaying('Unable to verify email.');
    expect(document.querySelector<HTMLInputElement>('input[type=email]')?.value).toBe('jordan.new@example.com');
  });

  it("says 'We were unable to send a message/code.' when a resend fails", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      server.use(
        http.post(`${ORIGIN}/user/change_email/init`, () => HttpResponse.json({ status: 'SUCCESS', polling_interval_seconds: 60, can_resend: true })),
        http.post(`${ORIGIN}/user/change_email/resend`, refuse),
      );
      await verifyingNewEmail();
      await waitFor(() => Array.from(document.querySelectorAll('[role=dialog] h2, [role=dialog] h3')).find((heading) => heading.textContent === 'Check your email'), 'the verifying panel');
      // Resend shows 15 s after the message was sent.
      vi.advanceTimersByTime(15_000);
      (await waitFor(() => button('Resend'), 'Resend')).click();
      await alertSaying('We were unable to send a message/code.');
    } finally {
      // The modal's timers were set on the fake clock: they go with it, the view first.
      root.unmount();
      root = createRoot(container);
      vi.useRealTimers();
    }
  });
});
