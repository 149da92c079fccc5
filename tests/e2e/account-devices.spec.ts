import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD, navigateInApp } from './support/pages.ts';
import { controlMocks } from './support/mock-control.ts';

// The account area's devices, preferences, Smart TV link, do-not-sell route, footer and reduced layouts on
// the mock build.

/** Sends a GraphQL operation from inside the page, so it reaches the same mock world the app uses. */
async function graphql(page: Page, query: string) {
  return page.evaluate(async (query) => {
    const response = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    return response.status;
  }, query);
}

test('a household with nine devices chooses some, all or none, and signs two chosen devices out', async ({ page }) => {
  test.slow();
  await page.goto('/player/user/settings?scenario=big-household');
  const devices = page.getByRole('region', { name: 'Devices' });
  const items = devices.locator('.device');
  await expect(items).toHaveCount(3, FIRST_LOAD);
  // Three shown, then Show More / Show Less.
  await devices.getByRole('button', { name: 'Show More' }).click();
  await expect(items).toHaveCount(9);
  await devices.getByRole('button', { name: 'Show Less' }).click();
  await expect(items).toHaveCount(3);

  // This browser has no checkbox; every other device has one.
  await expect(items.first()).toContainText('(this device)');
  await expect(items.first().getByRole('checkbox')).toHaveCount(0);
  const selectAll = devices.getByRole('checkbox', { name: 'Select all devices' });
  const signOutSelected = devices.getByRole('button', { name: 'Sign out selected devices' });
  await expect(selectAll).not.toBeChecked();
  await expect(signOutSelected).toBeDisabled();

  // One chosen: the select-all box is indeterminate.
  const roku = devices.getByRole('checkbox', { name: /^Roku Sam/ });
  await roku.check();
  await expect(selectAll).toBeChecked({ indeterminate: true });
  await expect(signOutSelected).toBeEnabled();
  await expectNoSeriousAccessibilityViolations(page);
  // Select all chooses every other device (the hidden ones too), again chooses none.
  await selectAll.click();
  await expect(selectAll).toBeChecked();
  await devices.getByRole('button', { name: 'Show More' }).click();
  await expect(devices.getByRole('checkbox', { name: /^LG TV/ })).toBeChecked();
  await selectAll.click();
  await expect(selectAll).not.toBeChecked();
  await expect(devices.getByRole('checkbox', { checked: true })).toHaveCount(0);

  // Two chosen devices signed out: the confirmation, and the list without them.
  await roku.check();
  await devices.getByRole('checkbox', { name: /^Fire TV Kids/ }).check();
  await signOutSelected.click();
  // The spec's words as the section's polite status, and focus on the section's heading, not dropped to the page.
  const signedOut = devices.getByRole('status');
  await expect(signedOut).toHaveText('You are now signed out of your selected devices');
  await expect(signedOut).toBeVisible();
  await expect(devices.getByRole('heading', { level: 2, name: 'Devices' })).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  await expect(devices.getByRole('button', { name: 'Show More' })).toBeVisible();
  await devices.getByRole('button', { name: 'Show More' }).click();
  await expect(items).toHaveCount(7);
  await expect(devices.getByText('Fire TV', { exact: true })).toHaveCount(0);
  await expect(devices.getByText('Roku', { exact: true })).toHaveCount(0);
  await expect(selectAll).not.toBeChecked();
  await expectNoSeriousAccessibilityViolations(page);
});

test("a sign-out the server fails says 'Something went wrong.' with its reason, and every device stays", async ({ page }) => {
  await page.goto('/player/user/settings?faults=logoutDevices:status=500');
  const devices = page.getByRole('region', { name: 'Devices' });
  const items = devices.locator('.device');
  await expect(items).toHaveCount(3, FIRST_LOAD);
  await devices.getByRole('button', { name: 'Sign out all other devices' }).click();
  const alert = devices.getByRole('alert');
  await expect(alert).toContainText('Something went wrong.');
  await expect(alert).toContainText('500: Internal Server Error');
  await expect(items).toHaveCount(3);
  await expect(page.getByText('You are now signed out of your all other devices')).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});

