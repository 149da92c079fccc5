import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';

// The account area on the mock build: the app shell's gate (skeleton, reactivate, plan route, live
// subscription changes), the settings page and the profiles.

/** Sends a GraphQL operation from inside the page, so it reaches the same mock world the app uses. */
async function graphql(page: Page, url: string, query: string) {
  return page.evaluate(
    async ({ url, query }) => {
      const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
      return response.status;
    },
    { url, query },
  );
}

test('the shell waits for the subscription, then sends each user where the subscription allows', async ({ page }) => {
  // Seven page loads of the mock build on a busy machine.
  test.slow();
  // A slow subscription answer: the loading skeleton, no page content, until it arrives.
  await page.goto('/player/mytv?faults=UserSubscription:delay=2500');
  await expect(page.getByTestId('shell-skeleton')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeHidden();
  await expectNoSeriousAccessibilityViolations(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByTestId('shell-skeleton')).toHaveCount(0);

  // An active subscriber is sent from the reactivation page to the account.
  await page.goto('/player/user/reactivate?faults=');
  await expect(page).toHaveURL(/\/player\/user\/account\?faults=$/);

  // Support is investigating (no content access): browsing leads to the plan route.
  await page.goto('/player/guide?scenario=support-pending');
  await expect(page).toHaveURL(/\/player\/user\/account\?scenario=support-pending$/);

  // A deactivated user lands on the reactivation page from any content page, and stays there.
  await page.goto('/player/mytv?scenario=deactivated');
  await expect(page).toHaveURL(/\/player\/user\/reactivate\?scenario=deactivated$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reactivate' })).toBeVisible();
  await page.goto('/player/user/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.goto('/player/user/reactivate');
  await expect(page.getByRole('heading', { level: 1, name: 'Reactivate' })).toBeVisible();

  // Free access arrives while the page is open (userSubscriptionChanged over the socket): off to the account.
  expect(await graphql(page, '/api/graphql', 'mutation { enrollInFastPlan { fastPlanState } }')).toBe(200);
  await expect(page).toHaveURL(/\/player\/user\/account$/);
});
