import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';

// Journeys on the mock build: the connection modals appear for their faults, as a user meets them.


test('a subscriber losing the connection gets the network-issue modal, and Reload reloads', async ({ page }) => {
  await page.goto('/player/guide?faults=UserSubscription:network');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('We’ve lost connection to Airwave. Please reload your browser to continue.');
  await expectNoSeriousAccessibilityViolations(page);
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
});

test('a subscriber whose session expired gets the session-expired modal, and OK logs out', async ({ page }) => {
  await page.route('**/logout**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Logged out</title>' }));
  await page.goto('/player/saved?faults=*:unauthorized');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You have been logged out of this session. Please log in again to continue.');
  await expectNoSeriousAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/logout\?target=/);
});
