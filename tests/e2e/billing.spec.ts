import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD, navigateInApp, reviewShots } from './support/pages.ts';

/** Screenshots for the reviewer when BILLING_SHOTS_DIR names a folder. */
const shoot = reviewShots('BILLING_SHOTS_DIR', { fullPage: true });

// The Account and Billing page (GET /billing/user_details) in the variants a viewer's account can be in.

test("a subscriber's account page shows the plan, the next bill, the card, add-ons and billing history; the subscriber cancels through the survey, sees it canceled and resumes; the cancel survey asks each reason's own questions, and billing history names the reason in words", async ({ page }) => {
  // Three journeys on one account page, two of them through the cancel survey.
  test.slow();
  await page.goto('/player/user/account');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Your Airwave Subscription' })).toBeVisible();
  for (const section of ['Payment', 'Add-Ons', 'Billing History']) await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expect(main).toContainText('Airwave Core');
  await expect(main).toContainText(/Due [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(main).toContainText('Visa ending in 4242');
  // 'Bill details' is the kit's disclosure: a button, closed until pressed (here from the keyboard).
  const billDetails = main.getByRole('button', { name: 'Bill details' });
  await expect(billDetails).toHaveAttribute('aria-expanded', 'false');
  await billDetails.focus();
  await page.keyboard.press('Enter');
  await expect(billDetails).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByRole('list').first()).toBeVisible();
  await expect(main.getByRole('table')).toContainText('Coupon SUMMER5 applied');
  await expect(main.getByRole('link', { name: 'Questions? We can help!' })).toHaveAttribute('href', '/support');
  await expectNoSeriousAccessibilityViolations(page);

  // The subscriber cancels through the survey, sees it canceled, and resumes from the account page.
  await main.getByRole('button', { name: 'Cancel my subscription' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Cancel your Airwave subscription' })).toBeVisible();
  await main.getByRole('radio', { name: 'Other', exact: true }).check();
  await main.getByRole('textbox', { name: 'Tell us more' }).fill('Moving abroad');
  await expectNoSeriousAccessibilityViolations(page);
  await main.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Your subscription has been canceled' })).toBeVisible();
  await main.getByRole('button', { name: 'Return to Account' }).click();
  await expect(main).toContainText('Your subscription has been canceled. You can keep watching until');
  await expect(main.getByRole('button', { name: 'Cancel my subscription' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Resume my subscription' }).click();
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Cancel my subscription' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  // The cancel survey asks each reason's own questions; 'Features in the app' clears the devices chosen; billing
  // history names the reason in words (the cancel before, resumed, is a line of its own).
  await main.getByRole('button', { name: 'Cancel my subscription' }).click();
  const survey = main.locator('form');

  // Switching: which service, 'Another service' last and asking which in 40 characters.
  await survey.getByRole('radio', { name: 'I’m switching to another service' }).check();
  const services = survey.getByRole('group', { name: 'Which service are you switching to?' });
  await expect(services.getByRole('radio')).toHaveCount(6);
  await expect(services.getByRole('radio').last()).toHaveAccessibleName('Another service');
  await services.getByRole('radio', { name: 'Another service' }).check();
  await expect(survey.getByRole('textbox', { name: 'Which service?' })).toHaveAttribute('maxlength', '40');

  // Video or audio issues: any number of answers; 'Something else' asks what, in 140 characters.
  await survey.getByRole('radio', { name: 'Video or audio issues' }).check();
  const issues = survey.getByRole('group', { name: 'What went wrong?' });
  await expect(issues.getByRole('checkbox')).toHaveCount(9);
  await issues.getByRole('checkbox', { name: 'Buffering or freezing' }).check();
  await issues.getByRole('checkbox', { name: 'Something else' }).check();
  await expect(survey.getByRole('textbox', { name: 'Tell us what went wrong' })).toHaveAttribute('maxlength', '140');
  await expect(survey.getByRole('textbox', { name: 'Which service?' })).toHaveCount(0);

  // Missing features: apps for more devices asks which devices; features in the app clears them.
  await survey.getByRole('radio', { name: 'Missing features' }).check();
  await expect(survey.getByRole('group', { name: 'What went wrong?' })).toHaveCount(0);
  const missing = survey.getByRole('group', { name: 'What is missing?' });
  await missing.getByRole('radio', { name: 'Apps for more devices' }).check();
  const devices = survey.getByRole('group', { name: 'Which devices?' });
  await expect(devices.getByRole('checkbox')).toHaveCount(4);
  for (const device of ['LG', 'Vizio', 'Xbox', 'Other']) await expect(devices.getByRole('checkbox', { name: device, exact: true })).toBeVisible();
  await devices.getByRole('checkbox', { name: 'LG' }).check();
  await devices.getByRole('checkbox', { name: 'Vizio' }).check();
  await expectNoSeriousAccessibilityViolations(page);
  await shoot(page, 'cancel-survey-devices');
  await missing.getByRole('radio', { name: 'Features in the app' }).check();
  await expect(devices).toHaveCount(0);
  await expect(survey.getByRole('textbox', { name: 'Which features are missing?' })).toHaveAttribute('maxlength', '140');
  await missing.getByRole('radio', { name: 'Apps for more devices' }).check();
  // The devices chosen before 'Features in the app' were cleared.
  for (const device of ['LG', 'Vizio', 'Xbox', 'Other']) await expect(devices.getByRole('checkbox', { name: device, exact: true })).not.toBeChecked();
  await devices.getByRole('checkbox', { name: 'LG' }).check();
  await devices.getByRole('checkbox', { name: 'Xbox' }).check();
  // Keeping the subscription is offered first.
  await expect(survey.locator('.billing-actions').last().getByRole('button')).toHaveText(['Keep my subscription', 'Cancel subscription']);
  await survey.getByRole('button', { name: 'Cancel subscription' }).click();

  await expect(main.getByRole('heading', { level: 2, name: 'Your subscription has been canceled' })).toBeVisible();
  await main.getByRole('button', { name: 'Return to Account' }).click();
  const history = main.getByRole('table');
  await expect(history).toContainText('Subscription cancelled: Missing features: Apps for more devices (LG, Xbox)');
  await expect(history).not.toContainText('(reason');
  await expectNoSeriousAccessibilityViolations(page);
});

test("a Roku-billed subscriber is offered 'Save $4/month', an Amazon-billed one sees no Cancel, a trial its end, a delinquent one the payment problem", async ({ page }) => {
  await page.goto('/player/user/account?scenario=roku-billed');
  const main = page.getByRole('main');
  await expect(main).toContainText('Your payment is managed by Roku.');
  await expect(main).toContainText('Switch to Airwave billing Save $4/month');
  await expect(main.getByRole('button', { name: 'Cancel my subscription' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);

  await page.goto('/player/user/account?scenario=amazon-billed');
  await expect(main).toContainText('Your payment is managed by Amazon.');
  await expect(main.getByRole('heading', { level: 2, name: 'Billing History' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Cancel my subscription' })).toHaveCount(0);

  await page.goto('/player/user/account?scenario=trial');
  await expect(main).toContainText(/free trial ends [A-Z][a-z]{2} \d{1,2}, \d{4}/);

  await page.goto('/player/user/account?scenario=delinquent');
  await expect(main.getByRole('status')).toContainText('There is a problem with your current payment.');
  await expect(main).toContainText('Payment expired');
  await expectNoSeriousAccessibilityViolations(page);
});

test('each outage-credit landing page says what came of the claim and offers its one way on', async ({ page }) => {
  const outcomes: Array<[string, string, string, string]> = [
    ['success', 'Credit Success', 'Your discount has been successfully claimed.', 'Go to your account'],
    ['ineligible', 'Credit Ineligible', 'This account does not appear to be eligible.', 'Sign in with another account'],
    ['expired', 'Credit Expired', 'This offer has expired, please contact support if you believe this is an error.', 'Contact support'],
    ['error', 'Credit Error', 'We were unable to claim your discount.', 'Contact support'],
  ];
  // The first page loaded, the others reached inside the app (as their links would).
  for (const [index, [outcome, title, text, action]] of outcomes.entries()) {
    if (index === 0) await page.goto(`/player/credit/yellowstone/${outcome}`);
    else await navigateInApp(page, `/player/credit/yellowstone/${outcome}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main).toContainText(text);
    await expect(main.getByRole('link', { name: action })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
});

test("a deactivated user is welcomed back, browses the lineup by tab from the keyboard, reactivates Core, and Home offers Core's Play at once", async ({ page }) => {
  await page.goto('/player/mytv?scenario=deactivated');
  await expect(page).toHaveURL(/\/player\/user\/reactivate\?scenario=deactivated$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: /^Welcome back, .+!$/ })).toBeVisible();
  await expect(main).toContainText(/Your subscription was canceled on [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
  await expect(main.getByRole('radio', { name: /Airwave Core.*Unlimited DVR for 1 year/ })).toBeChecked();
  await expect(main.getByRole('radio', { name: /Free Channels.*No credit card required/ })).toBeVisible();
  // The favorites arrive with their own read: their tab joins the lineup second, so the keys wait for it.
  await expect(main.getByRole('tab', { name: 'My Favorites' })).toBeVisible();
  const all = main.getByRole('tab', { name: 'All channels' });
  await all.focus();
  await page.keyboard.press('ArrowRight');
  const second = main.getByRole('tab').nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousAccessibilityViolations(page);
  await main.getByRole('button', { name: 'Reactivate' }).first().click();
  await expect(page).toHaveURL(/\/player\/mytv/);
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
  // Home's hero and first row, as first drawn (read once, not waited for), play Core: the first screen the app read
  // on opening Home, before the redirect, was the deactivated account's ('Upgrade to watch …' on the hero and the
  // first row), and it was drawn from the cache for seconds after the reactivation.
  for (const part of [main.locator('.hero'), main.locator('.tile-row-list').first()]) {
    const controls = part.getByRole('button', { name: /^(Play|Resume|Upgrade to watch) / });
    await expect(controls.first()).toBeVisible();
    const labels = await controls.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    expect(labels.filter((label) => label.startsWith('Upgrade'))).toEqual([]);
  }
});

test("a deactivated user reactivates with a promo code through its Apply (the page's one Reactivate is its own): an expired one first says ', double check your entry.'", async ({ page }) => {
  await page.goto('/player/user/reactivate?scenario=deactivated');
  const main = page.getByRole('main');
  const code = main.getByRole('textbox', { name: 'Promo code' });
  // One primary action on the page, its own Reactivate (offered again by the closing call to action); the promo
  // code's button says Apply.
  const promo = main.locator('.promo-form');
  const apply = promo.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeVisible(FIRST_LOAD);
  await expect(promo.getByRole('button', { name: 'Reactivate' })).toHaveCount(0);
  await code.fill('SPRING24');
  await expect(main).toContainText('This code has expired, double check your entry.');
  await expect(apply).toBeDisabled();
  await code.fill('WELCOME10');
  await expect(main).toContainText('10% off each month for 3 months');
  await expect(apply).toBeEnabled();
  await expect(promo.getByRole('button', { name: 'Reactivate' })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
  await apply.click();
  await expect(page).toHaveURL(/\/player\/mytv/);
  await expect(page.getByText('You have successfully updated your subscription.')).toBeVisible();
});
