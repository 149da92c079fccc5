import { expect, test } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { reportedError, reportedErrors } from './support/errors.ts';

// The page's errors reach the error-reporting service (the mock world's envelope endpoint, Sentry's wire format)
// through the app's reporting rules and Sentry's browser SDK, which loads once the page has settled: errors raised
// before wait for it. A network error is not reported; an empty one reads 'No error given'.

test('an uncaught error is reported through the SDK, a network error is filtered, and the Mocks panel lists the report', async ({ page }) => {
  await page.goto('/player/mytv');
  // Raised at once, before the SDK has loaded: an uncaught error, a rejected network request, an empty rejection.
  // Scripts of the page's own, thrown at their top level (not in a timer: the test clock runs the page's timers).
  await page.addScriptTag({ content: "void Promise.reject(new Error('Network error: planted, Failed to fetch'));" });
  // An empty rejection, which reads 'No error given'.
  await page.addScriptTag({ content: 'void Promise.reject();' });
  await page.addScriptTag({ content: "throw new TypeError('Planted: tile art is undefined');" });
  await expect(page.locator('body')).toHaveAttribute('data-js-error', 'true');

  const uncaught = await reportedError(page, 'Planted: tile art is undefined');
  expect(uncaught).toMatchObject({ type: 'TypeError', level: 'error', extra: { source: 'window.error', path: '/player/mytv' } });
  expect(uncaught.sdk).toMatch(/^sentry\.javascript\.browser \d/);
  expect(new URL(uncaught.url ?? '').pathname).toBe('/player/mytv');
  const empty = await reportedError(page, 'No error given');
  expect(empty.extra).toMatchObject({ source: 'unhandledrejection' });

  // Once the SDK is up, a later error goes at once; the network error, raised before both, never arrives.
  await page.addScriptTag({ content: "throw new RangeError('Planted: a later error');" });
  await reportedError(page, 'Planted: a later error');
  expect((await reportedErrors(page)).map((error) => error.message).filter((message) => message.includes('Network error'))).toEqual([]);

  // The Mocks panel lists the reports.
  await page.getByText(/^Mocks: /).click();
  const reported = page.getByRole('region', { name: 'Reported errors' });
  await expect(reported.getByText('Planted: tile art is undefined')).toBeVisible();
  await expect(reported.getByText('Planted: a later error')).toBeVisible();
  await expect(reported.getByText('No error given')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});