test('the Smart TV link signs a TV in with a valid token, confirms it by name before moving on, and says so for an expired one', async ({ page }) => {
  test.slow();
  await page.goto('/player/link/TV1234');
  // The page confirms the TV it signed in, named as the device list names it, before it moves on by itself.
  const confirmed = page.getByRole('main').getByRole('status').filter({ has: page.getByRole('heading', { level: 2, name: 'You have been signed in on your Smart TV.' }) });
  await expect(confirmed).toBeVisible(FIRST_LOAD);
  await expect(confirmed.getByText('Samsung TV is now signed in to your account and ready to watch.', { exact: true })).toBeVisible();
  await expect(confirmed.getByRole('button', { name: 'Continue' })).toBeFocused();
  await expect(page).toHaveURL(/\/player\/link\/TV1234$/);
  await expectNoSeriousAccessibilityViolations(page);
  await page.clock.runFor(8_000);
  await expect(page).toHaveURL(/\/player\/mytv$/, FIRST_LOAD);
  const notice = page.locator('.notice');
  await expect(notice).toContainText('You have been signed in on your Smart TV.');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  // The TV is among the signed-in devices (Settings reached inside the app, as the account menu's link does).
  await navigateInApp(page, '/player/user/settings');
  await page.getByRole('button', { name: 'Show More' }).click(FIRST_LOAD);
  await expect(page.getByText('Samsung TV', { exact: true })).toBeVisible();

  // An expired token, slow to answer: the link page while it waits, then the notice on the default page. The answer is
  // held until the page's clock is moved on: held 2 s of that clock, which runs at the real pace, it came before a busy
  // machine's first draw had been looked at, and the link page was gone. The clock jumps (fastForward), again until the
  // answer has come.
  await page.goto(`/player/link/TVEXPIRED1?faults=${encodeURIComponent('linkSmartTv:delay=600000')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Link Smart TV' })).toBeVisible(FIRST_LOAD);
  await expect(page).toHaveTitle('Airwave | Link Smart TV');
  await expect(page.getByRole('status').filter({ hasText: 'Signing your Smart TV in…' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  await expect(async () => {
    await page.clock.fastForward(600_000);
    await expect(page).toHaveURL(/\/player\/mytv$/, { timeout: 2_000 });
  }).toPass(FIRST_LOAD);
  await expect(notice).toContainText('Invalid or expired link');
  await expect(notice).toHaveAttribute('data-type', 'error');
});

test('the do-not-sell route opens its modal, the footer opens the same privacy choices; on Settings a preference switch says Updated!, keeps its value, and shows the error when the server refuses; and the reduced layouts drop the chrome', async ({ page }) => {
  test.slow();
  await page.goto('/player/user/do-not-sell');
  let dialog = page.getByRole('dialog', { name: 'Your Privacy Choices' });
  await expect(dialog).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Targeted Advertising Preference' })).toBeAttached();
  await expect(page).toHaveTitle('Airwave | Targeted Advertising Preference');
  const optOut = dialog.getByRole('switch', { name: 'Do not sell or share my personal information' });
  await expect(optOut).toBeEnabled();
  await optOut.click();
  await expect(dialog.getByText('Updated!')).toBeVisible();
  await expect(optOut).toBeChecked();
  await expectNoSeriousAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/player\/user\/settings$/);
  await expect(dialog).toHaveCount(0);

  // The footer's privacy-choices link: the same modal, the choice kept; Escape closes it and the page stays.
  const footer = page.getByRole('contentinfo').filter({ has: page.getByRole('navigation', { name: 'Company' }) });
  await expect(footer.getByRole('navigation', { name: 'Browse' }).getByRole('link', { name: 'Guide' })).toBeVisible();
  await footer.getByRole('button', { name: 'Your Privacy Choices' }).click();
  dialog = page.getByRole('dialog', { name: 'Your Privacy Choices' });
  await expect(dialog.getByRole('switch', { name: 'Do not sell or share my personal information' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/player\/user\/settings$/);
  await expectNoSeriousAccessibilityViolations(page);

  // On the Settings page Done led to: a preference switch says Updated!, keeps its value, and shows the error when the
  // server refuses.
  const live = page.getByRole('switch', { name: 'Start live channels at the live point' });
  // Drawn disabled while the preferences load (the toggle's loading state), usable once they are in.
  await expect(live).toBeEnabled(FIRST_LOAD);
  await expect(live).not.toBeChecked();
  await live.click();
  const preferences = page.getByRole('region', { name: 'Preferences' });
  await expect(preferences.getByText('Updated!')).toBeVisible();
  await expect(live).toBeChecked();
  await page.reload();
  await expect(live).toBeChecked(FIRST_LOAD);

  // The server refuses (the fault planted through the mock world's control API, as the Mocks panel's Apply does): the
  // error, and the switch shows the server's value again.
  expect(await controlMocks(page, 'PUT', '/faults', { faults: 'UpdatePreference:graphql-error=Boom' })).toBe(200);
  const audio = page.getByRole('switch', { name: 'Audio description' });
  await expect(audio).not.toBeChecked();
  await audio.click();
  await expect(preferences.getByText('Sorry, there was an error updating. Please try again.')).toBeVisible();
  await expect(audio).not.toBeChecked();
  await expectNoSeriousAccessibilityViolations(page);

  // The audio-description switch is behind its feature flag.
  expect(await controlMocks(page, 'PUT', '/faults', { faults: '' })).toBe(200);
  await expect(live).toBeChecked();
  expect(await graphql(page, 'mutation { updatePreference(name: "webAudioDescriptionsToggle", value: "off") { name } }')).toBe(200);
  await page.reload();
  await expect(live).toBeEnabled(FIRST_LOAD);
  await expect(audio).toHaveCount(0);

  // The embedded view keeps the logo only; receiver mode shows the page alone.
  await page.goto('/player/mytv?view=embedded');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('link', { name: 'Airwave' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();
  await expect(footer).toHaveCount(0);
  await page.goto('/player/mytv?view=receiver');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('banner')).toBeHidden();

  // A browser that cannot play is told so.
  await page.addInitScript(() => {
    delete (window as { MediaSource?: unknown }).MediaSource;
  });
  await page.goto('/player/user/settings');
  await expect(page.getByRole('alert').filter({ hasText: 'Video playback is not supported in this browser. Please use Chrome to watch.' })).toBeVisible(FIRST_LOAD);
});

test("the Smart TV link's confirmation moves on at once with Continue, on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 860 });
  await page.goto('/player/link/TV1234');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'You have been signed in on your Smart TV.' })).toBeVisible(FIRST_LOAD);
  await expectNoSeriousAccessibilityViolations(page);
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/player\/mytv$/);
  await expect(page.locator('.notice')).toContainText('You have been signed in on your Smart TV.');
  await expectNoSeriousAccessibilityViolations(page);
});
