// @vitest-environment jsdom
/**
 * The account area's quoted texts as a viewer reads them on the screen (each failure made by the server answering
 * without a message of its own, so the app's words show): the profile modal's load, avatar, switch, save and
 * delete failures, its delete question and 'Edit sign-in information'; the settings page's devices failure and
 * the status after signing all other devices out.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DevicesSection } from '../../../app/features/account/components/DevicesSection.tsx';
import { ProfilesDialog } from '../../../app/features/account/components/profiles/ProfilesDialog.tsx';
import { ORIGIN, setupViewTests } from '../../support/render.tsx';

const view = setupViewTests();

/** A failure without a message of the server's own: the modal says it in its own words. */
const failing = () => HttpResponse.json({ status: 'FAILURE' }, { status: 500 });

const renderDialog = () => view.render(<ProfilesDialog onClose={() => undefined} />);

describe("the profile modal's texts, on the screen", () => {
  it("'Unable to load profiles' when the list cannot be read", async () => {
    view.server.use(http.get(`${ORIGIN}/user/profiles/list.json`, failing));
    renderDialog();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Unable to load profiles');
  });

  it("'Unable to load avatars.' where 'Add profile' waits for them", async () => {
    view.server.use(http.get(`${ORIGIN}/user/avatars`, failing));
    renderDialog();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Unable to load avatars.');
    expect(screen.getByRole('button', { name: 'Add profile' })).toHaveProperty('disabled', true);
  });

  it("'Unable to switch profiles.' when choosing another profile fails", async () => {
    view.server.use(http.post(`${ORIGIN}/user/profiles/switch.json`, failing));
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Sam' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Unable to switch profiles.');
  });

  it("an edited profile offers 'Edit sign-in information'; 'Unable to save profile.' when saving it fails", async () => {
    view.server.use(http.post(`${ORIGIN}/user/profiles/update.json`, failing));
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Edit profiles' }));
    await screen.findByRole('heading', { name: 'Choose a profile to edit' });
    await user.click(screen.getByRole('button', { name: 'Sam' }));
    await screen.findByRole('button', { name: 'Edit sign-in information' });
    const name = screen.getByRole('textbox', { name: 'Profile name' });
    await user.clear(name);
    await user.type(name, 'Samantha');
    await user.click(screen.getByRole('button', { name: 'Finished' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Unable to save profile.');
  });

  it("asks 'Are you sure you want to delete Sam?' and says 'Unable to delete profile.' when it fails", async () => {
    view.server.use(http.post(`${ORIGIN}/user/profiles/delete.json`, failing));
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Edit profiles' }));
    await user.click(await screen.findByRole('button', { name: 'Sam' }));
    await user.click(await screen.findByRole('button', { name: 'Delete this profile' }));
    const question = await screen.findByRole('dialog', { name: 'Delete Profile?' });
    expect(question.textContent).toContain('Are you sure you want to delete Sam?');
    await user.click(within(question).getByRole('button', { name: 'Delete profile' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Unable to delete profile.');
  });
});

describe("the settings page's devices texts, on the screen", () => {
  it("'There was an issue loading your logged in devices.' with 'Error 123' when the list cannot be read", async () => {
    view.server.use(http.get(`${ORIGIN}/user/devices`, failing));
    view.render(<DevicesSection />);
    const devices = await screen.findByRole('region', { name: 'Devices' });
    const alert = await within(devices).findByRole('alert');
    const [message, code] = alert.querySelectorAll('p');
    expect(message?.textContent).toBe('There was an issue loading your logged in devices.');
    expect(code?.textContent).toMatch(/^Error 123 /);
  });

  it("'You are now signed out of your all other devices' after 'Sign out all other devices'", async () => {
    const { user } = view.render(<DevicesSection />);
    await user.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    const devices = screen.getByRole('region', { name: 'Devices' });
    // A polite status in the section, and focus on its heading rather than dropped to the page.
    const status = within(devices).getByRole('status');
    await within(status).findByText('You are now signed out of your all other devices');
    expect(status.textContent).toBe('You are now signed out of your all other devices');
    expect(document.activeElement).toBe(within(devices).getByRole('heading', { level: 2, name: 'Devices' }));
  });
});
