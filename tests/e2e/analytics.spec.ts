import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD, navigateInApp } from './support/pages.ts';
import { CLEAR_SHOW, clickPlay, expectDecoding } from './support/player.ts';
import { collectedEvent, trackedEvents } from './support/analytics.ts';
import { agreeAndSubmit, checkoutPlus } from './support/billing.ts';

// A viewer's actions reach the analytics collector (the mock world) through the app's track() and Segment's SDK, in
// Segment's wire format, each judged against the tracking plan (contracts/analytics/tracking-plan.yaml).

test("copying a channel's link records a share, listed in the Mocks panel with no violation", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/player/channel/ch-hallmark');
  const heading = page.locator('.detail-header').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible(FIRST_LOAD);
  const name = ((await heading.textContent()) ?? '').trim();
  await page.getByRole('button', { name: `Share ${name}` }).click();
  await expect(page.locator('.share-button')).toHaveText('Copied!');
  const share = await collectedEvent(page, 'Share Link Copied', { name });
  expect(share.violations).toEqual([]);
  expect(share.properties).toMatchObject({ url: expect.stringContaining('ch-hallmark') as unknown });
  expect(share.integrations).toEqual({ All: false, 'Segment.io': true, Amplitude: true, Webhooks: true, 'Google Ads (Gtag)': true });

  // The Mocks panel lists it.
  await page.getByText(/^Mocks: /).click();
  const tracked = page.getByRole('region', { name: 'Tracked events' });
  await expect(tracked.getByText('Share Link Copied')).toBeVisible();
  await expect(tracked).toContainText('all match the tracking plan');
  await expectNoSeriousAccessibilityViolations(page);
});

test('pressing Enter in search records the search, and a planted wrong event shows as a violation', async ({ page }) => {
  await page.goto('/player/search');
  const field = page.getByRole('searchbox', { name: 'Search' });
  await field.fill('yellowstone', FIRST_LOAD);
  await field.press('Enter');
  const search = await collectedEvent(page, 'Search Submitted', { query: 'yellowstone' });
  expect(search.violations).toEqual([]);

  // A client that breaks the plan: refused with a 400 naming it (the plan's collector answer), and recorded with what
  // is wrong, not dropped.
  const answer = await page.evaluate(async () => {
    const response = await fetch('/__analytics/v1/b', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({
        writeKey: 'planted',
        batch: [{ type: 'track', event: 'Search Submitted', properties: { query: 'x', results: 3 }, anonymousId: 'planted', messageId: 'planted-1', context: { analyticsVersion: 26 } }],
      }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  });
  expect(answer).toMatchObject({ status: 400, body: { success: false, violations: [{ index: 0, messageId: 'planted-1' }] } });
  const planted = (await trackedEvents(page)).find((event) => event.messageId === 'planted-1');
  expect(planted?.violations).toEqual(['properties must NOT have additional properties ("results").']);
  await page.getByText(/^Mocks: /).click();
  const tracked = page.getByRole('region', { name: 'Tracked events' });
  await expect(tracked).toContainText('1 breaking the tracking plan');
  await expect(tracked.getByRole('list', { name: 'Violations' })).toContainText('properties must NOT have additional properties ("results").');
  await expectNoSeriousAccessibilityViolations(page);
});

test('playing an episode records its start and a watchedSecond for each second watched, never sent to the webhooks', async ({ page }) => {
  test.slow();
  await page.goto(CLEAR_SHOW);
  await clickPlay(page);
  await expectDecoding(page);
  const started = await collectedEvent(page, 'Playback Started');
  expect(started.violations).toEqual([]);
  const assetId = (started.properties as { assetId: string }).assetId;
  const watched = await collectedEvent(page, 'watchedSecond', { assetId, second: 2 });
  expect(watched.violations).toEqual([]);
  expect(watched.integrations).toEqual({ All: false, 'Segment.io': true, Amplitude: true, 'Nielsen DCR': true });
  await expectNoSeriousAccessibilityViolations(page);
});

test('changing the plan records each step of the change and the change itself', async ({ page }) => {
  await page.goto('/player/user/account');
  const checkout = await checkoutPlus(page);
  await agreeAndSubmit(checkout);
  await expect(checkout).toHaveCount(0);
  for (const step of ['plan', 'addon', 'checkout']) expect((await collectedEvent(page, 'Plan Change Step Viewed', { step })).violations).toEqual([]);
  const changed = await collectedEvent(page, 'Plan Changed');
  expect(changed.violations).toEqual([]);
  expect((changed.properties as { planId: string }).planId).toMatch(/plus/);
  await expectNoSeriousAccessibilityViolations(page);
});

test('do-not-sell turns the integrations that sell or share off, and the choice holds after a reload', async ({ page }) => {
  await page.goto('/player/user/do-not-sell');
  const dialog = page.getByRole('dialog', { name: 'Your Privacy Choices' });
  const optOut = dialog.getByRole('switch', { name: 'Do not sell or share my personal information' });
  await expect(optOut).toBeEnabled(FIRST_LOAD);
  await optOut.check();
  await expect(dialog.getByText('Updated!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Search, reached inside the app: the choice holds for the rest of this visit.
  await navigateInApp(page, '/player/search');
  const field = page.getByRole('searchbox', { name: 'Search' });
  await field.fill('amc', FIRST_LOAD);
  await field.press('Enter');
  const search = await collectedEvent(page, 'Search Submitted', { query: 'amc' });
  expect(search.integrations).toEqual({ All: false, 'Segment.io': true, Amplitude: true, 'Google Ads (Gtag)': false });
  expect(search.violations).toEqual([]);

  // Remembered in this browser: the next visit's events go out without them from the start.
  await page.reload();
  await field.fill('bet', FIRST_LOAD);
  await field.press('Enter');
  const next = await collectedEvent(page, 'Search Submitted', { query: 'bet' });
  expect(next.integrations).toMatchObject({ 'Google Ads (Gtag)': false });
  await expectNoSeriousAccessibilityViolations(page);
});
