import { expect, FIRST_LOAD, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { navigateInApp } from './support/pages.ts';

// The experiments on screen (common/experiments.ts): a URL override (camelCase name plus a YYYY-MM-DD date) or the
// Mocks panel switches a variant, and the screen it names follows.

const EPISODE = '/player/episode/epi-yellowstone-s5e1';
const PROMPT = 'Save this show to record future airings.';

/** The episode page's header, once its actions are drawn. */
async function episodeHeader(page: Page, query: string) {
  await page.goto(`${EPISODE}${query}`);
  const header = page.locator('.detail-header');
  await expect(header.getByRole('button', { name: /^(Play|Resume) Yellowstone$/ })).toBeVisible(FIRST_LOAD);
  return header;
}

/** Whether the prompt comes before ('above') or after ('below') the episode's actions in the page. */
async function promptPlacement(page: Page): Promise<'above' | 'below'> {
  return page.locator('.detail-header').evaluate((header, text) => {
    const prompt = [...header.querySelectorAll('p')].find((paragraph) => paragraph.textContent === text);
    const actions = header.querySelector('.detail-actions');
    if (!prompt || !actions) throw new Error('no prompt or no actions');
    return prompt.compareDocumentPosition(actions) & Node.DOCUMENT_POSITION_FOLLOWING ? 'above' : 'below';
  }, PROMPT);
}

async function openMocksPanel(page: Page) {
  await page.getByText(/^Mocks: /).click();
  return page.getByRole('group', { name: 'Experiments and flags' });
}

test('a URL override moves the save-and-record prompt above or below the episode actions, and control removes it', async ({ page }) => {
  const header = await episodeHeader(page, '?saveAndRecord2024-04-08=variant_above');
  await expect(header.getByText(PROMPT, { exact: true })).toBeVisible();
  expect(await promptPlacement(page)).toBe('above');

  // The override is read from the URL as the app's links change it, too: the next ones are reached inside the app.
  await navigateInApp(page, `${EPISODE}?saveAndRecord2024-04-08=variant_below`);
  await expect(header.getByText(PROMPT, { exact: true })).toBeVisible();
  await expect.poll(() => promptPlacement(page)).toBe('below');

  await navigateInApp(page, `${EPISODE}?saveAndRecord2024-04-08=control`);
  await expect(header.getByRole('link', { name: 'All episodes' })).toBeVisible();
  await expect(header.getByText(PROMPT, { exact: true })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});

test('the Mocks panel sets the all-showings experiment and the episode page shows or hides the original air date', async ({ page }) => {
  const header = await episodeHeader(page, '');
  const panel = await openMocksPanel(page);
  const experiment = panel.getByLabel('allShowings2023-06-26');

  let reloaded = page.waitForEvent('load');
  await experiment.selectOption('treatment');
  await reloaded;
  await expect(header.locator('[data-field="original-air-date"]')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/, FIRST_LOAD);

  await openMocksPanel(page);
  await expect(experiment).toHaveValue('treatment');
  reloaded = page.waitForEvent('load');
  await experiment.selectOption('control');
  await reloaded;
  await expect(header.locator('[data-field="run-time"]')).toBeVisible(FIRST_LOAD);
  await expect(header.locator('[data-field="original-air-date"]')).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});

test('an episode page assigns the save-and-record experiment through assignExperiment and shows the variant it got', async ({ page }) => {
  const assigned = page.waitForRequest((request) => request.url().includes('/graphql') && (request.postData() ?? '').includes('AssignExperiment'));
  const header = await episodeHeader(page, '');
  await assigned;
  // The default persona's user is assigned variant_below by the mock world.
  await expect(header.getByText(PROMPT, { exact: true })).toBeVisible();
  expect(await promptPlacement(page)).toBe('below');
  const panel = await openMocksPanel(page);
  await expect(panel.getByLabel('saveAndRecord2024-04-08')).toHaveValue('variant_below');
  await expectNoSeriousAccessibilityViolations(page);
});

test('the upgrade-preview-removal experiment takes Upgrade out of a fast-access navigation', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.goto('/player/guide?scenario=free-plan&upgradePreviewRemoval2024-01-01=control');
  await expect(nav.getByRole('link', { name: 'Upgrade' })).toBeVisible(FIRST_LOAD);

  // The other variant, reached inside the app (the override is read from the URL as it changes).
  await navigateInApp(page, '/player/guide?upgradePreviewRemoval2024-01-01=treatment');
  await expect(nav.getByRole('link', { name: 'Saved' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});

test('the outage credit promotion offers the discount on the account page, and claiming it lands on the success page', async ({ page }) => {
  await page.goto('/player/user/account?outageCreditPromotion2024-01-01=control');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible(FIRST_LOAD);
  await expect(main.getByRole('region', { name: 'Outage credit' })).toHaveCount(0);

  // The treatment, reached inside the app (the override is read from the URL as it changes).
  await navigateInApp(page, '/player/user/account?outageCreditPromotion2024-01-01=treatment');
  const offer = main.getByRole('region', { name: 'Outage credit' });
  await expect(offer).toBeVisible();
  const apology = offer.getByText('We’re sorry for the interruption to your service.', { exact: true });
  const text = offer.getByText('As an apology, a discount on your next bill is waiting for you.', { exact: true });
  await expect(apology).toBeVisible();
  await expect(text).toBeVisible();
  // One message: the offer's sentence on the line under the apology, no empty line between them.
  const [above, below] = [await apology.boundingBox(), await text.boundingBox()];
  if (!above || !below) throw new Error('the outage credit sentences have no box');
  expect(below.y - (above.y + above.height)).toBeLessThan(4);
  await expectNoSeriousAccessibilityViolations(page);
  await offer.getByRole('button', { name: 'Claim your discount' }).click();

  await expect(page).toHaveURL(/\/player\/credit\/outage-credit\/success$/);
  await expect(main.getByText('Your discount has been successfully claimed.', { exact: true })).toBeVisible();
  await main.getByRole('link', { name: 'Go to your account' }).click();
  // Claimed: the account lists the discount among its coupons and offers it no more, whatever the variant (the
  // treatment asked for again, inside the app).
  await expect(page).toHaveURL(/\/player\/user\/account$/);
  await navigateInApp(page, '/player/user/account?outageCreditPromotion2024-01-01=treatment');
  const coupons = main.getByRole('region', { name: 'Your Airwave Subscription' }).getByRole('listitem');
  await expect(coupons.filter({ hasText: 'OUTAGE10' })).toContainText('$10 off your next bill', FIRST_LOAD);
  await expect(main.getByRole('region', { name: 'Outage credit' })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);
});

test('an account the promotion is not for lands on the ineligible page', async ({ page }) => {
  await page.goto('/player/user/account?scenario=legacy-plan&outageCreditPromotion2024-01-01=treatment');
  const offer = page.getByRole('main').getByRole('region', { name: 'Outage credit' });
  await offer.getByRole('button', { name: 'Claim your discount' }).click(FIRST_LOAD);
  await expect(page).toHaveURL(/\/player\/credit\/outage-credit\/ineligible$/);
  await expect(page.getByRole('main').getByText('This account does not appear to be eligible.', { exact: true })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});

test('the Mocks panel turns the channel configurator flag off and on, and its page comes and goes', async ({ page }) => {
  await page.goto('/player/user/channels');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Channel Configurator' })).toBeVisible(FIRST_LOAD);
  const flag = (await openMocksPanel(page)).getByRole('checkbox', { name: /webChannelConfigurator/ });
  await expect(flag).toBeChecked();

  let reloaded = page.waitForEvent('load');
  // The box follows the world, which the reload shows: a click (not uncheck, which waits for the box to change).
  await flag.click();
  await reloaded;
  await expect(main.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible(FIRST_LOAD);

  await openMocksPanel(page);
  reloaded = page.waitForEvent('load');
  await flag.click();
  await reloaded;
  await expect(main.getByRole('heading', { level: 1, name: 'Channel Configurator' })).toBeVisible(FIRST_LOAD);
  await expectNoSeriousAccessibilityViolations(page);
});

test('the Mocks panel lists the URL overrides and says why one is not used', async ({ page }) => {
  const header = await episodeHeader(page, '?saveAndRecord2024-04-08=above&allShowings2023-06-26=treatment');
  // The bad override is not used: the user's assignment (variant_below) stands; the good one is.
  await expect(header.getByText(PROMPT, { exact: true })).toBeVisible();
  expect(await promptPlacement(page)).toBe('below');
  await expect(header.locator('[data-field="original-air-date"]')).toBeVisible();
  const overrides = (await openMocksPanel(page)).getByRole('list', { name: 'URL overrides' });
  await expect(overrides).toContainText('saveAndRecord2024-04-08=above is not one of its variants: control, variant_above, variant_below.');
  await expect(overrides).toContainText('allShowings2023-06-26=treatment (from the URL, in effect)');
  await expectNoSeriousAccessibilityViolations(page);
});
