// @vitest-environment jsdom
/**
 * The profile modal through the REST provider, the app's clients and the mock world in node (MSW): the
 * profiles it lists, add with a random avatar, and the texts of a failed create and of a sign-in change (an
 * empty primary email, a failed email or mobile change, poll or resend) when the server answers FAILURE without
 * a message of its own. The modal's other failures are in profile-texts.test.tsx.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ProfilesDialog } from '../../../app/features/account/components/profiles/ProfilesDialog.tsx';
import { ORIGIN, setupViewTests } from '../../support/render.tsx';

const view = setupViewTests();

const renderDialog = () => view.render(<ProfilesDialog onClose={() => undefined} />);

/** FAILURE with no message of its own: the modal shows its own text for the action. */
const refuse = () => HttpResponse.json({ status: 'FAILURE' }, { status: 500 });

const alertSaying = (text: string) => screen.findByText(text, { selector: '[role=alert]' });

/** 'Add profile', enabled once the avatars load. */
const addProfile = () => waitFor(() => {
  const button = screen.getByRole('button', { name: 'Add profile' });
  expect(button).toHaveProperty('disabled', false);
  return button;
});

async function editProfile(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name: 'Edit profiles' }));
  await screen.findByRole('dialog', { name: 'Choose a profile to edit' });
  await user.click(screen.getByRole('button', { name }));
  await screen.findByRole('dialog', { name: 'Edit profile' });
}

/** Replaces what the field holds the way a viewer does, then leaves it (the field checks what it holds on leaving). */
async function retype(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
  await user.tab();
}

describe('the profile modal', () => {
  it('lists the profiles in select mode and adds one with an avatar from the list', async () => {
    const { user } = renderDialog();
    await screen.findByRole('button', { name: 'Sam' });
    expect(screen.getByRole('dialog', { name: 'Profiles' })).toBeDefined();
    await user.click(await addProfile());
    await screen.findByRole('dialog', { name: 'Add profile' });
    expect(screen.getByRole('img', { name: /^Avatar: / })).toBeDefined();
  });

  it("shows 'Unable to create profile.' above the editor when create fails without a message", async () => {
    view.server.use(http.post(`${ORIGIN}/user/profiles/create.json`, refuse));
    const { user } = renderDialog();
    await user.click(await addProfile());
    await user.type(await screen.findByRole('textbox', { name: 'Profile name' }), 'Casey');
    await user.click(screen.getByRole('button', { name: 'Finished' }));
    await alertSaying('Unable to create profile.');
  });

  it("changes sign-in information: an empty primary email says 'Please enter an email.', a failed change 'Unable to save email.' and 'Unable to update mobile number.'", async () => {
    view.server.use(http.post(`${ORIGIN}/user/change_email/init`, refuse), http.post(`${ORIGIN}/user/change_mobile_number/init`, refuse));
    const { user } = renderDialog();
    await editProfile(user, 'Jordan');
    await user.click(await screen.findByRole('button', { name: 'Edit sign-in information' }));
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await retype(user, email, '');
    await alertSaying('Please enter an email.');
    await retype(user, email, 'jordan.new@example.com');
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    await alertSaying('Unable to save email.');

    await user.click(screen.getByRole('button', { name: 'Edit mobile number instead' }));
    const mobile = await screen.findByRole('textbox', { name: 'Mobile number' });
    expect(screen.getByRole('button', { name: 'Edit email instead' })).toBeDefined();
    await retype(user, mobile, '(512) 555-0177');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await alertSaying('Unable to update mobile number.');
  });

  /** Jordan's email changed to a new address: the modal verifying it (the init answered with a 1-second poll). */
  async function verifyingNewEmail() {
    const { user } = renderDialog();
    await editProfile(user, 'Jordan');
    await user.click(await screen.findByRole('button', { name: 'Edit sign-in information' }));
    await retype(user, await screen.findByRole('textbox', { name: 'Email' }), 'jordan.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    return user;
  }

  it("says 'Unable to verify email.' when a poll fails, back at the email field", async () => {
    view.server.use(
      http.post(`${ORIGIN}/user/change_email/init`, () => HttpResponse.json({ status: 'SUCCESS', polling_interval_seconds: 1, can_resend: true })),
      http.post(`${ORIGIN}/user/change_email/poll`, refuse),
    );
    await verifyingNewEmail();
    await alertSaying('Unable to verify email.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'jordan.new@example.com');
  });

  it("says 'We were unable to send a message/code.' when a resend fails", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      view.server.use(
        http.post(`${ORIGIN}/user/change_email/init`, () => HttpResponse.json({ status: 'SUCCESS', polling_interval_seconds: 60, can_resend: true })),
        http.post(`${ORIGIN}/user/change_email/resend`, refuse),
      );
      const user = await verifyingNewEmail();
      await screen.findByRole('heading', { name: 'Check your email' });
      // Resend shows 15 s after the message was sent.
      act(() => vi.advanceTimersByTime(15_000));
      await user.click(await screen.findByRole('button', { name: 'Resend' }));
      await alertSaying('We were unable to send a message/code.');
    } finally {
      // The modal's timers were set on the fake clock: they go with it, the view first.
      cleanup();
      vi.useRealTimers();
    }
  });
});
