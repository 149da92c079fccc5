import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD } from './support/pages.ts';
import { openConfirmationLink } from './support/mock-control.ts';

// Sign-in verification on the mock build: an email change completed by polling (the page's clock moves the
// polls and the 15 s resend timer, no real waits), a mobile sign-in with the texted code after error code
// 50, and the add-email modal a visitor gets instead of saving a show.

test('a subscriber changes the email: verifying, Resend after 15 s, the polls complete it', async ({ page }) => {
  test.slow();
  await page.goto('/player/user/settings');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Change email' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Sign-in email' });
  const email = dialog.getByLabel('Email');
  await expect(email).toHaveValue('jordan.rivera@example.com');
  const verify = dialog.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Edit mobile number instead' })).toBeVisible();
  // The primary profile's email cannot be removed.
  await expect(dialog.getByRole('button', { name: 'Remove this info' })).toHaveCount(0);

  // A malformed address: the message on blur, what was typed kept, Verify stays off.
  await email.fill('jordan@new');
  await email.blur();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email.');
  await expect(email).toHaveValue('jordan@new');
  await expect(verify).toBeDisabled();
  await email.fill('jordan@new.example.com');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(verify).toBeEnabled();
  await verify.click();

  // Verifying: what was sent, no Resend yet; focus moved to the view's heading, still inside the dialog.
  await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeFocused();
  await expect(dialog.getByRole('status')).toHaveText('We sent a confirmation link to jordan@new.example.com.');
  const resend = dialog.getByRole('button', { name: 'Resend' });
  await expect(resend).toHaveCount(0);
  await page.clock.fastForward(9_000);
  await expect(resend).toHaveCount(0);
  await page.clock.fastForward(6_000);
  await expect(resend).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
  // Resending hides it and restarts its timer; a phone's voice call is not offered for an email.
  await expect(dialog.getByRole('button', { name: 'Call me with the code' })).toHaveCount(0);
  await resend.click();
  await expect(resend).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // The link is opened: the next poll reports SUCCESS, the modal closes and the page shows the new email.
  await openConfirmationLink(page);
  await page.clock.fastForward(5_000);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Updated sign-in information')).toBeVisible();
  await expect(main.getByText('jordan@new.example.com')).toBeVisible();
  await expect(main.getByText('(verified)')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});

test('a visitor signs in by mobile number: error code 50, a wrong code, then the texted code', async ({ page }) => {
  test.slow();
  await page.goto('/player/user/settings?scenario=visitor-verifying');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add a mobile number' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Sign-in mobile number' });
  const number = dialog.getByLabel('Mobile number');
  await number.fill('512 555');
  await number.blur();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid mobile number.');
  await number.fill('(512) 555-0199');
  await dialog.getByRole('button', { name: 'Verify' }).click();

  // A code was texted a minute ago: error code 50, the screen waits for it.
  await expect(dialog.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('A message was already sent.');
  const code = dialog.getByLabel('Verification code');
  const submit = dialog.getByRole('button', { name: 'Submit code' });
  await code.fill('4829');
  await code.blur();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid token.');
  await code.fill('111111');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Unable to verify mobile number.');
  await expect(code).toHaveValue('111111');
  await expect(submit).toBeFocused();
  // Resend (text or voice call) once 15 s have passed.
  await page.clock.fastForward(15_000);
  await expect(dialog.getByRole('button', { name: 'Call me with the code' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  await code.fill('482913');
  await submit.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Updated sign-in information')).toBeVisible();
  // The settings page writes the number as people write it, not in its stored E.164 form.
  await expect(main.getByText('(512) 555-0199')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});

test('a visitor who saves a show gets the add-email modal: terms, a valid email, then verifying', async ({ page }) => {
  test.slow();
  await page.goto('/player/mytv?scenario=visitor');
  const save = page.locator('.save-button').first();
  await save.click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Add an email to your account' });
  await expect(dialog.getByText('Add an email to your account to save shows.')).toBeVisible();
  const email = dialog.getByLabel('Email');
  const terms = dialog.getByRole('checkbox', { name: 'I agree to the Terms of Use and the Privacy Policy' });
  const proceed = dialog.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();

  // A malformed address: its message 300 ms after typing (or at once on blur), what was typed kept.
  await email.fill('guest@example');
  await email.blur();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email.');
  await expect(email).toHaveValue('guest@example');
  await email.fill('guest@example.com');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // A valid email without the terms: Continue off, Enter does nothing.
  await email.press('Enter');
  await expect(proceed).toBeDisabled();
  await expect(dialog.getByRole('heading', { name: 'Check your email' })).toHaveCount(0);
  await terms.check();
  await expect(proceed).toBeEnabled();
  await expectNoSeriousAccessibilityViolations(page);
  await proceed.click();

  await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('We sent a confirmation link to guest@example.com.');
  await openConfirmationLink(page);
  await page.clock.fastForward(5_000);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Updated sign-in information')).toBeVisible();
  // The visitor has an account now: no Sign Up in the header.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Up' })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});

test("an unconfirmed account email is verified from the settings page: Verify sends the link, and the toast says 'Email is verified'", async ({ page }) => {
  test.slow();
  await page.goto('/player/user/settings?scenario=unverified-email');
  const main = page.getByRole('main');
  await expect(main.getByText('(not verified)')).toBeVisible(FIRST_LOAD);
  await main.getByRole('button', { name: 'Verify or change email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign-in email' });
  // The same, unconfirmed email: Verify sends its confirmation link instead of saving it.
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await openConfirmationLink(page);
  await page.clock.fastForward(5_000);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Email is verified')).toBeVisible();
  await expect(main.getByText('(verified)')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});
